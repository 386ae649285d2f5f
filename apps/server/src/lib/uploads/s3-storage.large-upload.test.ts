import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTopic } from '../../../test/fixtures/catalogue.fixtures.js';
import { png } from '../../../test/fixtures/course-admin.fixtures.js';
import { largeCourseForm, postStreamed, withPeakMemory } from '../../../test/fixtures/large-course-upload.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken } from '../../../test/support/factories.js';
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

describe('a large course video in the bucket', () => {
  it(`streams ${Math.round(LARGE_UPLOAD_BYTES / 1024 ** 2)} MiB to S3 with the memory staying flat`, {
    timeout: 10 * 60_000,
  }, async () => {
    const cover = (await png()).bytes as Buffer;
    const lesson = await readFile(path.join(import.meta.dirname, '../../db/seed/media/lesson-a.mp4'));
    const header = lesson.subarray(0, 64);
    // A first, smaller upload loads what the path needs once (the SDK's multipart code, sharp, the
    // S3 server's): that is not what a large video costs.
    const warmUp = await postStreamed(
      port,
      token,
      largeCourseForm({ title: 'Un primo video', cover, mp4Header: header, videoBytes: 24 * 1024 ** 2 }),
    );
    expect(warmUp.status, warmUp.body).toBe(200);
    const {
      result: response,
      growth,
      report,
    } = await withPeakMemory(LARGE_UPLOAD_BYTES, () =>
      postStreamed(
        port,
        token,
        largeCourseForm({ title: 'Un video nel bucket', cover, mp4Header: header, videoBytes: LARGE_UPLOAD_BYTES }),
      ),
    );
    expect(response.status, response.body).toBe(200);

    const [row] = await t.db.select().from(courses).where(eq(courses.title, 'Un video nel bucket'));
    expect(await t.app.ctx.storage.size('private', row?.videos[0] ?? '')).toBe(LARGE_UPLOAD_BYTES);
    expect(growth, report).toBeLessThan(RSS_GROWTH_LIMIT);
  });
});
