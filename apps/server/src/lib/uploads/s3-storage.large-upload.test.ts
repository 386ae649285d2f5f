import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTopic } from '../../../test/fixtures/catalogue.fixtures.js';
import { png } from '../../../test/fixtures/course-admin.fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer } from '../../../test/support/factories.js';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.js';
import { courses } from '../../db/schema/index.js';

/*
 * A course video goes up through the real HTTP server into the bucket as a multipart upload, never
 * held whole: the server keeps at most two 8 MB parts of it. The S3 server runs in this process too,
 * so its buffers count against the same limit. S3_LARGE_UPLOAD_BYTES sets the size.
 */
const LARGE_UPLOAD_BYTES = Number(process.env.S3_LARGE_UPLOAD_BYTES ?? 256 * 1024 ** 2);
// Measured here after the warm-up: about 35 MiB for 64 MiB and 30 MiB for 512 MiB (the same: it does
// not grow with the file); buffering would grow by the file's size.
const RSS_GROWTH_LIMIT = 96 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024);
const boundary = `----cammini${randomUUID()}`;

let s3: TestS3Server;
let t: TestApp;
let token: string;
let port: number;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ env: s3.env });
  token = await adminPrivateToken(t.app, t.db);
  await insertTopic(t.db, { title: 'AUTOSTIMA' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const textPart = (name: string, value: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, filename: string, type: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`;

/** A course form whose one video is `videoBytes` long: the first bytes of a real MP4, then zeros. */
async function* courseFormBody(title: string, cover: Buffer, mp4Header: Buffer, videoBytes: number) {
  const fields = {
    title,
    author: 'Giulia Ferrante',
    category: 'AUTOSTIMA',
    intro: 'Prova di caricamento.',
    location: 'Siena',
    description: 'Un corso con un video grande.',
    price: '100',
    dateMode: 'nessuna',
  };
  yield Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => textPart(name, value))
      .join(''),
  );
  yield Buffer.from(filePart('coverImage', 'copertina.png', 'image/png'));
  yield cover;
  yield Buffer.from(`\r\n${filePart('videos', 'lungo.mp4', 'video/mp4')}`);
  yield mp4Header;
  for (let sent = mp4Header.length; sent < videoBytes; sent += CHUNK.length) {
    yield sent + CHUNK.length <= videoBytes ? CHUNK : CHUNK.subarray(0, videoBytes - sent);
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

function post(body: AsyncIterable<Buffer>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/course',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    pipeline(Readable.from(body), request).catch(reject);
  });
}

describe('a large course video in the bucket', () => {
  it(`streams ${Math.round(LARGE_UPLOAD_BYTES / 1024 ** 2)} MiB to S3 with the memory staying flat`, {
    timeout: 10 * 60_000,
  }, async () => {
    const cover = (await png()).bytes as Buffer;
    const lesson = await readFile(path.join(import.meta.dirname, '../../db/seed/media/lesson-a.mp4'));
    const header = lesson.subarray(0, 64);
    // A first, smaller upload loads what the path needs once (the SDK's multipart code, sharp, the
    // S3 server's): that is not what a large video costs.
    const warmUp = await post(courseFormBody('Un primo video', cover, header, 24 * 1024 ** 2));
    expect(warmUp.status, warmUp.body).toBe(200);
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 50);
    const started = Date.now();
    let response: { status: number; body: string };
    try {
      response = await post(courseFormBody('Un video nel bucket', cover, header, LARGE_UPLOAD_BYTES));
    } finally {
      clearInterval(sampler);
    }
    const seconds = (Date.now() - started) / 1000;
    expect(response.status, response.body).toBe(200);

    const [row] = await t.db.select().from(courses).where(eq(courses.title, 'Un video nel bucket'));
    expect(await t.app.ctx.storage.size('private', row?.videos[0] ?? '')).toBe(LARGE_UPLOAD_BYTES);
    const growth = peak - baseline;
    const report = `${LARGE_UPLOAD_BYTES} bytes in ${seconds.toFixed(1)} s, RSS grew ${(growth / 1024 ** 2).toFixed(1)} MiB`;
    expect(growth, report).toBeLessThan(RSS_GROWTH_LIMIT);
  });
});
