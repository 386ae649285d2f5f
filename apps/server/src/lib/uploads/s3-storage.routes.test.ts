import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankingCustomer, pdf } from '../../../test/fixtures/banking.fixtures.js';
import { courseFields, mp4, png, sendForm } from '../../../test/fixtures/course-admin.fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { openTestDatabase } from '../../../test/support/database.js';
import { adminPrivateToken, bearer } from '../../../test/support/factories.js';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { courses, identityDocuments, lessons, onlineCourses } from '../../db/schema/index.js';
import { prepareContent } from '../../startup.js';

/** The site with S3_BUCKET set: every file in a real S3-protocol server, none in DATA_DIR. */
let s3: TestS3Server;
let t: TestApp;
/** A second instance of the site: same database, same bucket, its own (empty) DATA_DIR. */
let other: TestApp;
let database: DatabaseHandle;
let adminToken: string;

beforeAll(async () => {
  s3 = await startS3Server();
  database = await openTestDatabase();
  t = await buildTestApp({ env: s3.env, database });
  other = await buildTestApp({ env: s3.env, database });
  adminToken = await adminPrivateToken(t.app, t.db);
  // What a fresh instance does at start: the demo content (with the topics the course forms name)
  // and its media, into the bucket.
  await prepareContent(loadConfig({ ...s3.env, DATA_DIR: t.dataDir, SEED_DEMO: 'true' }), database, t.app.log);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await database?.close();
  await s3?.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

async function createOnlineCourse(title: string) {
  const response = await sendForm(
    t,
    'POST',
    '/api/onlinecourse/',
    {
      ...courseFields({ title, category: 'AUTOSTIMA' }),
      lessonTitles: JSON.stringify(['Il respiro quadrato']),
      coverImage: await png('copertina.png'),
      video: await mp4('trailer'),
      videos: [await mp4('lesson-a')],
    },
    adminToken,
  );
  expect(response.statusCode, response.body).toBe(200);
  const [course] = await t.db.select().from(onlineCourses).where(eq(onlineCourses.title, title));
  const [lesson] = await t.db.select().from(lessons).where(eq(lessons.onlineCourseId, course!.id));
  return { course: course!, lesson: lesson! };
}

describe('public files in the bucket', () => {
  it('keeps the /uploads address of an uploaded picture, on every instance, with type, length and caching', async () => {
    const { course } = await createOnlineCourse('Respira nel bucket');
    const cover = String(course.coverImage);
    expect(cover).toMatch(/^\/uploads\/media\/online-courses\/\d{4}\/[\w-]+\.webp$/);
    expect(existsSync(path.join(t.dataDir, 'uploads', 'media'))).toBe(false);

    for (const instance of [t, other]) {
      const response = await get(instance, cover);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      const etag = String(response.headers.etag);
      expect((await get(instance, cover, { 'if-none-match': etag })).statusCode).toBe(304);
      const head = await instance.app.inject({ method: 'HEAD', url: cover });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(response.headers['content-length']);
      expect(head.rawPayload.length).toBe(0);
    }
  });

  it('streams a public video by range', async () => {
    const { course } = await createOnlineCourse('Un trailer nel bucket');
    const trailer = await mp4('trailer');
    const part = await get(other, course.mainVideo!, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(part.headers['content-range']).toBe(`bytes 100-199/${trailer.bytes.length}`);
    expect(part.rawPayload.equals(Buffer.from(trailer.bytes).subarray(100, 200))).toBe(true);
    expect((await get(other, course.mainVideo!, { range: `bytes=${trailer.bytes.length}-` })).statusCode).toBe(416);
  });

  it('keeps the files out of the API documentation', async () => {
    const docs = (await get(t, '/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths).filter((route) => route.startsWith('/uploads'))).toEqual([]);
  });

  it('answers 404 for a file that is not there, or an address that climbs out', async () => {
    expect((await get(t, '/uploads/media/articles/2026/none.webp')).statusCode).toBe(404);
    expect((await get(t, '/uploads/..%2Fprivate%2Fx.pdf')).statusCode).toBe(404);
  });

  it('puts the demo media the seed copies into the bucket', async () => {
    const hero = await get(other, '/uploads/seed/videos/hero.mp4', { range: 'bytes=0-9' });
    expect(hero.statusCode).toBe(206);
    const [topic] = (await get(other, '/api/topics')).json() as { fileUrl: string }[];
    expect((await get(other, topic!.fileUrl)).headers['content-type']).toBe('image/webp');
    expect(existsSync(path.join(t.dataDir, 'uploads', 'seed'))).toBe(false);
  });
});

describe('private files in the bucket', () => {
  it('streams a lesson by range through its signed address only; its key has no public address', async () => {
    const { lesson } = await createOnlineCourse('Lezioni nel bucket');
    const video = Buffer.from((await mp4('lesson-a')).bytes);
    const signed = (await get(t, `/api/lessons/${lesson.id}/video-url`, bearer(adminToken))).json().url;
    const part = await get(other, signed, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    expect((await get(other, `/uploads/${lesson.videoPath}`)).statusCode).toBe(404);
    expect(existsSync(path.join(t.dataDir, 'private', 'media'))).toBe(false);
  });

  it('streams an in-person course video by range to its authorized reader', async () => {
    const response = await sendForm(
      t,
      'POST',
      '/api/course',
      {
        ...courseFields({ title: 'Radici nel bucket', category: 'AUTOSTIMA' }),
        coverImage: await png(),
        videos: [await mp4('lesson-b')],
      },
      adminToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [course] = await t.db.select().from(courses).where(eq(courses.title, 'Radici nel bucket'));
    const video = Buffer.from((await mp4('lesson-b')).bytes);
    const part = await get(other, `/api/courses/${course!.id}/videos/1/video`, {
      ...bearer(adminToken),
      range: 'bytes=-100',
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(video.subarray(video.length - 100))).toBe(true);
    expect((await get(other, `/uploads/${course!.videos[0]}`)).statusCode).toBe(404);
  });

  it('gives the admin an identity document a customer uploaded, and nobody else', async () => {
    const { user, token } = await bankingCustomer(t);
    const front = await png('fronte.png');
    const upload = await sendForm(
      t,
      'POST',
      '/api/document/',
      { email: user.email, name: 'Marta Rossi', document: [front, pdf] },
      token,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const [document] = await t.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.userId, user.id))
      .orderBy(asc(identityDocuments.id));
    const back = await get(other, `/api/document/${document!.id}/file/back`, bearer(adminToken));
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.rawPayload.equals(Buffer.from(pdf.bytes))).toBe(true);
    const frontFile = await get(other, `/api/document/${document!.id}/file/front`, bearer(adminToken));
    expect(frontFile.headers['content-type']).toBe('image/webp');
    expect(frontFile.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await get(other, `/api/document/${document!.id}/file/back`, bearer(token))).statusCode).toBe(403);
    for (const key of [document!.frontPath, document!.backPath]) {
      expect((await get(other, `/uploads/${key}`)).statusCode).toBe(404);
      // Clients resolve the dots: what answers is some page of the site, never the file.
      const climbed = await get(other, `/uploads/../private/${key}`);
      expect(climbed.headers['content-type']).not.toMatch(/pdf|webp/);
    }
  });
});

describe('S3_PUBLIC_URL', () => {
  it('sends /uploads addresses to the CDN in front of the bucket', async () => {
    const cdn = await buildTestApp({ env: { ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.test/' } });
    try {
      const response = await get(cdn, '/uploads/media/articles/2026/a.webp');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://cdn.example.test/media/articles/2026/a.webp');
      // Browsers check the redirect's own policy too: a picture's may be followed from any site.
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect((await get(cdn, '/uploads/..%2Fprivate%2Fa.pdf')).statusCode).toBe(404);
    } finally {
      await cdn.close();
    }
  });
});
