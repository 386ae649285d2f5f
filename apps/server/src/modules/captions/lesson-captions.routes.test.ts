import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CAPTIONS_MAX_BYTES } from '@cammini/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCaptions, vtt, vttFile, vttOfSize } from '../../../test/fixtures/captions.fixtures.js';
import { enrol, insertOnlineCourse, lessonsOf } from '../../../test/fixtures/catalogue.fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { lessons, videoCaptions } from '../../db/schema/index.js';

let t: TestApp;
let admin: string;
let adminLogin: string;
let owner: string;
let stranger: string;
let courseTitle: string;
/** Two lessons of 420 s (kept lengths), and one whose length was never read (its file is a 7.05 s clip). */
let lessonIds: number[];
let unmeasuredLessonId: number;

const captionsUrl = (lessonId: number, language?: string) =>
  `/api/lessons/${lessonId}/captions${language ? `/${language}` : ''}`;
const read = (lessonId: number, language: string, token?: string) =>
  t.app.inject({ method: 'GET', url: captionsUrl(lessonId, language), headers: token ? bearer(token) : {} });
const remove = (lessonId: number, language: string, token?: string) =>
  t.app.inject({ method: 'DELETE', url: captionsUrl(lessonId, language), headers: token ? bearer(token) : {} });
const upload = (lessonId: number, language: string | undefined, text: string | Buffer | undefined, token = admin) =>
  uploadCaptions(
    t.app,
    captionsUrl(lessonId),
    { language, file: text === undefined ? undefined : vttFile(text) },
    token,
  );
const storedCaptions = () =>
  t.db.select().from(videoCaptions).orderBy(asc(videoCaptions.video), asc(videoCaptions.language));

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminPrivateToken(t.app, t.db);
  adminLogin = await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email);
  const buyer = await createUser(t.db);
  owner = await loginAs(t.app, buyer.email);
  stranger = await loginAs(t.app, (await createUser(t.db)).email);
  const course = await insertOnlineCourse(t.db, {}, 2);
  courseTitle = course.title;
  await enrol(t.db, buyer.id, { onlineCourseId: course.id });
  lessonIds = (await lessonsOf(t.db, course.id)).map((row) => row.id);
  const [unmeasured] = await t.db
    .insert(lessons)
    .values({ onlineCourseId: course.id, position: 3, title: 'Senza durata', videoPath: 'lessons/unmeasured.mp4' })
    .returning();
  unmeasuredLessonId = unmeasured!.id;
  const clip = await readFile(path.join(import.meta.dirname, '../../db/seed/media/lesson-a.mp4'));
  await t.app.ctx.storage.write('private', 'lessons/unmeasured.mp4', clip);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/lessons/{id}/captions', () => {
  it('stores an admin’s captions per language, replaces a language’s, and answers the languages the lesson has', async () => {
    const italian = await upload(lessonIds[0]!, 'it', vtt(['Benvenuti', 'Respiriamo insieme'], 60));
    expect(italian.statusCode, italian.body).toBe(200);
    expect(italian.json()).toEqual({ message: 'Success', captions: ['it'] });
    const english = await upload(lessonIds[0]!, 'en', vtt(['Welcome'], 30));
    expect(english.json()).toEqual({ message: 'Success', captions: ['it', 'en'] });
    const replaced = await upload(lessonIds[0]!, 'it', vtt(['Bentornati'], 30));
    expect(replaced.json().captions).toEqual(['it', 'en']);
    const owned = await read(lessonIds[0]!, 'it', owner);
    expect(owned.body).toContain('Bentornati');
    expect(owned.body).not.toContain('Benvenuti');
  });

  it('is for an admin’s private token only', async () => {
    const file = vtt(['Ciao'], 10);
    expect((await upload(lessonIds[1]!, 'it', file, '')).statusCode).toBe(401);
    expect((await upload(lessonIds[1]!, 'it', file, owner)).statusCode).toBe(403);
    expect((await upload(lessonIds[1]!, 'it', file, adminLogin)).statusCode).toBe(403);
    expect((await upload(999_999, 'it', file)).statusCode).toBe(404);
    expect((await read(lessonIds[1]!, 'it', admin)).statusCode).toBe(404);
  });

  it('refuses a file that is not WebVTT, naming the line, and keeps the captions it had', async () => {
    await upload(lessonIds[1]!, 'it', vtt(['Prima versione'], 10));
    const before = await storedCaptions();
    const cases: [string, number][] = [
      ['non sono sottotitoli', 1],
      ['1\n00:00:01,000 --> 00:00:02,000\nSRT, non WebVTT\n', 1],
      ['WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nFine prima dell’inizio\n', 3],
      ['WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<script>alert(1)</script>\n', 4],
    ];
    for (const [text, line] of cases) {
      const response = await upload(lessonIds[1]!, 'it', text);
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION',
        message: expect.stringContaining(`riga ${line}`),
        fields: { 'body.file': [{ code: 'captionsInvalid', limit: line }] },
      });
    }
    const binary = await upload(lessonIds[1]!, 'it', Buffer.from([0xff, 0xfe, 0x00, 0x57]));
    expect(binary.json().fields['body.file'][0].code).toBe('captionsInvalid');
    const empty = await upload(lessonIds[1]!, 'it', 'WEBVTT\n\nNOTE nessun sottotitolo\n');
    expect(empty.json().fields['body.file'][0].code).toBe('captionsEmpty');
    expect(await storedCaptions()).toEqual(before);
    expect((await read(lessonIds[1]!, 'it', owner)).body).toContain('Prima versione');
  });

  it(`takes a file of ${CAPTIONS_MAX_BYTES} bytes and refuses one byte more with 413`, async () => {
    const atLimit = await upload(lessonIds[1]!, 'en', vttOfSize(CAPTIONS_MAX_BYTES));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const before = await storedCaptions();
    const over = await upload(lessonIds[1]!, 'en', vttOfSize(CAPTIONS_MAX_BYTES + 1, 2));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      error: 'PAYLOAD_TOO_LARGE',
      fields: { 'body.file': [{ code: 'captionsTooLarge', limit: CAPTIONS_MAX_BYTES / 1024 }] },
    });
    expect(await storedCaptions()).toEqual(before);
  });

  it('takes cues up to the kept length (rounded to the second, so half a second more) and refuses any later', async () => {
    expect((await upload(lessonIds[1]!, 'it', vtt(['Fino alla fine'], 420))).statusCode).toBe(200);
    expect((await upload(lessonIds[1]!, 'it', vtt(['Arrotondata'], 420.5))).statusCode).toBe(200);
    const before = await storedCaptions();
    const late = await upload(lessonIds[1]!, 'it', vtt(['Troppo tardi'], 420.501));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: 'Un sottotitolo finisce a 07:00.501, dopo la fine del video (07:00).',
      fields: { 'body.file': [{ code: 'captionsPastEnd', limit: 420 }] },
    });
    expect(await storedCaptions()).toEqual(before);
  });

  it('reads the length from the file when none was kept (7.05 s here)', async () => {
    expect((await upload(unmeasuredLessonId, 'it', vtt(['Breve'], 7.046))).statusCode).toBe(200);
    const late = await upload(unmeasuredLessonId, 'it', vtt(['Breve'], 7.1));
    expect(late.json().fields['body.file'][0].code).toBe('captionsPastEnd');
  });

  it('refuses a language other than it and en, and a form without its file', async () => {
    const before = await storedCaptions();
    for (const language of ['fr', '', undefined]) {
      const response = await upload(lessonIds[1]!, language, vtt(['Bonjour'], 5));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields['body.language'][0].code).toBe('captionsLanguage');
    }
    const noFile = await upload(lessonIds[1]!, 'it', undefined);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields['body.file'][0].code).toBe('captionsFileRequired');
    expect((await read(lessonIds[1]!, 'fr', owner)).statusCode).toBe(400);
    expect(await storedCaptions()).toEqual(before);
  });
});

