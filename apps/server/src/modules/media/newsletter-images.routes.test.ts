import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../../test/support/app.js';
import { createUser, loginAs } from '../../../test/support/factories.js';
import { multipartPayload, type TestFile } from '../../../test/support/multipart.js';

const t = useAdminTestApp();

async function upload(file: TestFile, token = t.adminToken) {
  const { payload, headers } = await multipartPayload({ file });
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/newsletter',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

const image = async (format: 'webp' | 'png' | 'jpeg', options: { alpha?: boolean; width?: number } = {}) => {
  const channels = options.alpha ? 4 : 3;
  const background = options.alpha ? { r: 255, g: 164, b: 0, alpha: 0.4 } : '#ffa400';
  const base = sharp({ create: { width: options.width ?? 40, height: 30, channels, background } });
  return { bytes: await base.toFormat(format).toBuffer(), filename: `foto.${format}`, type: `image/${format}` };
};

const storedAt = async (url: string) => readFile(path.join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));

describe('POST /api/upload/newsletter', () => {
  it('turns a WebP photo into a JPEG, which every mail client shows', async () => {
    const response = await upload(await image('webp', { width: 3000 }));
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/media\/newsletter\/\d{4}\/[\w-]+\.jpg$/);
    const stored = await sharp(await storedAt(url)).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.width).toBe(1200);
  });

  it('keeps a transparent picture transparent, as PNG', async () => {
    const response = await upload(await image('webp', { alpha: true }));
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/\.png$/);
    const stored = await sharp(await storedAt(url)).metadata();
    expect(stored).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it('refuses what is not an image, and anyone but an admin', async () => {
    const fake = {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      filename: 'x.svg',
      type: 'image/svg+xml',
    };
    expect((await upload(fake)).statusCode).toBe(415);
    const customer = await createUser(t.db);
    expect((await upload(await image('png'), await loginAs(t.app, customer.email))).statusCode).toBe(403);
  });
});

describe('public pictures', () => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("may be shown by any site: a newsletter's sandboxed preview and webmail load them from elsewhere", async () => {
    const { url } = (await upload(await image('jpeg'))).json();
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The other protections stay.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const revalidated = await get(url, { 'if-none-match': String(response.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('leave everything else same-origin: a missing upload, a public video, the API', async () => {
    await mkdir(path.join(t.dataDir, 'uploads', 'seed', 'videos'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', 'seed', 'videos', 'hero.mp4'), Buffer.alloc(64));
    const video = await get('/uploads/seed/videos/hero.mp4');
    expect(video.statusCode).toBe(200);
    expect(video.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const url of ['/uploads/media/newsletter/2026/none.jpg', '/api/settings']) {
      expect((await get(url)).headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});
