import { OnlineCourseDetailResponse, OnlineCourseListResponse } from '@cammini/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countQueries, insertMember, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { buildTestApp, type TestApp } from '../../../../test/support/app.js';
import { lessons } from '../../../db/schema/index.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof insertMember>>;
let breathing: Awaited<ReturnType<typeof insertOnlineCourse>>;

beforeAll(async () => {
  t = await buildTestApp();
  member = await insertMember(t.db, { name: 'Marco', surname: 'Bellini', fileUrl: '/uploads/m.png' });
  breathing = await insertOnlineCourse(t.db, { title: 'Respira e rilassa', authorMemberId: member.id }, 3);
  await insertOnlineCourse(t.db, { title: 'Abbondanza quotidiana', category: 'PROSPERITA E ABBONDANZA' }, 0);
});
beforeEach(() => {
  t.app.publicCache.clear();
});
afterAll(async () => {
  await t.close();
});

describe('online course list', () => {
  it('lists the courses by title with their lesson counts and prices in euros', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/onlinecourses/' });
    expect(response.statusCode).toBe(200);
    const { onlinecourses } = OnlineCourseListResponse.parse(response.json());
    expect(onlinecourses.map((c) => [c.title, c.lessonsCount])).toEqual([
      ['Abbondanza quotidiana', 0],
      ['Respira e rilassa', 3],
    ]);
    expect(onlinecourses[1]).toEqual({
      id: breathing.id,
      title: 'Respira e rilassa',
      category: 'BENESSERE',
      intro: breathing.intro,
      description: breathing.description,
      price: 59,
      facilitatorPrice: 15,
      affiliatePrice: 6,
      author: 'Davide Conti',
      immagineCopertina: '/uploads/o.png',
      mainVideo: '/uploads/seed/videos/trailer.mp4',
      lessonsCount: 3,
    });
  });

  it('searches the title and filters the topic', async () => {
    const byTitle = await t.app.inject({ method: 'GET', url: '/api/onlinecourses?q=RESPIRA' });
    expect(byTitle.json().onlinecourses.map((c: { title: string }) => c.title)).toEqual(['Respira e rilassa']);
    const byTopic = await t.app.inject({ method: 'GET', url: '/api/onlinecourses?filter=prosperita%20e%20abbondanza' });
    expect(byTopic.json().onlinecourses.map((c: { title: string }) => c.title)).toEqual(['Abbondanza quotidiana']);
  });

  it('counts the lessons of every course in one query', async () => {
    for (let i = 0; i < 4; i += 1) await insertOnlineCourse(t.db, {}, 2);
    let count = 0;
    const queries = await countQueries(t.db, async () => {
      count = (await t.app.inject({ method: 'GET', url: '/api/onlinecourses' })).json().onlinecourses.length;
    });
    expect(count).toBe(6);
    expect(queries).toBe(1);
  });
});

describe('online course page', () => {
  it('shows the course, its lessons in order and its facilitator on both addresses', async () => {
    for (const url of ['/api/onlinecourse/Respira-e-rilassa', '/api/onlinecoursedetail/respira%20e%20rilassa/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const { onlinecourse } = OnlineCourseDetailResponse.parse(response.json());
      expect(onlinecourse).toMatchObject({ title: 'Respira e rilassa', lessonsCount: 3, price: 59 });
      expect(onlinecourse.lessons).toEqual([
        { position: 1, title: 'Lezione 1', durationSeconds: 420 },
        { position: 2, title: 'Lezione 2', durationSeconds: 420 },
        { position: 3, title: 'Lezione 3', durationSeconds: 420 },
      ]);
      expect(onlinecourse.member).toEqual({
        idMember: member.id,
        name: 'Marco',
        surname: 'Bellini',
        fileUrl: '/uploads/m.png',
        description: member.description,
        website: null,
      });
    }
  });

  it('never reveals where a lesson video is stored', async () => {
    const stored = await t.db.select({ videoPath: lessons.videoPath }).from(lessons);
    const urls = [
      '/api/onlinecourses',
      '/api/onlinecourse/Respira-e-rilassa',
      '/api/onlinecoursedetail/Respira-e-rilassa',
    ];
    for (const url of urls) {
      const { body } = await t.app.inject({ method: 'GET', url });
      expect(body).not.toContain('lessons/');
      expect(body).not.toMatch(/\/\d+\.mp4/);
      for (const { videoPath } of stored) expect(body).not.toContain(videoPath);
    }
  });

  it('has no member block when the course names no facilitator', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/onlinecourse/Abbondanza-quotidiana' });
    expect(response.json().onlinecourse).toMatchObject({ member: null, lessons: [], lessonsCount: 0 });
  });

  it('answers 404 for an unknown title', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/onlinecoursedetail/Nessun-corso' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('NOT_FOUND');
  });
});
