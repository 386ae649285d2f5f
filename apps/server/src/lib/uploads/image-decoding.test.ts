import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, createCustomer } from '../../../test/fixtures/commerce.fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer } from '../../../test/support/factories.js';
import { noisyJpeg, pngBomb } from '../../../test/support/image-bomb.js';
import { multipartPayload } from '../../../test/support/multipart.js';
import { AppError } from '../app-error.js';
import { assertPlausibleImage, createSemaphore, MAX_IMAGE_PIXELS } from './image-decoding.js';

const unreadable = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'not an image');
const refusalOf = (bytes: Buffer) =>
  assertPlausibleImage(bytes, unreadable).then(
    () => null,
    (error: AppError) => error.code,
  );

describe('the pixels an image may claim', () => {
  it('refuses the 6 KB PNG of 7070 × 7070 pixels, and anything over 40 million pixels', async () => {
    const bomb = pngBomb(7070);
    expect(bomb.length).toBeLessThan(7000);
    expect(await refusalOf(bomb)).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(7070 * 7070).toBeGreaterThan(MAX_IMAGE_PIXELS);
  });

  it('refuses an image under the cap whose size is implausible for its pixels (over 1000 pixels a byte)', async () => {
    // 36 million pixels in about 5 KB.
    expect(await refusalOf(pngBomb(6000))).toBe('IMAGE_TOO_MANY_PIXELS');
  });

  it('accepts photos, scans, flat pictures and small images however well they compress', async () => {
    const flat = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#ffa400' } })
      .png()
      .toBuffer();
    expect(await refusalOf(flat)).toBeNull();
    const noisy = await noisyJpeg({ width: 2000, height: 1500, background: '#777', sigma: 40, quality: 80 });
    expect(await refusalOf(noisy)).toBeNull();
    expect(await refusalOf(pngBomb(1000))).toBeNull();
  });

  it('answers the unreadable error for bytes without an image header', async () => {
    expect(await refusalOf(Buffer.from('\x89PNG\r\n\x1a\nnot really'))).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('createSemaphore', () => {
  it('runs at most its slots at once, the others in arrival order', async () => {
    const run = createSemaphore(2);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        run(async () => {
          active += 1;
          most = Math.max(most, active);
          order.push(index);
          await new Promise((resolve) => setTimeout(resolve, 5));
          active -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('frees the slot of work that fails', async () => {
    const run = createSemaphore(1);
    await expect(run(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await run(async () => 'next')).toBe('next');
  });
});

describe('decompression bombs through the upload routes', () => {
  let t: TestApp;
  let customer: Customer;
  let adminToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    customer = await createCustomer(t.db, t.app);
    adminToken = await adminPrivateToken(t.app, t.db);
  });
  afterAll(() => t.close());

  const filesIn = async (area: string) =>
    (await readdir(path.join(t.dataDir, area), { recursive: true, withFileTypes: true }).catch(() => [])).filter(
      (entry) => entry.isFile(),
    ).length;

  it('POST /api/document refuses the 7070 × 7070 PNG as an identity document with 413, storing nothing', async () => {
    const before = await filesIn('private');
    const bomb = { bytes: pngBomb(), filename: 'fronte.png', type: 'image/png' };
    const { payload, headers } = await multipartPayload({
      email: customer.user.email,
      name: 'Maria Rossi',
      document: [bomb, bomb],
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/document',
      payload,
      headers: { ...headers, ...bearer(customer.token) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'IMAGE_TOO_MANY_PIXELS', message: expect.any(String) });
    expect(await filesIn('private')).toBe(before);
  });

  it('POST /api/upload refuses it as a rich-text picture too', async () => {
    const { payload, headers } = await multipartPayload({
      file: { bytes: pngBomb(), filename: 'foto.png', type: 'image/png' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, ...bearer(adminToken) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('IMAGE_TOO_MANY_PIXELS');
  });
});
