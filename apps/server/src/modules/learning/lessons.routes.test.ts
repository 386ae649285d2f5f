import { LESSON_STREAM_MINUTES } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOnlineCourse, lessonsOf } from '../../../test/fixtures/catalogue.fixtures.js';
import { buyWithTestCard, type Customer, createCustomer } from '../../../test/fixtures/commerce.fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { lessons } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

// A fake clock the tests move forward to make signed addresses expire.
let now = new Date();
const clock: Clock = { now: () => now };

let t: TestApp;
let owner: Customer;
let stranger: Customer;
let adminToken: string;
let adminLogin: string;
let lessonIds: number[];
let otherCourseLessonId: number;
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

beforeAll(async () => {
  t = await buildTestApp({ clock });
  owner = await createCustomer(t.db, t.app);
  stranger = await createCustomer(t.db, t.app);
  adminToken = await adminPrivateToken(t.app, t.db);
  adminLogin = await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email);
  const course = await insertOnlineCourse(t.db, { title: 'Ascoltare il corpo' }, 2);
  const other = await insertOnlineCourse(t.db, {}, 1);
  const rows = await lessonsOf(t.db, course.id);
  lessonIds = rows.map((row) => row.id);
  for (const row of rows) await t.app.ctx.storage.write('private', row.videoPath, VIDEO);
  const [otherLesson] = await t.db.select().from(lessons).where(eq(lessons.onlineCourseId, other.id));
  otherCourseLessonId = otherLesson!.id;
  await t.app.ctx.storage.write('private', otherLesson!.videoPath, VIDEO);
  await buyWithTestCard(t.app, owner, course.title, 'onlineCourse');
});
afterAll(async () => {
  await t.close();
});

const inject = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function signedUrl(lessonId: number, token = owner.token): Promise<string> {
  const response = await inject(`/api/lessons/${lessonId}/video-url`, bearer(token));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().url;
}

describe('GET /api/lessons/{id}/video-url', () => {
  it('gives an owner a signed address that expires in minutes', async () => {
    const response = await inject(`/api/lessons/${lessonIds[0]}/video-url`, bearer(owner.token));
    expect(response.statusCode).toBe(200);
    const { url, expiresAt } = response.json();
    expect(url).toMatch(new RegExp(`^/api/lessons/${lessonIds[0]}/video\\?token=\\d+\\.\\d+\\.[\\w-]{43}$`));
    const minutes = (Date.parse(expiresAt) - now.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(LESSON_STREAM_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(LESSON_STREAM_MINUTES);
  });

  it("gives one to an admin's private token too, and refuses everyone else, an admin's login token included", async () => {
    expect((await inject(`/api/lessons/${lessonIds[0]}/video-url`, bearer(adminToken))).statusCode).toBe(200);
    expect((await inject(`/api/lessons/${lessonIds[0]}/video-url`, bearer(adminLogin))).statusCode).toBe(403);
    expect((await inject(`/api/lessons/${lessonIds[0]}/video-url`, bearer(stranger.token))).statusCode).toBe(403);
    expect((await inject(`/api/lessons/${lessonIds[0]}/video-url`)).statusCode).toBe(401);
    expect((await inject('/api/lessons/999999/video-url', bearer(owner.token))).statusCode).toBe(404);
    expect((await inject('/api/lessons/abc/video-url', bearer(owner.token))).statusCode).toBe(400);
  });
});

describe('GET /api/lessons/{id}/video', () => {
  it('streams the whole video with the signed address, announcing ranges', async () => {
    const response = await inject(await signedUrl(lessonIds[0]!));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // A lesson is for its buyer: no other site may embed it.
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.rawPayload.equals(VIDEO)).toBe(true);
  });

  it('answers a range with 206, Content-Range and just those bytes', async () => {
    const url = await signedUrl(lessonIds[0]!);
    const first = await inject(url, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-99/1000');
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(VIDEO.subarray(0, 100))).toBe(true);
    const tail = await inject(url, { range: 'bytes=900-' });
    expect(tail.headers['content-range']).toBe('bytes 900-999/1000');
    expect(tail.rawPayload.equals(VIDEO.subarray(900))).toBe(true);
    const suffix = await inject(url, { range: 'bytes=-10' });
    expect(suffix.headers['content-range']).toBe('bytes 990-999/1000');
  });

  it('answers 416 with the size for a range past the end or a malformed one', async () => {
    const url = await signedUrl(lessonIds[0]!);
    for (const range of ['bytes=1000-', 'bytes=5-2', 'pages=1-2']) {
      const response = await inject(url, { range });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */1000');
    }
  });

  it("streams to the bearer of an owner or an admin's private token too", async () => {
    const own = await inject(`/api/lessons/${lessonIds[1]}/video`, { ...bearer(owner.token), range: 'bytes=10-19' });
    expect(own.statusCode).toBe(206);
    expect((await inject(`/api/lessons/${lessonIds[1]}/video`, bearer(adminToken))).statusCode).toBe(200);
    // Admin power comes from the private token only: a login token reads what its own account bought.
    expect((await inject(`/api/lessons/${lessonIds[1]}/video`, bearer(adminLogin))).statusCode).toBe(403);
  });

  it('refuses without a token (401), to a customer who did not buy (403), and with a forged token (403)', async () => {
    const lesson = lessonIds[0]!;
    expect((await inject(`/api/lessons/${lesson}/video`)).statusCode).toBe(401);
    expect((await inject(`/api/lessons/${lesson}/video`, bearer(stranger.token))).statusCode).toBe(403);
    const url = await signedUrl(lesson);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const [userId, expires, signature] = token.split('.');
    // Someone else's user id, a later expiry, or a changed signature: all refused.
    for (const forged of [
      `${stranger.user.id}.${expires}.${signature}`,
      `${userId}.${Number(expires) + 3600}.${signature}`,
      `${userId}.${expires}.${'A'.repeat(43)}`,
      'garbage',
    ]) {
      expect((await inject(`/api/lessons/${lesson}/video?token=${forged}`)).statusCode, forged).toBe(403);
    }
  });

  it('works for its own lesson only: the address of one lesson does not open another', async () => {
    const url = await signedUrl(lessonIds[0]!);
    const token = new URL(url, 'http://x').searchParams.get('token');
    expect((await inject(`/api/lessons/${lessonIds[1]}/video?token=${token}`)).statusCode).toBe(403);
    expect((await inject(`/api/lessons/${otherCourseLessonId}/video?token=${token}`)).statusCode).toBe(403);
    expect((await inject(`/api/lessons/${otherCourseLessonId}/video`, bearer(owner.token))).statusCode).toBe(403);
  });

  it('stops working when the address expires (401: ask for a new one)', async () => {
    const url = await signedUrl(lessonIds[0]!);
    now = new Date(now.getTime() + (LESSON_STREAM_MINUTES + 1) * 60_000);
    try {
      const response = await inject(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('UNAUTHORIZED');
    } finally {
      now = new Date();
    }
  });

  it('answers 404 when the lesson file is missing', async () => {
    const course = await insertOnlineCourse(t.db, {}, 1);
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.onlineCourseId, course.id));
    expect((await inject(`/api/lessons/${lesson!.id}/video`, bearer(adminToken))).statusCode).toBe(404);
  });
});

