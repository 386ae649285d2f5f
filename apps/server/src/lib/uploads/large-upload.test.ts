import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  largeCourseForm,
  largeFormParts,
  postStreamed,
  useUploadServer,
  withPeakMemory,
} from '../../../test/fixtures/large-course-upload.js';
import { bearer } from '../../../test/support/factories.js';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.js';
import { courses } from '../../db/schema/index.js';

/*
 * A large course video goes up through the real HTTP server without the server holding it in memory:
 * to the disk, streamed part by part, or into the bucket as a multipart upload (at most two 8 MB parts
 * held). The body is generated as a stream (an MP4 header, then zeros) and sent over a socket, because
 * app.inject buffers the whole payload. LARGE_UPLOAD_BYTES and S3_LARGE_UPLOAD_BYTES set the sizes.
 */
const storages = [
  {
    name: 'to the disk',
    bytes: Number(process.env.LARGE_UPLOAD_BYTES ?? 2 * 1024 ** 3),
    // Buffering would grow the process by the file's 2 GiB; streaming leaves socket buffers and garbage
    // not yet collected, a fixed amount whatever the size: 37-69 MiB when initdb had run in this process
    // first, 250-330 MiB (alike for 512 MiB and 4 GiB) over a database copied from the run's image.
    growthLimit: 384 * 1024 * 1024,
    s3: false,
  },
  {
    name: 'into the bucket',
    bytes: Number(process.env.S3_LARGE_UPLOAD_BYTES ?? 256 * 1024 ** 2),
    // The S3 server runs in this process too; measured after the warm-up: about 35 MiB for 64 MiB and
    // 30 MiB for 512 MiB (it does not grow with the file).
    growthLimit: 96 * 1024 * 1024,
    s3: true,
  },
];

describe.each(storages)('a large course video $name', ({ bytes, growthLimit, s3: inBucket }) => {
  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    if (inBucket) s3 = await startS3Server();
  });
  const server = useUploadServer(() => s3?.env ?? {});
  afterAll(async () => {
    await s3?.close();
  });

  it(`streams ${Math.round(bytes / 1024 ** 2)} MiB with the memory staying flat, and the file goes with the course`, {
    timeout: 15 * 60_000,
  }, async () => {
    const { t, token, port } = server;
    const { cover, mp4Header } = await largeFormParts();
    // A first, smaller upload loads what the path needs once (sharp, the SDK's multipart code, the S3
    // server's): that is not what a large video costs.
    const warmUp = await postStreamed(
      port,
      token,
      largeCourseForm({ title: 'Un primo video', cover, mp4Header, videoBytes: 24 * 1024 ** 2 }),
    );
    expect(warmUp.status, warmUp.body).toBe(200);
    const { result, growth, report } = await withPeakMemory(bytes, () =>
      postStreamed(
        port,
        token,
        largeCourseForm({ title: 'Un video molto lungo', cover, mp4Header, videoBytes: bytes }),
      ),
    );
    expect(result.status, result.body).toBe(200);

    const [row] = await t.db.select().from(courses).where(eq(courses.title, 'Un video molto lungo'));
    // Course videos are for buyers: stored in the private area under their key.
    const video = row?.videos[0] ?? '';
    expect(await t.app.ctx.storage.size('private', video)).toBe(bytes);
    expect(growth, report).toBeLessThan(growthLimit);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/course',
      headers: bearer(token),
      payload: { title: 'Un video molto lungo' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.ctx.storage.size('private', video)).toBeNull();
  });
});
