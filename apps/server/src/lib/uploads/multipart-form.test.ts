import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipartPayload } from '../../../test/support/multipart.js';
import errors from '../../plugins/errors.js';
import { createLocalStorage } from './media-storage.js';
import { parseFields, withUploadedForm } from './multipart-form.js';

let dir: string;
let app: FastifyInstance;
const mp4 = await readFile(path.join(import.meta.dirname, '../../db/seed/media/lesson-a.mp4'));
const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#7d9277' } })
  .png()
  .toBuffer();

const Form = z.object({ title: z.string().min(3), fail: z.enum(['no', 'yes']).default('no') });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cammini-multipart-'));
  const storage = createLocalStorage({ public: path.join(dir, 'public'), private: path.join(dir, 'private') });
  app = Fastify();
  await app.register(errors);
  await app.register(multipart);
  app.post('/form', async (request) =>
    withUploadedForm(
      request,
      storage,
      {
        cover: { kind: 'image', folder: 'tests' },
        videos: { kind: 'video', folder: 'tests', max: 2 },
        lessons: { kind: 'video', folder: 'lessons', area: 'private' },
      },
      undefined,
      async ({ fields, files }) => {
        const body = parseFields(Form, fields);
        if (body.fail === 'yes') throw new Error('the database said no');
        return {
          title: body.title,
          cover: files.cover.map((file) => file.url),
          videos: files.videos.map((file) => file.url),
          lessons: files.lessons.map((file) => file.url),
        };
      },
    ),
  );
  app.post('/bounded', async (request) =>
    withUploadedForm(
      request,
      storage,
      { cover: { kind: 'image', folder: 'tests' } },
      { fields: 2, fieldSize: 100 },
      async ({ fields, files }) => ({ fields, cover: files.cover.map((file) => file.url) }),
    ),
  );
  app.post('/small-files', async (request) =>
    withUploadedForm(
      request,
      storage,
      { cover: { kind: 'image', folder: 'tests' }, paper: { kind: 'document', folder: 'tests', area: 'private' } },
      { fields: 2, fieldSize: 100, fileSize: 1000 },
      async ({ files }) => ({ cover: files.cover.map((file) => file.url) }),
    ),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

async function post(parts: Parameters<typeof multipartPayload>[0]) {
  const { payload, headers } = await multipartPayload(parts);
  return app.inject({ method: 'POST', url: '/form', payload, headers });
}

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('withUploadedForm', () => {
  it('stores images publicly, videos publicly or privately, and hands over the text fields', async () => {
    const response = await post({
      title: 'Respiro',
      cover: { bytes: png, filename: 'c.png', type: 'image/png' },
      videos: [
        { bytes: mp4, filename: 'a.mp4', type: 'video/mp4' },
        { bytes: mp4, filename: 'b.mp4', type: 'video/mp4' },
      ],
      lessons: { bytes: mp4, filename: 'l.mp4', type: 'video/mp4' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.title).toBe('Respiro');
    expect(body.cover[0]).toMatch(/^\/uploads\/media\/tests\/.+\.webp$/);
    expect(body.videos).toHaveLength(2);
    expect(body.videos[0]).toMatch(/\.mp4$/);
    // Private files have no public address, only their storage key.
    expect(body.lessons[0]).toMatch(/^media\/lessons\/.+\.mp4$/);
    expect(await readFile(path.join(dir, 'private', body.lessons[0]))).toEqual(mp4);
  });

  it('removes every file it stored when the fields are invalid or the handler fails', async () => {
    const before = await filesOnDisk();
    const invalid = await post({
      title: 'x',
      cover: { bytes: png, filename: 'c.png' },
      videos: { bytes: mp4, filename: 'a.mp4' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toHaveProperty(['body.title']);
    const failing = await post({ title: 'Respiro', fail: 'yes', videos: { bytes: mp4, filename: 'a.mp4' } });
    expect(failing.statusCode).toBe(500);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses a video whose bytes are not a video, a file in an unknown field, and too many files', async () => {
    const before = await filesOnDisk();
    const notVideo = await post({ title: 'Respiro', videos: { bytes: png, filename: 'finto.mp4', type: 'video/mp4' } });
    expect(notVideo.statusCode).toBe(415);
    const unknown = await post({ title: 'Respiro', extra: { bytes: png, filename: 'x.png' } });
    expect(unknown.statusCode).toBe(400);
    const tooMany = await post({
      title: 'Respiro',
      videos: [1, 2, 3].map((n) => ({ bytes: mp4, filename: `${n}.mp4`, type: 'video/mp4' })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/massimo 2/);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('answers 400 to a form cut off before its end or without a boundary, keeping no file', async () => {
    const before = await filesOnDisk();
    const { payload, headers } = await multipartPayload({
      title: 'Respiro',
      cover: { bytes: png, filename: 'c.png', type: 'image/png' },
      videos: { bytes: mp4, filename: 'a.mp4', type: 'video/mp4' },
    });
    for (const cut of [payload.length - 10, payload.length - mp4.length / 2, 60]) {
      const response = await app.inject({ method: 'POST', url: '/form', headers, payload: payload.subarray(0, cut) });
      expect(response.statusCode, `cut at ${cut}`).toBe(400);
      expect(response.json().error).toBe('VALIDATION');
    }
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'a=1',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses an empty file in a video field at once (it used to wait forever)', async () => {
    const response = await post({
      title: 'Respiro',
      videos: { bytes: Buffer.alloc(0), filename: 'vuoto.mp4', type: 'video/mp4' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('skips the empty file part a browser sends for an untouched file input', async () => {
    const response = await post({ title: 'Respiro', cover: { bytes: Buffer.alloc(0), filename: '' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().cover).toEqual([]);
  });

  it("holds a form to its route's limits: a field too long is 413, too many fields or files 400, nothing kept", async () => {
    const send = async (parts: Parameters<typeof multipartPayload>[0]) => {
      const { payload, headers } = await multipartPayload(parts);
      return app.inject({ method: 'POST', url: '/bounded', payload, headers });
    };
    const cover = { bytes: png, filename: 'c.png', type: 'image/png' };
    const fits = await send({ a: 'x'.repeat(100), b: 'y', cover });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().fields).toEqual({ a: 'x'.repeat(100), b: 'y' });
    const before = await filesOnDisk();
    const longField = await send({ cover, a: 'x'.repeat(101) });
    expect(longField.statusCode).toBe(413);
    expect(longField.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('a') });
    const manyFields = await send({ cover, a: '1', b: '2', c: '3' });
    expect(manyFields.statusCode).toBe(400);
    expect(manyFields.json()).toMatchObject({ error: 'VALIDATION', message: expect.any(String) });
    const manyFiles = await send({ cover: [cover, cover] });
    expect(manyFiles.statusCode).toBe(400);
    expect(await filesOnDisk()).toEqual(before);
  });

  it("answers 413 to a file the form's own size limit cut short, never a verdict on its cut-off content", async () => {
    const before = await filesOnDisk();
    for (const [field, head] of [
      ['cover', Buffer.from('89504e470d0a1a0a', 'hex')],
      ['paper', Buffer.from('%PDF-1.4\n')],
    ] as const) {
      const bytes = Buffer.alloc(1001);
      head.copy(bytes);
      const { payload, headers } = await multipartPayload({ [field]: { bytes, filename: 'grande', type: '' } });
      const response = await app.inject({ method: 'POST', url: '/small-files', payload, headers });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(413);
      expect(response.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    }
    expect(await filesOnDisk()).toEqual(before);
  });

  it('gives a route that sets no limits the small default: a 20 KB field is refused with 413', async () => {
    const response = await post({ title: 'Respiro', note: 'x'.repeat(20 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('PAYLOAD_TOO_LARGE');
    const many = await post(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x'])));
    expect(many.statusCode).toBe(400);
  });
});