describe('PUT /api/lessons/{id}/progress', () => {
  const save = (lessonId: number, payload: object, token: string | null = owner.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/lessons/${lessonId}/progress`,
      headers: token ? bearer(token) : {},
      payload,
    });
  const player = async () =>
    (await inject('/api/user/onlinecourses/Ascoltare-il-corpo', bearer(owner.token))).json().course;

  it('remembers the position and the lesson to resume, and marks lessons completed', async () => {
    const [first, second] = lessonIds as [number, number];
    const saved = await save(first, { positionSeconds: 125 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Success',
      progress: { lessonId: first, positionSeconds: 125, completed: false },
    });
    expect((await save(first, { positionSeconds: 420, completed: true })).json().progress.completed).toBe(true);
    // Later position updates without `completed` keep the lesson completed.
    await save(first, { positionSeconds: 30 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(second, { positionSeconds: 61 });
    const course = await player();
    // The first lesson not finished, whichever was watched last.
    expect(course.resumeLessonId).toBe(second);
    await save(first, { positionSeconds: 30, completed: false });
    expect((await player()).resumeLessonId).toBe(first);
    await save(first, { positionSeconds: 30, completed: true });
    expect(course.lessons).toEqual([
      expect.objectContaining({ id: first, positionSeconds: 30, completed: true }),
      expect.objectContaining({ id: second, positionSeconds: 61, completed: false }),
    ]);
    const owned = (await inject('/api/user/onlinecourses', bearer(owner.token))).json().courses;
    expect(owned[0]).toMatchObject({ lessonsCount: 2, completedLessons: 1 });
    expect((await save(first, { positionSeconds: 0, completed: false })).json().progress.completed).toBe(false);
  });

  it('keeps progress per customer: an admin watching does not move the owner', async () => {
    await save(lessonIds[1]!, { positionSeconds: 300 }, adminToken);
    const lesson = (await player()).lessons.find((row: { id: number }) => row.id === lessonIds[1]);
    expect(lesson.positionSeconds).toBe(61);
  });

  it('refuses non-owners and bad input, changing nothing', async () => {
    expect((await save(lessonIds[0]!, { positionSeconds: 5 }, null)).statusCode).toBe(401);
    expect((await save(lessonIds[0]!, { positionSeconds: 5 }, stranger.token)).statusCode).toBe(403);
    for (const payload of [
      {},
      { positionSeconds: -1 },
      { positionSeconds: 1.5 },
      { positionSeconds: 10, completed: 'yes' },
    ]) {
      expect((await save(lessonIds[0]!, payload)).statusCode).toBe(400);
    }
    expect((await save(999999, { positionSeconds: 5 })).statusCode).toBe(404);
  });
});
