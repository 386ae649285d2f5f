import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  enrol,
  insertArticle,
  insertCourse,
  insertFaq,
  insertMember,
  insertOnlineCourse,
  insertReview,
  insertTopic,
} from '../../../test/fixtures/catalogue.fixtures.js';
import { useTestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { articles, courses, faqs, members, onlineCourses, reviews, topics } from '../../db/schema/index.js';

const t = useTestApp();
let customerToken: string;
let adminLoginToken: string;
let adminToken: string;

beforeAll(async () => {
  customerToken = await loginAs(t.app, (await createUser(t.db)).email);
  adminLoginToken = await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email);
  adminToken = await adminPrivateToken(t.app, t.db);
});

interface Target {
  body: Record<string, unknown>;
  /** The item as the public list shows it. */
  listed: (answer: unknown) => boolean;
  exists: () => Promise<boolean>;
}

interface DeleteCase {
  name: string;
  url: string;
  listUrl: string;
  missing: Record<string, unknown>;
  malformed: Record<string, unknown>;
  create: () => Promise<Target>;
}

const json = (answer: unknown) => JSON.stringify(answer);
const present = async (rows: Promise<unknown[]>) => (await rows).length > 0;

const cases: DeleteCase[] = [
  {
    name: 'topic',
    url: '/api/topic',
    listUrl: '/get/topics',
    missing: { id: 999999 },
    malformed: { id: 'uno' },
    create: async () => {
      const row = await insertTopic(t.db);
      return {
        body: { id: row.id },
        listed: (answer) => json(answer).includes(row.title),
        exists: () => present(t.db.select().from(topics).where(eq(topics.id, row.id))),
      };
    },
  },
  {
    name: 'article',
    url: '/api/article/',
    listUrl: '/api/articles',
    missing: { title: 'Nessun articolo' },
    malformed: { title: '' },
    create: async () => {
      const row = await insertArticle(t.db);
      return {
        body: { title: row.title.replaceAll(' ', '-') },
        listed: (answer) => json(answer).includes(row.title),
        exists: () => present(t.db.select().from(articles).where(eq(articles.id, row.id))),
      };
    },
  },
  {
    name: 'course',
    url: '/api/course',
    listUrl: '/api/courses',
    missing: { title: 'Nessun corso' },
    malformed: {},
    create: async () => {
      const row = await insertCourse(t.db);
      return {
        body: { title: row.title },
        listed: (answer) => json(answer).includes(row.title),
        exists: () => present(t.db.select().from(courses).where(eq(courses.id, row.id))),
      };
    },
  },
  {
    name: 'online course',
    url: '/api/onlinecourse/',
    listUrl: '/api/onlinecourses',
    missing: { title: 'Nessun corso online' },
    malformed: { title: 42 },
    create: async () => {
      const row = await insertOnlineCourse(t.db);
      return {
        body: { title: row.title.toUpperCase() },
        listed: (answer) => json(answer).includes(row.title),
        exists: () => present(t.db.select().from(onlineCourses).where(eq(onlineCourses.id, row.id))),
      };
    },
  },
  {
    name: 'member',
    url: '/api/member',
    listUrl: '/api/members',
    missing: { name: 'Nessuno', surname: 'Sconosciuto' },
    malformed: { name: 'Solo nome' },
    create: async () => {
      const row = await insertMember(t.db);
      return {
        body: { name: row.name.toLowerCase(), surname: ` ${row.surname} ` },
        listed: (answer) => json(answer).includes(row.email),
        exists: () => present(t.db.select().from(members).where(eq(members.id, row.id))),
      };
    },
  },
  {
    name: 'FAQ',
    url: '/api/faq/',
    listUrl: '/api/faqs',
    missing: { id: '999999' },
    malformed: { id: 1.5 },
    create: async () => {
      const row = await insertFaq(t.db);
      return {
        body: { id: String(row.id) },
        listed: (answer) => json(answer).includes(row.question),
        exists: () => present(t.db.select().from(faqs).where(eq(faqs.id, row.id))),
      };
    },
  },
  {
    name: 'review',
    url: '/api/review/',
    listUrl: '/api/reviews',
    missing: { id: 999999 },
    malformed: { id: -3 },
    create: async () => {
      const row = await insertReview(t.db, { review: `Recensione numero ${Math.random()}` });
      return {
        body: { id: row.id },
        listed: (answer) => json(answer).includes(row.review),
        exists: () => present(t.db.select().from(reviews).where(eq(reviews.id, row.id))),
      };
    },
  },
];

