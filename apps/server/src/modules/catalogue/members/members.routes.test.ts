import { MemberCoursesResponse, MemberListResponse, MemberResponse } from '@cammini/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCourse, insertMember, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import { useTestApp } from '../../../../test/support/app.js';

const t = useTestApp();
let giulia: Awaited<ReturnType<typeof insertMember>>;
let anna: Awaited<ReturnType<typeof insertMember>>;

beforeAll(async () => {
  giulia = await insertMember(t.db, {
    name: 'Giulia',
    surname: 'Ferrante',
    territory: 'Toscana',
    website: 'https://g.example',
  });
  anna = await insertMember(t.db, { name: 'Anna Maria', surname: 'De Luca', territory: 'Lazio' });
  await insertMember(t.db, { name: 'Marco', surname: 'Bellini', territory: 'Toscana' });
  await insertMember(t.db, { name: 'Sara', surname: 'Rinaldi', territory: 'Online' });
  await insertCourse(t.db, {
    title: 'Radici e ali',
    authorMemberId: giulia.id,
    startDate: '2030-05-10',
    priceCents: 28000,
    placeName: 'Agriturismo Il Poggio',
  });
  await insertCourse(t.db, { title: 'Senza data', authorMemberId: giulia.id, startDate: null, endDate: null });
  await insertCourse(t.db, { title: 'Di un altro membro', authorMemberId: anna.id });
  await insertOnlineCourse(t.db, {
    title: 'Meditazioni per ricominciare',
    authorMemberId: giulia.id,
    priceCents: 5900,
  });
});

const getJson = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

describe('members', () => {
  it('lists members by surname then name, with the fields of the members page', async () => {
    const { members } = MemberListResponse.parse(await getJson('/api/members/'));
    expect(members.map((m) => m.title)).toEqual([
      'Marco Bellini',
      'Anna Maria De Luca',
      'Giulia Ferrante',
      'Sara Rinaldi',
    ]);
    expect(members.find((m) => m.idMember === giulia.id)).toEqual({
      idMember: giulia.id,
      name: 'Giulia',
      surname: 'Ferrante',
      title: 'Giulia Ferrante',
      description: giulia.description,
      fileUrl: null,
      session: 'Toscana',
      language: 'Italiano',
      email: giulia.email,
      phoneNumber: giulia.phoneNumber,
      website: 'https://g.example',
    });
  });

  it('answers only the first members when asked for a few, the order kept', async () => {
    const { members } = MemberListResponse.parse(await getJson('/api/members?limit=2'));
    expect(members.map((m) => m.title)).toEqual(['Marco Bellini', 'Anna Maria De Luca']);
    expect((await getJson('/api/members?filter=toscana&limit=1')).members).toHaveLength(1);
  });

  it('searches the full name and filters the territory without regard to case', async () => {
    expect((await getJson('/api/members?q=maria%20de')).members.map((m: { name: string }) => m.name)).toEqual([
      'Anna Maria',
    ]);
    expect((await getJson('/api/members?filter=toscana')).members.map((m: { name: string }) => m.name)).toEqual([
      'Marco',
      'Giulia',
    ]);
  });

  it('lists the distinct territories in order, for the filter', async () => {
    expect(await getJson('/api/members/territories')).toEqual({ territories: ['Lazio', 'Online', 'Toscana'] });
  });

  it('shows one member by id', async () => {
    expect(MemberResponse.parse(await getJson(`/api/member/${anna.id}`)).member.title).toBe('Anna Maria De Luca');
    expect((await t.app.inject({ method: 'GET', url: '/api/member/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/member/anna' })).statusCode).toBe(400);
  });
});

describe('courses of a member', () => {
  it('lists in-person courses by date, then online courses without place or date', async () => {
    const courses = MemberCoursesResponse.parse(await getJson(`/api/members/${giulia.id}/courses`));
    expect(courses.map((c) => [c.kind, c.title])).toEqual([
      ['course', 'Radici e ali'],
      ['course', 'Senza data'],
      ['onlineCourse', 'Meditazioni per ricominciare'],
    ]);
    expect(courses[0]).toEqual({
      kind: 'course',
      idCourse: expect.any(Number),
      title: 'Radici e ali',
      fileUrl: '/uploads/c.png',
      location: expect.stringContaining('maps'),
      placeName: 'Agriturismo Il Poggio',
      date: '2030-05-10',
      price: 280,
      link: '/courseDetail/Radici-e-ali',
    });
    expect(courses[1]).toMatchObject({ placeName: null });
    expect(courses[2]).toMatchObject({
      location: null,
      placeName: null,
      date: null,
      price: 59,
      link: '/onlinecoursedetail/Meditazioni-per-ricominciare',
    });
  });

  it('finds the member by the name-surname of the links, in any case, with spaces or hyphens', async () => {
    for (const ref of [
      'Giulia-Ferrante',
      'giulia-ferrante',
      'Giulia%20Ferrante',
      'Anna-Maria-De-Luca',
      'anna%20maria-de%20luca',
    ]) {
      const courses = await getJson(`/api/members/${ref}/courses/`);
      expect(courses.length, ref).toBeGreaterThan(0);
    }
    expect((await getJson('/api/members/Anna-Maria-De-Luca/courses')).map((c: { title: string }) => c.title)).toEqual([
      'Di un altro membro',
    ]);
  });

  it('answers an empty list for a member without courses', async () => {
    expect(await getJson('/api/members/Sara-Rinaldi/courses')).toEqual([]);
  });

  it('answers 404 for an unknown member', async () => {
    for (const ref of ['999999', 'Nessuno-Sconosciuto', '99999999999']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/members/${ref}/courses` });
      expect(response.statusCode, ref).toBe(404);
      expect(response.json()).toEqual({ message: 'Membro non trovato', error: 'NOT_FOUND' });
    }
  });
});
