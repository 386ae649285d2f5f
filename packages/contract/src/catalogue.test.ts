import { describe, expect, it } from 'vitest';
import {
  ArticleListQuery,
  CATALOGUE_LIST_MAX,
  CourseDetail,
  DeleteByIdBody,
  DeleteByTitleBody,
  DeleteMemberBody,
  IdParams,
  ListQuery,
  MemberCourse,
  OnlineCourseDetail,
  TitleParams,
} from './catalogue.js';
import { ARTICLES_PAGE_DEFAULT } from './limits.js';

describe('list queries', () => {
  it('trims the search and treats an empty one as none', () => {
    expect(ListQuery.parse({ q: '  respiro ', filter: '' })).toEqual({
      q: 'respiro',
      filter: undefined,
      limit: CATALOGUE_LIST_MAX,
    });
    expect(ListQuery.parse({})).toEqual({ q: undefined, filter: undefined, limit: CATALOGUE_LIST_MAX });
    expect(ListQuery.parse({ limit: '3' })).toMatchObject({ limit: 3 });
    for (const limit of ['0', '-1', '2.5', 'x', String(CATALOGUE_LIST_MAX + 1)]) {
      expect(ListQuery.safeParse({ limit }).success, limit).toBe(false);
    }
  });

  it('drops parameters it does not know', () => {
    expect(ListQuery.parse({ q: 'a', _: '123' })).not.toHaveProperty('_');
  });

  it('pages articles by 100 by default and at most by 200', () => {
    expect(ArticleListQuery.parse({})).toMatchObject({ limit: ARTICLES_PAGE_DEFAULT, offset: 0 });
    expect(ArticleListQuery.parse({ limit: '20', offset: '40' })).toMatchObject({ limit: 20, offset: 40 });
    for (const bad of [{ limit: '0' }, { limit: '201' }, { offset: '-1' }, { limit: 'tanti' }]) {
      expect(ArticleListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses a search longer than 100 characters', () => {
    expect(ListQuery.safeParse({ q: 'a'.repeat(101) }).success).toBe(false);
  });
});

describe('ids and titles', () => {
  it('reads a numeric id from the URL and refuses anything else', () => {
    expect(IdParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '1.5', '-1', '0', '', '99999999999', '1e3']) {
      expect(IdParams.safeParse({ id }).success, id).toBe(false);
    }
  });

  it('accepts an id in a body as a number or a numeric string', () => {
    expect(DeleteByIdBody.parse({ id: 7 })).toEqual({ id: 7 });
    expect(DeleteByIdBody.parse({ id: ' 7 ' })).toEqual({ id: 7 });
    for (const id of [0, -1, 1.5, 'sette', true, null, 2_147_483_648]) {
      expect(DeleteByIdBody.safeParse({ id }).success, String(id)).toBe(false);
    }
  });

  it('trims titles and names and requires them', () => {
    expect(DeleteByTitleBody.parse({ title: ' Radici e ali ' })).toEqual({ title: 'Radici e ali' });
    expect(DeleteByTitleBody.safeParse({ title: '   ' }).success).toBe(false);
    expect(TitleParams.safeParse({ title: 'x'.repeat(301) }).success).toBe(false);
    expect(DeleteMemberBody.parse({ name: ' Giulia', surname: 'Ferrante ' })).toEqual({
      name: 'Giulia',
      surname: 'Ferrante',
    });
    expect(DeleteMemberBody.safeParse({ name: 'Giulia' }).success).toBe(false);
  });
});

describe('answers', () => {
  const card = {
    idMember: 1,
    name: 'Giulia',
    surname: 'Ferrante',
    fileUrl: null,
    description: 'Counselor',
    website: null,
  };

  it('keeps only the allowed fields of an online course page: no lesson videos', () => {
    const parsed = OnlineCourseDetail.parse({
      id: 1,
      title: 'Respira e rilassa',
      category: 'BENESSERE',
      intro: 'Tre pratiche',
      description: 'Un piccolo corso',
      price: 39,
      facilitatorPrice: 10,
      affiliatePrice: 4,
      author: 'Marco Bellini',
      immagineCopertina: null,
      mainVideo: '/uploads/seed/videos/trailer.mp4',
      lessonsCount: 1,
      lessons: [{ position: 1, title: 'Il respiro quadrato', durationSeconds: 7, videoPath: 'lessons/respira/1.mp4' }],
      member: card,
    });
    expect(JSON.stringify(parsed)).not.toContain('lessons/');
  });

  it('describes a course page with its facilitators and duration', () => {
    const course = {
      id: 1,
      idCourse: 1,
      title: 'Radici e ali',
      category: 'AUTOSTIMA',
      intro: 'Un weekend',
      author: 'Giulia Ferrante',
      price: 280,
      facilitatorPrice: 70,
      affiliatePrice: 28,
      location: 'https://maps.example',
      date: '2030-05-10',
      dateFine: null,
      dateMode: 'scegliData',
      immagineCopertina: null,
      immaginiRappresentative: [],
      freeCancellation: false,
      peopleInterested: 0,
      seats: 12,
      seatsLeft: 3,
      description: 'Due giornate',
      startTime: null,
      endTime: null,
      placeName: null,
      placeAddress: null,
      duration: 1,
      facilitators: [card],
      tookPlace: false,
      nextCourse: null,
      videos: ['private.mp4'],
    };
    expect(CourseDetail.parse(course)).not.toHaveProperty('videos');
    expect(CourseDetail.safeParse({ ...course, date: '10/05/2030' }).success).toBe(false);
    expect(CourseDetail.safeParse({ ...course, seatsLeft: -1 }).success).toBe(false);
  });

  it('tells in-person and online courses of a member apart', () => {
    const online = {
      kind: 'onlineCourse',
      idCourse: 4,
      title: 'Meditazioni',
      fileUrl: null,
      location: null,
      placeName: null,
      date: null,
      price: 59,
      link: '/onlinecoursedetail/Meditazioni',
    };
    expect(MemberCourse.parse(online)).toEqual(online);
    expect(MemberCourse.safeParse({ ...online, kind: 'webinar' }).success).toBe(false);
  });
});