const remove = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'DELETE', url, payload: payload as object, headers: token ? bearer(token) : {} });

describe.each(cases)('DELETE $url ($name)', (c) => {
  it('needs a login: 401 without a token, and nothing changes', async () => {
    const target = await c.create();
    const response = await remove(c.url, target.body);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('UNAUTHORIZED');
    expect(await target.exists()).toBe(true);
  });

  it("refuses a customer's token and an admin's login token with 403, and nothing changes", async () => {
    const target = await c.create();
    for (const token of [customerToken, adminLoginToken]) {
      const response = await remove(c.url, target.body, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('FORBIDDEN');
    }
    expect(await target.exists()).toBe(true);
  });

  it('checks the token before the body', async () => {
    expect((await remove(c.url, c.malformed)).statusCode).toBe(401);
    expect((await remove(c.url, c.malformed, customerToken)).statusCode).toBe(403);
  });

  it('answers 400 for a malformed body and 404 when nothing matches', async () => {
    const malformed = await remove(c.url, c.malformed, adminToken);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('VALIDATION');
    const missing = await remove(c.url, c.missing, adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('NOT_FOUND');
  });

  it("deletes with an admin's private token, and the public list stops showing it at once", async () => {
    const target = await c.create();
    const before = await t.app.inject({ method: 'GET', url: c.listUrl });
    expect(target.listed(before.json())).toBe(true);

    const response = await remove(c.url, target.body, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect(await target.exists()).toBe(false);

    const after = await t.app.inject({ method: 'GET', url: c.listUrl });
    expect(target.listed(after.json())).toBe(false);
    expect((await remove(c.url, target.body, adminToken)).statusCode).toBe(404);
  });
});

describe('deleting what customers bought', () => {
  it('refuses to delete a course with enrolments, with a clear message, and keeps it listed', async () => {
    const course = await insertCourse(t.db);
    await enrol(t.db, (await createUser(t.db)).id, { courseId: course.id });
    const response = await remove('/api/course', { title: course.title }, adminToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'IN_USE',
      message: 'Il corso ha già degli iscritti e non può essere eliminato: puoi archiviarlo.',
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(list.body).toContain(course.title);
  });

  it('refuses to delete an online course someone bought', async () => {
    const course = await insertOnlineCourse(t.db);
    await enrol(t.db, (await createUser(t.db)).id, { onlineCourseId: course.id });
    const response = await remove('/api/onlinecourse', { title: course.title }, adminToken);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('IN_USE');
    expect(await present(t.db.select().from(onlineCourses).where(eq(onlineCourses.id, course.id)))).toBe(true);
  });

  it('names the courses a member leads and keeps them once the delete is confirmed, without the facilitator card', async () => {
    const member = await insertMember(t.db, { name: 'Irene', surname: 'Guida' });
    const course = await insertCourse(t.db, { title: 'Sentieri di maggio', authorMemberId: member.id });
    await insertOnlineCourse(t.db, { title: 'Ascolto (bozza)', authorMemberId: member.id, status: 'draft' });
    const url = `/api/course/${encodeURIComponent(course.title)}`;
    expect((await t.app.inject({ method: 'GET', url })).json()[0].facilitators).toHaveLength(1);

    const body = { name: member.name, surname: member.surname };
    const warned = await remove('/api/member', body, adminToken);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toEqual({
      error: 'LEADS_COURSES',
      message:
        'Irene Guida guida 2 corsi: «Ascolto (bozza)», «Sentieri di maggio». Se lo elimini, i corsi restano senza facilitatore collegato.',
      courses: ['Ascolto (bozza)', 'Sentieri di maggio'],
    });
    expect((await t.app.inject({ method: 'GET', url })).json()[0].facilitators).toHaveLength(1);
    const response = await remove('/api/member', { ...body, confirm: true }, adminToken);
    expect(response.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].facilitators).toEqual([]);
  });

  it("deletes an online course's lessons with it", async () => {
    const course = await insertOnlineCourse(t.db, {}, 3);
    expect((await remove('/api/onlinecourse', { title: course.title }, adminToken)).statusCode).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/api/onlinecourse/${encodeURIComponent(course.title)}` });
    expect(detail.statusCode).toBe(404);
  });
});
