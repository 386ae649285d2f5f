import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, createUser, loginAs } from '../../../test/support/factories.js';
import { multipartPayload, type TestFile } from '../../../test/support/multipart.js';

let t: TestApp;
let adminToken: string;

const png = async (width = 40, height = 30): Promise<TestFile> => ({
  bytes: await sharp({ create: { width, height, channels: 3, background: '#ffa400' } })
    .png()
    .toBuffer(),
  filename: 'foto.png',
  type: 'image/png',
});

async function upload(url: string, file: TestFile, token = adminToken) {
  const { payload, headers } = await multipartPayload({ file });
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads', 'media');
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await adminPrivateToken(t.app, t.db);
});
afterAll(() => t.close());

describe('POST /api/upload/', () => {
  it('stores an image re-encoded as WebP and answers its address', async () => {
    const response = await upload('/api/upload/', await png(2400, 1200));
    expect(response.statusCode).toBe(200);
    const { message, url } = response.json();
    expect(message).toBe('Success');
    expect(url).toMatch(/^\/uploads\/media\/content\/\d{4}\/[\w-]+\.webp$/);
    const stored = await readFile(path.join(t.dataDir, url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1920);
  });

  it('judges a file by its content, not its name or claimed type', async () => {
    const before = await storedFiles();
    const fake = { bytes: Buffer.from('not really a picture'), filename: 'foto.png', type: 'image/png' };
    const response = await upload('/api/upload/', fake);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload('/api/upload/', { bytes: svg, filename: 'x.svg', type: 'image/svg+xml' })).statusCode).toBe(
      415,
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image over the size limit with 413', async () => {
    const huge = { bytes: Buffer.alloc(16 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' };
    const response = await upload('/api/upload/', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/15 MB/);
  });

  it('answers 400 to a form cut off in the middle of its file, storing nothing', async () => {
    const { payload, headers } = await multipartPayload({ file: await png() });
    const before = await storedFiles();
    for (const url of ['/api/upload', '/api/convert-docx-to-html']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: payload.subarray(0, payload.length - 20),
        headers: { ...headers, authorization: `Bearer ${adminToken}` },
      });
      expect(response.statusCode, url).toBe(400);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400 when no file came and 415 for a JSON body', async () => {
    const { payload, headers } = await multipartPayload({ note: 'nessun file' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/upload/',
      payload,
      headers: { ...headers, authorization: `Bearer ${adminToken}` },
    });
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload/',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('POST /api/convert-docx-to-html/', () => {
  it('turns a Word document into sanitized HTML', async () => {
    const docx = await readFile(path.join(import.meta.dirname, 'fixtures', 'sample.docx'));
    const response = await upload('/api/convert-docx-to-html/', { bytes: docx, filename: 'articolo.docx' });
    expect(response.statusCode).toBe(200);
    const { htmlContent } = response.json();
    expect(htmlContent).toContain('Il respiro consapevole');
    expect(htmlContent).toContain('<strong>Respirare</strong>');
    expect(htmlContent).not.toMatch(/<script/i);
  });

  it('accepts only .docx content', async () => {
    const image = await png();
    const response = await upload('/api/convert-docx-to-html/', { ...image, filename: 'articolo.docx' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/docx/);
  });
});

describe('who may upload', () => {
  it('answers 401 without a token and 403 to a customer, storing nothing', async () => {
    const before = await storedFiles();
    const customer = await createUser(t.db);
    const customerToken = await loginAs(t.app, customer.email);
    for (const url of ['/api/upload/', '/api/convert-docx-to-html/']) {
      const { payload, headers } = await multipartPayload({ file: await png() });
      const anonymous = await t.app.inject({ method: 'POST', url, payload, headers });
      expect(anonymous.statusCode).toBe(401);
      expect((await upload(url, await png(), customerToken)).statusCode).toBe(403);
    }
    expect(await storedFiles()).toEqual(before);
  });
});
