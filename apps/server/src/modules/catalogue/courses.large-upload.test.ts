import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTopic } from '../../../test/fixtures/catalogue.fixtures.js';
import { png, uploadedFiles } from '../../../test/fixtures/course-admin.fixtures.js';
import { largeCourseForm, postStreamed, withPeakMemory } from '../../../test/fixtures/large-course-upload.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer } from '../../../test/support/factories.js';
import { courses } from '../../db/schema/index.js';

/*
 * The target: a 2 GB video goes up through the real HTTP server without the server holding
 * it in memory. The body is generated as a stream (an MP4 header, then zeros) and sent with
 * http.request, because app.inject buffers the whole payload. LARGE_UPLOAD_BYTES sets the size.
 */
const LARGE_UPLOAD_BYTES = Number(process.env.LARGE_UPLOAD_BYTES ?? 2 * 1024 ** 3);
// Buffering the upload would grow the process by gigabytes; streaming it leaves only socket buffers and
// garbage not yet collected, which reached 69 MiB on a busy two-core machine with PostgreSQL.
const RSS_GROWTH_LIMIT = 128 * 1024 * 1024;

let t: TestApp;
let token: string;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = await adminPrivateToken(t.app, t.db);
  await insertTopic(t.db, { title: 'AUTOSTIMA' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('a large course video', () => {
  it(`streams ${Math.round(LARGE_UPLOAD_BYTES / 1024 ** 2)} MiB to disk with the memory staying flat, and the file goes with the course`, {
    timeout: 15 * 60_000,
  }, async () => {
    const cover = (await png()).bytes as Buffer;
    const mp4Header = (await readFile(path.join(import.meta.dirname, '../../db/seed/media/lesson-a.mp4'))).subarray(
      0,
      64,
    );
    const {
      result: response,
      growth,
      report,
    } = await withPeakMemory(LARGE_UPLOAD_BYTES, () =>
      postStreamed(
        port,
        token,
        largeCourseForm({ title: 'Un video molto lungo', cover, mp4Header, videoBytes: LARGE_UPLOAD_BYTES }),
      ),
    );
    expect(response.status, response.body).toBe(200);

    const [row] = await t.db.select().from(courses).where(eq(courses.title, 'Un video molto lungo'));
    const video = row?.videos[0] ?? '';
    // Course videos are for buyers: stored in the private area under their key.
    const file = path.join(t.dataDir, 'private', video);
    expect((await stat(file)).size).toBe(LARGE_UPLOAD_BYTES);
    expect(growth, report).toBeLessThan(RSS_GROWTH_LIMIT);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/course',
      headers: bearer(token),
      payload: { title: 'Un video molto lungo' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await uploadedFiles(t)).toEqual([]);
  });
});
