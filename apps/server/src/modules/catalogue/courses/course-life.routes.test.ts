import {
  CalendarResponse,
  CourseDetailResponse,
  CourseListResponse,
  MemberCoursesResponse,
  OnlineCourseListResponse,
  UnlistedCoursesResponse,
} from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrol, insertCourse, insertMember, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { type Customer, createCustomer, startCheckout } from '../../../../test/fixtures/commerce.fixtures.js';
import { useAdminTestApp } from '../../../../test/support/app.js';
import { bearer, createUser } from '../../../../test/support/factories.js';
import { courses, orders } from '../../../db/schema/index.js';
import { addDays, businessDay } from '../../../lib/business-day.js';
import type { Clock } from '../../../lib/clock.js';

let now = new Date();
const clock: Clock = { now: () => now };
const t = useAdminTestApp({ clock });
let customer: Customer;
const today = () => businessDay(now);

const get = (url: string) => t.app.inject({ method: 'GET', url });
const listedTitles = async (url = '/api/courses') =>
  CourseListResponse.parse((await get(url)).json()).courses.map((course) => course.title);
const detail = async (title: string) => {
  const response = await get(`/api/course/${encodeURIComponent(title)}`);
  return {
    status: response.statusCode,
    course: response.statusCode === 200 ? CourseDetailResponse.parse(response.json())[0] : undefined,
  };
};
const ordersFor = (courseId: number) => t.db.select().from(orders).where(eq(orders.courseId, courseId));

beforeAll(async () => {
  customer = await createCustomer(t.db, t.app);
});

describe('a course whose start date has passed', () => {
  it('leaves the list, the calendar beyond this month, the member page and the sitemap, but keeps its page', async () => {
    const member = await insertMember(t.db, { name: 'Lia', surname: 'Passata' });
    const past = await insertCourse(t.db, {
      title: 'Il cerchio di ieri',
      category: 'RESPIRO',
      authorMemberId: member.id,
      startDate: addDays(today(), -40),
      endDate: addDays(today(), -39),
    });
    const yesterday = await insertCourse(t.db, {
      title: 'Il cerchio di una volta',
      category: 'RESPIRO',
      startDate: addDays(today(), -1),
      endDate: null,
    });
    const later = await insertCourse(t.db, {
      title: 'Il cerchio che viene',
      category: 'respiro',
      startDate: addDays(today(), 60),
    });
    const sooner = await insertCourse(t.db, {
      title: 'Il cerchio di domani',
      category: 'RESPIRO',
      startDate: addDays(today(), 3),
    });
    const startsToday = await insertCourse(t.db, {
      title: 'Il cerchio di oggi',
      category: 'ALTRO',
      startDate: today(),
    });

    const listed = await listedTitles();
    expect(listed).not.toContain(past.title);
    expect(listed).not.toContain(yesterday.title);
    expect(listed).toEqual(expect.arrayContaining([later.title, sooner.title, startsToday.title]));

    const calendar = CalendarResponse.parse((await get('/api/get/courses')).json()).map((event) => event.title);
    expect(calendar).not.toContain(past.title);
    expect(calendar).toContain(sooner.title);
    // Yesterday is still this month unless today is the 1st: the month on show keeps what took place in it.
    expect(calendar.includes(yesterday.title)).toBe(today().slice(0, 7) === addDays(today(), -1).slice(0, 7));

    const memberCourses = MemberCoursesResponse.parse((await get('/api/members/Lia-Passata/courses')).json());
    expect(JSON.stringify(memberCourses)).not.toContain(past.title);

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain(encodeURIComponent('Il-cerchio-di-ieri'));
    expect(sitemap).toContain('Il-cerchio-di-domani');

    const page = await detail(past.title);
    expect(page.status).toBe(200);
    expect(page.course).toMatchObject({
      title: past.title,
      tookPlace: true,
      nextCourse: { title: sooner.title, date: sooner.startDate, link: '/courseDetail/Il-cerchio-di-domani' },
    });
    expect((await detail(sooner.title)).course).toMatchObject({ tookPlace: false, nextCourse: null });
    expect((await detail(startsToday.title)).course).toMatchObject({ tookPlace: false });
  });

  it('cannot be bought: 409 COURSE_PAST, and no order is made', async () => {
    const past = await insertCourse(t.db, { startDate: addDays(today(), -2), endDate: null });
    const response = await startCheckout(t.app, customer, { title: past.title });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'COURSE_PAST' });
    expect(await ordersFor(past.id)).toHaveLength(0);
  });

  it('leaves the cached list once the day turns', async () => {
    const tomorrow = addDays(today(), 1);
    const course = await insertCourse(t.db, { title: 'Ultimo giorno utile', startDate: tomorrow, endDate: null });
    expect(await listedTitles('/api/courses?q=ultimo')).toEqual([course.title]);
    const before = now;
    try {
      now = new Date(now.getTime() + 2 * 24 * 3_600_000);
      // The background job does this at midnight in Rome (background-jobs.ts, 'course-day').
      t.app.ctx.publicCache.invalidate('courses');
      expect(await listedTitles('/api/courses?q=ultimo')).toEqual([]);
      expect((await detail(course.title)).course).toMatchObject({ tookPlace: true });
    } finally {
      now = before;
      t.app.ctx.publicCache.invalidate('courses');
    }
  });
});

