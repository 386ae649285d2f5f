import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCaptions, vtt, vttFile } from '../../../test/fixtures/captions.fixtures.js';
import { enrol, insertCourse, insertOnlineCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import { landingFields } from '../../../test/fixtures/landing-pages.fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { multipartPayload } from '../../../test/support/multipart.js';
import { videoCaptions } from '../../db/schema/index.js';
import { insertLandingPage } from '../landing-pages/landing-pages.repository.js';

/*
 * The captions of the other videos: an in-person course's (its buyers', like lessons), an online
 * course's trailer and a landing page's gallery videos (public, like the videos). Their lengths are
 * read from the stored files: lesson-a.mp4 lasts 7.05 s, trailer.mp4 8.05 s.
 */

let t: TestApp;
let admin: string;
let buyer: string;
let stranger: string;
let courseId: number;
let courseTitle: string;
let trailerCourse: { id: number; title: string };
let draftCourseId: number;
let landingId: number;
const seedMedia = path.join(import.meta.dirname, '../../db/seed/media');

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(token ? bearer(token) : {}) } });
const send = (url: string, language: string, text: string, token = admin) =>
  uploadCaptions(t.app, url, { language, file: vttFile(text) }, token);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminPrivateToken(t.app, t.db);
  const customer = await createUser(t.db);
  buyer = await loginAs(t.app, customer.email);
  stranger = await loginAs(t.app, (await createUser(t.db)).email);
  const lessonClip = await readFile(path.join(seedMedia, 'lesson-a.mp4'));
  const course = await insertCourse(t.db, { videos: ['course-videos/uno.mp4', 'course-videos/due.mp4'] });
  courseId = course.id;
  courseTitle = course.title;
  await enrol(t.db, customer.id, { courseId });
  for (const key of course.videos) await t.app.ctx.storage.write('private', key, lessonClip);
  await t.app.ctx.storage.write(
    'public',
    'seed/videos/trailer.mp4',
    await readFile(path.join(seedMedia, 'trailer.mp4')),
  );
  trailerCourse = await insertOnlineCourse(t.db, {}, 0);
  draftCourseId = (await insertOnlineCourse(t.db, { status: 'draft' }, 0)).id;
  await t.app.ctx.storage.write('public', 'media/landing/2026/video.mp4', lessonClip);
  const page = await insertLandingPage(t.db, {
    slug: 'ritiro-con-video',
    config: { videos: ['/uploads/media/landing/2026/video.mp4', 'https://cdn.example.com/v.mp4'] },
    now: new Date(),
  });
  landingId = page!.id;
});
afterAll(async () => {
  await t.close();
});

describe('an in-person course’s videos: /api/courses/{id}/videos/{position}/captions', () => {
  const url = (position: number, language?: string) =>
    `/api/courses/${courseId}/videos/${position}/captions${language ? `/${language}` : ''}`;

  it('take captions within the video’s 7.05 s, for its buyers and admins only', async () => {
    expect((await send(url(1), 'it', vtt(['Benvenuti al corso'], 7.046))).json().captions).toEqual(['it']);
    const late = await send(url(1), 'en', vtt(['Too late'], 7.2));
    expect(late.json().fields['body.file'][0].code).toBe('captionsPastEnd');
    expect((await send(url(3), 'it', vtt(['Nessun video'], 1))).statusCode).toBe(404);
    expect((await send(url(1), 'it', vtt(['Ciao'], 1), buyer)).statusCode).toBe(403);
    const read = await get(url(1, 'it'), buyer);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.body).toContain('Benvenuti al corso');
    expect((await get(url(1, 'it'), admin)).statusCode).toBe(200);
    expect((await get(url(1, 'it'), stranger)).statusCode).toBe(403);
    expect((await get(url(1, 'it'))).statusCode).toBe(401);
    expect((await get(url(2, 'it'), buyer)).statusCode).toBe(404);
  });

  it('are listed by the viewer and the edit form, and removed by an admin', async () => {
    const byTitle = await get(`/api/user/courses/${encodeURIComponent(courseTitle)}`, buyer);
    expect(byTitle.json().course.videos).toEqual([
      { position: 1, captions: ['it'] },
      { position: 2, captions: [] },
    ]);
    const edit = await get(`/api/admin/course/${encodeURIComponent(courseTitle)}`, admin);
    expect(edit.json().videos).toEqual(byTitle.json().course.videos);
    const removed = await t.app.inject({ method: 'DELETE', url: url(1, 'it'), headers: bearer(admin) });
    expect(removed.json()).toEqual({ message: 'Success', captions: [] });
  });
});

