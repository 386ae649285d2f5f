import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCourse, insertOnlineCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import { buyWithTestCard, type Customer, createCustomer } from '../../../test/fixtures/commerce.fixtures.js';
import { useTestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { orders } from '../../db/schema/index.js';

const t = useTestApp();
let owner: Customer;
let stranger: Customer;
let adminToken: string;
let adminLogin: string;
let course: Awaited<ReturnType<typeof insertCourse>>;
let online: Awaited<ReturnType<typeof insertOnlineCourse>>;

beforeAll(async () => {
  owner = await createCustomer(t.db, t.app);
  stranger = await createCustomer(t.db, t.app);
  adminToken = await adminPrivateToken(t.app, t.db);
  adminLogin = await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email);
  course = await insertCourse(t.db, { title: 'Il cerchio delle donne', videos: ['media/courses/2026/intro.mp4'] });
  online = await insertOnlineCourse(t.db, { title: 'Meditare la sera' }, 3);
  await buyWithTestCard(t.app, owner, course.title, 'course');
  await buyWithTestCard(t.app, owner, online.title, 'onlineCourse');
});

/** The number of the customer's order of a course, as its receipt gives it. */
async function orderNumberOf(customer: Customer, title: string) {
  const [order] = await t.db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.userId, customer.user.id), eq(orders.courseTitle, title)));
  expect(order?.number).toMatch(/^\d{4}-\d{4}$/);
  return order!.number;
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('what a customer owns', () => {
  it('GET /api/user/courses lists the in-person courses bought, with a link to each', async () => {
    const response = await get('/api/user/courses', owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      courses: [
        expect.objectContaining({
          title: 'Il cerchio delle donne',
          link: '/corso/Il-cerchio-delle-donne',
          immagineCopertina: course.coverImage,
          date: course.startDate,
          purchasedAt: expect.any(String),
          orderNumber: await orderNumberOf(owner, course.title),
        }),
      ],
    });
  });

  it('GET /api/user/onlinecourses lists the online courses bought, with lesson progress', async () => {
    const response = await get('/api/user/onlinecourses', owner.token);
    expect(response.json()).toEqual({
      courses: [
        expect.objectContaining({
          title: 'Meditare la sera',
          link: '/corsoonline/Meditare-la-sera',
          lessonsCount: 3,
          completedLessons: 0,
          orderNumber: await orderNumberOf(owner, online.title),
        }),
      ],
    });
  });

  it('answers empty lists to a customer who bought nothing, and 401 without a token', async () => {
    expect((await get('/api/user/courses', stranger.token)).json()).toEqual({ courses: [] });
    expect((await get('/api/user/onlinecourses', stranger.token)).json()).toEqual({ courses: [] });
    expect((await get('/api/user/courses')).statusCode).toBe(401);
    expect((await get('/api/user/onlinecourses')).statusCode).toBe(401);
  });

  it("GET /api/user/getcourses/{email}: own e-mail or an admin's private token, nobody else", async () => {
    const url = `/api/user/getcourses/${encodeURIComponent(owner.user.email)}`;
    expect((await get(url, owner.token)).json().courses).toHaveLength(1);
    expect((await get(url, adminToken)).json().courses).toHaveLength(1);
    expect((await get(url, stranger.token)).statusCode).toBe(403);
    // An admin's login token reads what any customer reads: its own purchases only.
    expect((await get(url, adminLogin)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/user/getcourses/nessuno%40example.com', adminToken)).statusCode).toBe(404);
    expect((await get('/api/user/getcourses/non-una-mail', owner.token)).statusCode).toBe(400);
  });

  it('GET /api/user/getonlinecourses/{email} answers `onlinecourses` under the same rule', async () => {
    const url = `/api/user/getonlinecourses/${encodeURIComponent(owner.user.email.toUpperCase())}`;
    const own = await get(url, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().onlinecourses).toEqual([expect.objectContaining({ title: 'Meditare la sera' })]);
    expect((await get(url, adminToken)).json().onlinecourses).toHaveLength(1);
    expect((await get(url, adminLogin)).statusCode).toBe(403);
    expect((await get(url, stranger.token)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });
});

describe('the course viewers', () => {
  it("GET /api/user/courses/{title} gives buyers and admins' private tokens the intro and the videos by position", async () => {
    for (const token of [owner.token, adminToken]) {
      const response = await get('/api/user/courses/Il-cerchio-delle-donne', token);
      expect(response.statusCode).toBe(200);
      expect(response.json().course).toMatchObject({
        id: course.id,
        title: 'Il cerchio delle donne',
        intro: course.intro,
        videos: [{ position: 1 }],
      });
      // The private file's key never leaves the server.
      expect(response.body).not.toContain('intro.mp4');
    }
  });

  it("refuses the viewers to an admin's login token that bought nothing: admin power needs the private token", async () => {
    expect((await get('/api/user/courses/Il-cerchio-delle-donne', adminLogin)).statusCode).toBe(403);
    expect((await get('/api/user/onlinecourses/Meditare-la-sera', adminLogin)).statusCode).toBe(403);
    expect((await get('/api/user/onlinecourses/Meditare-la-sera', adminToken)).statusCode).toBe(200);
  });

  it('refuses the viewers to anyone else: 403 for a customer, 401 without a token, 404 for an unknown title', async () => {
    expect((await get('/api/user/courses/Il-cerchio-delle-donne', stranger.token)).statusCode).toBe(403);
    expect((await get('/api/user/courses/Il-cerchio-delle-donne')).statusCode).toBe(401);
    expect((await get('/api/user/courses/Nessun-corso', owner.token)).statusCode).toBe(404);
    expect((await get('/api/user/onlinecourses/Meditare-la-sera', stranger.token)).statusCode).toBe(403);
    expect((await get('/api/user/onlinecourses/Meditare-la-sera')).statusCode).toBe(401);
    expect((await get('/api/user/onlinecourses/Nessun-corso', owner.token)).statusCode).toBe(404);
  });

  it('GET /api/user/onlinecourses/{title} lists the lessons with progress, never their files', async () => {
    const response = await get('/api/user/onlinecourses/meditare-la-sera', owner.token);
    expect(response.statusCode).toBe(200);
    const player = response.json().course;
    expect(player).toMatchObject({ title: 'Meditare la sera', resumeLessonId: player.lessons[0].id });
    expect(player.lessons).toEqual(
      [1, 2, 3].map((position) => ({
        id: expect.any(Number),
        position,
        title: `Lezione ${position}`,
        durationSeconds: 420,
        positionSeconds: 0,
        completed: false,
        captions: [],
      })),
    );
    expect(response.body).not.toContain('lessons/course-');
  });

  it('shows the public no lesson address: GET /api/onlinecourse/{title} has titles and durations only', async () => {
    for (const url of [
      '/api/onlinecourse/Meditare-la-sera',
      '/api/onlinecoursedetail/Meditare-la-sera',
      '/api/onlinecourses',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      // The public trailer is public; the lessons' private files (lessons/course-N/...) never appear.
      expect(response.body).not.toContain('lessons/course-');
    }
    const lessons = (await get('/api/onlinecourse/Meditare-la-sera')).json().onlinecourse.lessons;
    expect(Object.keys(lessons[0]).sort()).toEqual(['durationSeconds', 'position', 'title']);
  });
});
