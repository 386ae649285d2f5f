import { LESSON_STREAM_MINUTES } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import { buyWithTestCard, type Customer, createCustomer } from '../../../test/fixtures/commerce.fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { courses } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { makeCourseVideosPrivate } from '../catalogue/courses/course-videos-privacy.service.js';

// A fake clock the tests move forward to make signed addresses expire.
let now = new Date();
const clock: Clock = { now: () => now };

let t: TestApp;
let owner: Customer;
let stranger: Customer;
let adminLogin: string;
let adminPrivate: string;
let course: Awaited<ReturnType<typeof insertCourse>>;

const FIRST = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const SECOND = Buffer.alloc(300, 7);
const KEYS = ['media/courses/2026/benvenuto.mp4', 'media/courses/2026/pratica.mp4'];

beforeAll(async () => {
  t = await buildTestApp({ clock });
  owner = await createCustomer(t.db, t.app);
  stranger = await createCustomer(t.db, t.app);
  adminLogin = await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email);
  adminPrivate = await adminPrivateToken(t.app, t.db);
  course = await insertCourse(t.db, { title: 'Radici e ali', videos: KEYS });
  await t.app.ctx.storage.write('private', KEYS[0]!, FIRST);
  await t.app.ctx.storage.write('private', KEYS[1]!, SECOND);
  await buyWithTestCard(t.app, owner, course.title, 'course');
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const urlOf = (position: number) => `/api/courses/${course.id}/videos/${position}/video-url`;
const videoOf = (position: number) => `/api/courses/${course.id}/videos/${position}/video`;

async function signedUrl(position: number, token = owner.token): Promise<string> {
  const response = await get(urlOf(position), bearer(token));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().url;
}

describe('GET /api/user/courses/{title}: the in-person course viewer', () => {
  it('lists the videos by position, never by their private addresses', async () => {
    const response = await get('/api/user/courses/Radici-e-ali', bearer(owner.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().course).toMatchObject({ id: course.id, videos: [{ position: 1 }, { position: 2 }] });
    expect(response.body).not.toContain('media/courses');
  });
});

describe('GET /api/courses/{id}/videos/{position}/video-url', () => {
  it('gives a buyer a signed address that expires in minutes', async () => {
    const response = await get(urlOf(1), bearer(owner.token));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { url, expiresAt } = response.json();
    expect(url).toMatch(new RegExp(`^/api/courses/${course.id}/videos/1/video\\?token=\\d+\\.\\d+\\.[\\w-]{43}$`));
    const minutes = (Date.parse(expiresAt) - now.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(LESSON_STREAM_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(LESSON_STREAM_MINUTES);
  });

  it("gives one to an admin's private token; an admin's login token gets what any customer gets", async () => {
    expect((await get(urlOf(1), bearer(adminPrivate))).statusCode).toBe(200);
    expect((await get(urlOf(1), bearer(adminLogin))).statusCode).toBe(403);
  });

  it('refuses another customer (403), a visitor (401), and answers 404 for no such video or course', async () => {
    expect((await get(urlOf(1), bearer(stranger.token))).statusCode).toBe(403);
    expect((await get(urlOf(1))).statusCode).toBe(401);
    expect((await get(urlOf(3), bearer(owner.token))).statusCode).toBe(404);
    expect((await get('/api/courses/999999/videos/1/video-url', bearer(owner.token))).statusCode).toBe(404);
    expect((await get(`/api/courses/${course.id}/videos/0/video-url`, bearer(owner.token))).statusCode).toBe(400);
  });

  it('answers 400, not 500, to an id beyond the database integer (the fuzzer found one)', async () => {
    for (const url of [
      '/api/courses/7450007548/videos/370/video?token=',
      '/api/courses/7450007548/videos/1/video-url',
    ]) {
      const response = await get(url, bearer(owner.token));
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: 'VALIDATION', message: expect.any(String) });
    }
  });
});

describe('GET /api/courses/{id}/videos/{position}/video', () => {
  it('streams the video with the signed address, whole or by range, never cached', async () => {
    const url = await signedUrl(1);
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.rawPayload.equals(FIRST)).toBe(true);
    const part = await get(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(FIRST.subarray(100, 200))).toBe(true);
    expect((await get(url, { range: 'bytes=5000-' })).statusCode).toBe(416);
    expect((await get(await signedUrl(2))).rawPayload.equals(SECOND)).toBe(true);
  });

  it('streams to the bearer of a buyer or an admin private token, not to an admin login token or a stranger', async () => {
    expect((await get(videoOf(1), { ...bearer(owner.token), range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await get(videoOf(1), bearer(adminPrivate))).statusCode).toBe(200);
    expect((await get(videoOf(1), bearer(adminLogin))).statusCode).toBe(403);
    expect((await get(videoOf(1), bearer(stranger.token))).statusCode).toBe(403);
    expect((await get(videoOf(1))).statusCode).toBe(401);
  });

  it('opens only its own video: another position or a forged token is refused', async () => {
    const url = await signedUrl(1);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    expect((await get(`${videoOf(2)}?token=${token}`)).statusCode).toBe(403);
    const [userId, expires, signature] = token.split('.');
    for (const forged of [
      `${stranger.user.id}.${expires}.${signature}`,
      `${userId}.${Number(expires) + 3600}.${signature}`,
      'garbage',
    ]) {
      expect((await get(`${videoOf(1)}?token=${forged}`)).statusCode, forged).toBe(403);
    }
  });

  it('stops working when the address expires (401: ask for a new one)', async () => {
    const url = await signedUrl(1);
    now = new Date(now.getTime() + (LESSON_STREAM_MINUTES + 1) * 60_000);
    try {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('UNAUTHORIZED');
    } finally {
      now = new Date();
    }
  });
});

describe('course videos stored publicly before', () => {
  it('move to private storage at start: the old public address answers 404, the buyer streams them signed', async () => {
    const oldUrl = '/uploads/media/courses/2025/vecchio.mp4';
    const legacy = await insertCourse(t.db, { title: 'Il cerchio antico', videos: [oldUrl] });
    await t.app.ctx.storage.write('public', 'media/courses/2025/vecchio.mp4', FIRST);
    await buyWithTestCard(t.app, owner, legacy.title, 'course');
    expect((await get(oldUrl)).statusCode).toBe(200);

    expect(await makeCourseVideosPrivate(t.db, t.app.ctx.storage)).toEqual({ moved: 1 });
    expect((await get(oldUrl)).statusCode).toBe(404);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, legacy.id));
    expect(row?.videos).toEqual(['media/courses/2025/vecchio.mp4']);

    const response = await get(`/api/courses/${legacy.id}/videos/1/video-url`, bearer(owner.token));
    expect(response.statusCode).toBe(200);
    expect((await get(response.json().url)).rawPayload.equals(FIRST)).toBe(true);
    expect((await get(`/api/courses/${legacy.id}/videos/1/video-url`, bearer(stranger.token))).statusCode).toBe(403);
  });

  it('is safe to repeat, and rewrites a reference whose file was already moved', async () => {
    expect(await makeCourseVideosPrivate(t.db, t.app.ctx.storage)).toEqual({ moved: 0 });
    const halfDone = await insertCourse(t.db, {
      title: 'Spostato a metà',
      videos: ['/uploads/media/courses/2025/vecchio.mp4', 'https://video.example.com/esterno.mp4'],
    });
    expect(await makeCourseVideosPrivate(t.db, t.app.ctx.storage)).toEqual({ moved: 0 });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, halfDone.id));
    expect(row?.videos).toEqual(['media/courses/2025/vecchio.mp4', 'https://video.example.com/esterno.mp4']);
  });
});