describe('course status', () => {
  it('keeps a draft off every public answer, and a 404 for its page and checkout; admins still read it', async () => {
    const draft = await insertCourse(t.db, { title: 'Bozza di percorso', status: 'draft' });
    expect(await listedTitles()).not.toContain(draft.title);
    expect((await detail(draft.title)).status).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain('Bozza-di-percorso');
    const checkout = await startCheckout(t.app, customer, { title: draft.title });
    expect(checkout.statusCode).toBe(404);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/course/${encodeURIComponent(draft.title)}`,
      headers: bearer(t.adminToken),
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ title: draft.title, status: 'draft' });
  });

  it('takes an archived course off the lists and off sale, while its buyers keep it', async () => {
    const archived = await insertCourse(t.db, { title: 'Percorso archiviato', status: 'archived' });
    const buyer = await createUser(t.db);
    await enrol(t.db, buyer.id, { courseId: archived.id });
    expect(await listedTitles()).not.toContain(archived.title);
    expect((await detail(archived.title)).status).toBe(404);
    const checkout = await startCheckout(t.app, customer, { title: archived.title });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({ error: 'NOT_FOR_SALE' });
    expect(await ordersFor(archived.id)).toHaveLength(0);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, archived.id));
    expect(row?.status).toBe('archived');
  });

  it('does the same for online courses', async () => {
    const draft = await insertOnlineCourse(t.db, { title: 'Meditazione in bozza', status: 'draft' });
    const archived = await insertOnlineCourse(t.db, { title: 'Meditazione archiviata', status: 'archived' });
    const shown = await insertOnlineCourse(t.db, { title: 'Meditazione pubblicata' });
    const titles = OnlineCourseListResponse.parse((await get('/api/onlinecourses')).json()).onlinecourses.map(
      (course) => course.title,
    );
    expect(titles).toContain(shown.title);
    expect(titles).not.toContain(draft.title);
    expect(titles).not.toContain(archived.title);
    expect((await get(`/api/onlinecourse/${encodeURIComponent(draft.title)}`)).statusCode).toBe(404);
    expect((await get(`/api/onlinecourse/${encodeURIComponent(archived.title)}`)).statusCode).toBe(404);
    const checkout = await startCheckout(t.app, customer, {
      title: archived.title,
      kind: 'onlineCourse',
      withdrawalWaiver: true,
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({ error: 'NOT_FOR_SALE' });
  });
});

describe('GET /api/admin/courses', () => {
  const unlisted = async (query: string, token = t.adminToken) =>
    t.app.inject({ method: 'GET', url: `/api/admin/courses${query}`, headers: bearer(token) });

  it('lists for the admin every course the public lists leave out, with its status and owners', async () => {
    const draft = await insertCourse(t.db, { title: 'Fuori vetrina: bozza', status: 'draft' });
    const took = await insertCourse(t.db, { title: 'Fuori vetrina: svolto', startDate: addDays(today(), -5) });
    await enrol(t.db, (await createUser(t.db)).id, { courseId: took.id });
    const shown = await insertCourse(t.db, { title: 'In vetrina', startDate: addDays(today(), 5) });
    const response = await unlisted('');
    expect(response.statusCode).toBe(200);
    const { courses: listed } = UnlistedCoursesResponse.parse(response.json());
    expect(listed.map((course) => course.title)).not.toContain(shown.title);
    expect(listed.find((course) => course.title === draft.title)).toMatchObject({ status: 'draft', tookPlace: false });
    expect(listed.find((course) => course.title === took.title)).toMatchObject({
      status: 'published',
      tookPlace: true,
      date: took.startDate,
      peopleInterested: 1,
    });
    const online = UnlistedCoursesResponse.parse((await unlisted('?kind=onlineCourse')).json()).courses;
    expect(online.map((course) => course.status)).not.toContain('published');
    expect(online.map((course) => course.title)).toEqual(
      expect.arrayContaining(['Meditazione in bozza', 'Meditazione archiviata']),
    );
  });

  it('is for admins only, and refuses an unknown kind', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/courses' })).statusCode).toBe(401);
    expect((await unlisted('', customer.token)).statusCode).toBe(403);
    expect((await unlisted('?kind=altro')).statusCode).toBe(400);
  });
});
