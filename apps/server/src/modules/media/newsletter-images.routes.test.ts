import { readFile } from 'node:fs/promises';
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