describe('GET /api/lessons/{id}/captions/{language}', () => {
  it('answers WebVTT, never stored, to the owner and an admin’s private token only, like the video', async () => {
    await upload(lessonIds[0]!, 'en', vtt(['Welcome back'], 30));
    const own = await read(lessonIds[0]!, 'en', owner);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toMatch(/^WEBVTT/);
    expect((await read(lessonIds[0]!, 'en', admin)).statusCode).toBe(200);
    expect((await read(lessonIds[0]!, 'en')).statusCode).toBe(401);
    expect((await read(lessonIds[0]!, 'en', stranger)).statusCode).toBe(403);
    expect((await read(lessonIds[0]!, 'en', adminLogin)).statusCode).toBe(403);
    expect((await read(999_999, 'en', owner)).statusCode).toBe(404);
  });
});

describe('DELETE /api/lessons/{id}/captions/{language}', () => {
  it('removes one language for an admin, answers what is left, and 404s when there was none', async () => {
    await upload(lessonIds[0]!, 'it', vtt(['Ciao'], 10));
    expect((await remove(lessonIds[0]!, 'it', owner)).statusCode).toBe(403);
    expect((await remove(lessonIds[0]!, 'it')).statusCode).toBe(401);
    const removed = await remove(lessonIds[0]!, 'it', admin);
    expect(removed.json()).toEqual({ message: 'Success', captions: ['en'] });
    expect((await read(lessonIds[0]!, 'it', owner)).statusCode).toBe(404);
    expect((await remove(lessonIds[0]!, 'it', admin)).statusCode).toBe(404);
  });
});

describe('the player and the edit form list each lesson’s captions', () => {
  it('by language, and none for a lesson without', async () => {
    await upload(lessonIds[0]!, 'it', vtt(['Ciao'], 10));
    const player = await t.app.inject({
      method: 'GET',
      url: `/api/user/onlinecourses/${encodeURIComponent(courseTitle)}`,
      headers: bearer(owner),
    });
    const listed = player.json().course.lessons.map((lesson: { captions: string[] }) => lesson.captions);
    expect(listed).toEqual([['it', 'en'], ['it', 'en'], ['it']]);
    const edit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/onlinecourse/${encodeURIComponent(courseTitle)}`,
      headers: bearer(admin),
    });
    expect(edit.json().lessons.map((lesson: { captions: string[] }) => lesson.captions)).toEqual(listed);
  });
});
