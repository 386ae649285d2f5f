import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.js';
import type { MediaStorage } from './media-storage.js';
import { createS3Storage } from './s3-storage.js';

let s3: TestS3Server;
let storage: MediaStorage;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  const options = {
    bucket: s3.env.S3_BUCKET ?? '',
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  storage = createS3Storage(options);
  client = new S3Client(options);
});
afterAll(async () => {
  storage.close();
  client.destroy();
  await s3.close();
});

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A stream of `bytes` bytes in 64 KB chunks, as an upload arrives. */
function streamOf(bytes: Buffer) {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );
}

describe('the S3 storage', () => {
  it('streams a file larger than one part as a multipart upload, and reads it whole or by range', async () => {
    const video = randomBytes(20 * 1024 * 1024 + 123);
    expect(await storage.write('private', 'lessons/big/1.mp4', streamOf(video))).toBe(video.length);

    expect(await storage.size('private', 'lessons/big/1.mp4')).toBe(video.length);
    expect((await collect(storage.read('private', 'lessons/big/1.mp4'))).equals(video)).toBe(true);
    const range = await collect(storage.read('private', 'lessons/big/1.mp4', { start: 9_000_000, end: 9_000_099 }));
    expect(range.equals(video.subarray(9_000_000, 9_000_100))).toBe(true);
  });

  it('keeps each area under its own prefix, with the content type of its extension', async () => {
    await storage.write('public', 'media/articles/2026/a.webp', Buffer.from('webp bytes'));
    expect(await storage.size('private', 'media/articles/2026/a.webp')).toBeNull();
    const head = await client.send(
      new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: 'public/media/articles/2026/a.webp' }),
    );
    expect(head.ContentType).toBe('image/webp');
    expect(head.ContentLength).toBe(10);
  });

  it('tells a missing file apart: no size, no stat, a failing read', async () => {
    expect(await storage.size('public', 'media/none.webp')).toBeNull();
    expect(await storage.stat('public', 'media/none.webp')).toBeNull();
    await expect(collect(storage.read('public', 'media/none.webp'))).rejects.toThrow();
  });

  it('answers a stat with the size, the modification time and an entity tag', async () => {
    await storage.write('public', 'seed/topics/x.webp', Buffer.from('0123456789'));
    const info = await storage.stat('public', 'seed/topics/x.webp');
    expect(info?.bytes).toBe(10);
    expect(info?.etag).toMatch(/^".+"$/);
    expect(Math.abs((info?.modified.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('removes a file, and removing it again is harmless', async () => {
    await storage.write('private', 'media/documents/2026/d.pdf', Buffer.from('%PDF-1.4'));
    await storage.remove('private', 'media/documents/2026/d.pdf');
    expect(await storage.size('private', 'media/documents/2026/d.pdf')).toBeNull();
    await storage.remove('private', 'media/documents/2026/d.pdf');
  });

  it('moves a file to the same key of the other area; a missing one is left alone', async () => {
    await storage.write('public', 'media/courses/2026/v.mp4', Buffer.from('video'));
    await storage.move('public', 'private', 'media/courses/2026/v.mp4');
    expect(await storage.size('public', 'media/courses/2026/v.mp4')).toBeNull();
    expect(await text(storage.read('private', 'media/courses/2026/v.mp4'))).toBe('video');
    await storage.move('public', 'private', 'media/courses/2026/missing.mp4');
  });

  it('stores nothing when the source fails half-way, and passes the source’s own error on', async () => {
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(9 * 1024 * 1024);
        throw new Error('body cut off');
      })(),
    );
    await expect(storage.write('private', 'lessons/cut/1.mp4', failing)).rejects.toThrow('body cut off');
    expect(await storage.size('private', 'lessons/cut/1.mp4')).toBeNull();
  });

  it('fails an upload the store refuses, and stops reading its source', async () => {
    const nowhere = createS3Storage({
      bucket: 'no-such-bucket',
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    const source = streamOf(randomBytes(20 * 1024 * 1024));
    await expect(nowhere.write('private', 'lessons/x/1.mp4', source)).rejects.toThrow();
    if (!source.destroyed) await new Promise((resolve) => source.once('close', resolve));
    expect(source.destroyed).toBe(true);
    nowhere.close();
  });

  it('refuses keys that climb out of their area', async () => {
    await expect(storage.write('public', '../private/x.pdf', Buffer.from('x'))).rejects.toThrow('outside storage');
    expect(() => storage.read('public', '/etc/passwd')).toThrow('outside storage');
  });
});
