import { CalendarResponse, CourseDetailResponse, CourseListResponse } from '@cammini/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  countQueries,
  enrol,
  insertCourse,
  insertMember,
  insertOnlineCourse,
} from '../../../../test/fixtures/catalogue.fixtures.js';
import { buildTestApp, type TestApp } from '../../../../test/support/app.js';
import { createUser } from '../../../../test/support/factories.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof insertMember>>;
let weekend: Awaited<ReturnType<typeof insertCourse>>;

beforeAll(async () => {
  t = await buildTestApp();
  member = await insertMember(t.db, { name: 'Giulia', surname: 'Ferrante', website: 'https://example.com/giulia' });
  await insertCourse(t.db, {
    title: 'Oltre la paura',
    category: 'FOBIE',
    startDate: null,
    endDate: null,
    dateMode: 'daDefinirsi',
  });
  weekend = await insertCourse(t.db, {
    title: 'Radici e ali',
    category: 'AUTOSTIMA',
    authorMemberId: member.id,
    startDate: '2030-05-10',
    endDate: '2030-05-12',
    freeCancellation: true,
    placeName: 'Agriturismo Il Poggio',
  });
  await insertCourse(t.db, {
    title: 'Parlare con il cuore',
    category: 'RELAZIONI',
    startDate: '2030-03-01',
    endDate: null,
  });
  const [a, b] = [await createUser(t.db), await createUser(t.db)];
  await enrol(t.db, a.id, { courseId: weekend.id });
  await enrol(t.db, b.id, { courseId: weekend.id });
});
beforeEach(() => {
  t.app.publicCache.clear();
});
afterAll(async () => {
  await t.close();
});

const getCourses = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/courses${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return CourseListResponse.parse(response.json()).courses;
};

describe('course list', () => {
  it('lists courses soonest first and undated ones last, with prices in euros', async () => {
    const courses = await getCourses();
    expect(courses.map((c) => c.title)).toEqual(['Parlare con il cuore', 'Radici e ali', 'Oltre la paura']);
    expect(courses[1]).toEqual({
      id: weekend.id,
      idCourse: weekend.id,
      title: 'Radici e ali',
      category: 'AUTOSTIMA',
      intro: weekend.intro,
      author: 'Giulia Ferrante',
      price: 280,
      facilitatorPrice: 70,
      affiliatePrice: 28,
      location: weekend.location,
      placeName: 'Agriturismo Il Poggio',
      date: '2030-05-10',
      dateFine: '2030-05-12',
      dateMode: 'scegliData',
      immagineCopertina: '/uploads/c.png',
      immaginiRappresentative: ['/uploads/c-2.png', '/uploads/c-3.png'],
      freeCancellation: true,
      peopleInterested: 2,
      seats: null,
      seatsLeft: null,
    });
    expect(courses[2]).toMatchObject({ date: null, dateFine: null, dateMode: 'daDefinirsi', peopleInterested: 0 });
  });

  it("counts each listed course's own enrolments, in a filtered list too", async () => {
    const online = await insertOnlineCourse(t.db, { title: 'Respiro consapevole' });
    await enrol(t.db, (await createUser(t.db)).id, { onlineCourseId: online.id });
    expect((await getCourses()).map((c) => c.peopleInterested)).toEqual([0, 2, 0]);
    expect((await getCourses('?q=radici')).map((c) => [c.title, c.peopleInterested])).toEqual([['Radici e ali', 2]]);
  });

  it('answers with and without a trailing slash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/courses/' });
    expect(response.json().courses).toHaveLength(3);
  });

  it('answers only the first courses when asked for a few (the home), and refuses a limit out of range', async () => {
    expect((await getCourses('?limit=2')).map((c) => c.title)).toEqual(['Parlare con il cuore', 'Radici e ali']);
    for (const limit of ['0', '2.5', 'tre', '501']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/courses?limit=${limit}` });
      expect(response.statusCode, limit).toBe(400);
    }
  });

  it('searches the title and filters the topic without regard to case', async () => {
    expect((await getCourses('?q=CUORE')).map((c) => c.title)).toEqual(['Parlare con il cuore']);
    expect((await getCourses('?filter=autostima')).map((c) => c.title)).toEqual(['Radici e ali']);
    expect(await getCourses('?filter=autostima&q=cuore')).toEqual([]);
  });

  it('counts the enrolments of every course in one query', async () => {
    for (let i = 0; i < 5; i += 1) await insertCourse(t.db, { title: `Percorso extra ${i}` });
    let courses: unknown[] = [];
    const queries = await countQueries(t.db, async () => {
      courses = (await t.app.inject({ method: 'GET', url: '/api/courses' })).json().courses;
    });
    expect(courses).toHaveLength(8);
    expect(queries).toBe(1);
  });

  it('never shows the course videos', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(response.body).not.toContain('owned-only.mp4');
  });
});

describe('course detail', () => {
  it('answers a one-item array on both addresses, by spaced or hyphenated title', async () => {
    for (const url of ['/api/get/course/Radici-e-ali', '/api/course/Radici%20e%20ali', '/api/course/radici-E-ALI/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const [course, ...rest] = CourseDetailResponse.parse(response.json());
      expect(rest).toEqual([]);
      expect(course).toMatchObject({
        title: 'Radici e ali',
        description: weekend.description,
        duration: 3,
        peopleInterested: 2,
        facilitators: [
          {
            idMember: member.id,
            name: 'Giulia',
            surname: 'Ferrante',
            fileUrl: null,
            description: member.description,
            website: 'https://example.com/giulia',
          },
        ],
      });
      expect(response.body).not.toContain('owned-only.mp4');
    }
  });

  it('counts a course without an end date as one day, and an undated one as no duration', async () => {
    const oneDay = await t.app.inject({ method: 'GET', url: '/api/course/Parlare-con-il-cuore' });
    expect(oneDay.json()[0]).toMatchObject({ duration: 1, facilitators: [] });
    const undated = await t.app.inject({ method: 'GET', url: '/api/course/Oltre-la-paura' });
    expect(undated.json()[0]).toMatchObject({ duration: null, date: null });
  });

  it('answers 404 with the page text for an unknown title', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/course/Corso-che-non-esiste' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Corso non trovato', error: 'NOT_FOUND' });
  });
});

describe('calendar', () => {
  it('lists only dated courses, each with its detail link', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get/courses' });
    expect(response.statusCode).toBe(200);
    const events = CalendarResponse.parse(response.json());
    expect(events.map((e) => e.title)).not.toContain('Oltre la paura');
    expect(events.find((e) => e.title === 'Radici e ali')).toEqual({
      title: 'Radici e ali',
      intro: weekend.intro,
      author: 'Giulia Ferrante',
      price: 280,
      category: 'AUTOSTIMA',
      link: '/courseDetail/Radici-e-ali',
      location: weekend.location,
      date: '2030-05-10',
      dateFine: '2030-05-12',
    });
  });

  it('links to a page that finds the course', async () => {
    const events = CalendarResponse.parse((await t.app.inject({ method: 'GET', url: '/api/get/courses' })).json());
    for (const event of events) {
      const title = event.link.replace('/courseDetail/', '');
      expect((await t.app.inject({ method: 'GET', url: `/api/course/${title}` })).statusCode, title).toBe(200);
    }
  });
});