describe('an online course’s trailer: /api/onlinecourses/{id}/video/captions', () => {
  const url = (id: number, language?: string) =>
    `/api/onlinecourses/${id}/video/captions${language ? `/${language}` : ''}`;

  it('take captions within the trailer’s 8.05 s; anyone reads them, cached in public and dropped on change', async () => {
    expect((await send(url(trailerCourse.id), 'en', vtt(['A quiet start'], 8))).statusCode).toBe(200);
    const first = await get(url(trailerCourse.id, 'en'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.body).toContain('A quiet start');
    const again = await get(url(trailerCourse.id, 'en'), undefined, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    await send(url(trailerCourse.id), 'en', vtt(['A new start'], 8));
    expect((await get(url(trailerCourse.id, 'en'))).body).toContain('A new start');
    const detail = await get(`/api/onlinecourse/${encodeURIComponent(trailerCourse.title)}`);
    expect(detail.json().onlinecourse.mainVideoCaptions).toEqual(['en']);
    const late = await send(url(trailerCourse.id), 'it', vtt(['Troppo lungo'], 8.1));
    expect(late.json().fields['body.file'][0].code).toBe('captionsPastEnd');
    expect((await get(url(trailerCourse.id, 'it'))).statusCode).toBe(404);
  });

  it('of a draft are the admin’s to write, and nobody’s to read until it is published', async () => {
    expect((await send(url(draftCourseId), 'it', vtt(['Bozza'], 5))).statusCode).toBe(200);
    expect((await get(url(draftCourseId, 'it'))).statusCode).toBe(404);
    expect((await send(url(999_999), 'it', vtt(['Nessuno'], 5))).statusCode).toBe(404);
    expect((await send(url(trailerCourse.id), 'it', vtt(['Ciao'], 1), stranger)).statusCode).toBe(403);
  });
});

describe('a landing page’s videos: /api/landingpage/{id}/videos/{position}/captions', () => {
  const url = (position: number, language?: string) =>
    `/api/landingpage/${landingId}/videos/${position}/captions${language ? `/${language}` : ''}`;

  it('take captions within an uploaded video’s length, and within 12 hours for one linked from elsewhere', async () => {
    expect((await send(url(1), 'it', vtt(['Il bosco'], 7))).statusCode).toBe(200);
    expect((await send(url(1), 'en', vtt(['The woods'], 7.5))).json().fields['body.file'][0].code).toBe(
      'captionsPastEnd',
    );
    expect((await send(url(2), 'en', vtt(['Linked'], 12 * 3600))).statusCode).toBe(200);
    const overLong = await send(url(2), 'it', vtt(['Troppo'], 12 * 3600 + 1));
    expect(overLong.json().fields['body.file'][0].code).toBe('captionsPastEnd');
    const read = await get(url(1, 'it'));
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Il bosco');
    const page = await get('/api/landingpage/ritiro-con-video');
    expect(page.json().video_captions).toEqual([['it'], ['en']]);
    expect((await get(url(3, 'it'))).statusCode).toBe(404);
  });

  it('are forgotten with a video the page drops, and start over for the video that takes its place', async () => {
    const { payload, headers } = await multipartPayload(
      landingFields({ title: 'ritiro-con-video', videosUrls: 'https://cdn.example.com/altro.mp4' }),
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/landingpage/${landingId}`,
      payload,
      headers: { ...headers, ...bearer(admin) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await get('/api/landingpage/ritiro-con-video');
    expect(page.json().video_captions).toEqual([[]]);
    expect((await get(url(1, 'it'))).statusCode).toBe(404);
    const left = await t.db.select({ video: videoCaptions.video }).from(videoCaptions);
    expect(left.map((row) => row.video)).not.toContain('/uploads/media/landing/2026/video.mp4');
  });
});
