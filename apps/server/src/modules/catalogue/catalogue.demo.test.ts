import path from 'node:path';
import {
  ArticleDetailResponse,
  ArticleListResponse,
  CalendarResponse,
  CourseDetailResponse,
  CourseListResponse,
  FaqDetailResponse,
  FaqListResponse,
  MemberCoursesResponse,
  MemberListResponse,
  MemberResponse,
  OnlineCourseDetailResponse,
  OnlineCourseListResponse,
  ReviewListResponse,
  TerritoriesResponse,
  TopicListResponse,
  TopicResponse,
} from '@cammini/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { lessons } from '../../db/schema/index.js';
import { seedDemoContent } from '../../db/seed/seed-demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.db, {
    uploadsDir: path.join(t.dataDir, 'uploads'),
    privateDir: path.join(t.dataDir, 'private'),
  });
});
afterAll(async () => {
  await t.close();
});

async function getJson(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

describe('the demo content through the public API', () => {
  it('answers every list in the shape of the contract', async () => {
    expect(TopicListResponse.parse(await getJson('/get/topics/'))).toHaveLength(9);
    expect(ArticleListResponse.parse(await getJson('/api/articles')).articles.length).toBeGreaterThan(3);
    expect(CourseListResponse.parse(await getJson('/api/courses/')).courses.length).toBeGreaterThan(3);
    expect(CalendarResponse.parse(await getJson('/api/get/courses')).length).toBeGreaterThan(3);
    expect(OnlineCourseListResponse.parse(await getJson('/api/onlinecourses/')).onlinecourses.length).toBeGreaterThan(
      1,
    );
    expect(MemberListResponse.parse(await getJson('/api/members/')).members.length).toBeGreaterThan(1);
    expect(TerritoriesResponse.parse(await getJson('/api/members/territories')).territories).toContain('Toscana');
    expect(FaqListResponse.parse(await getJson('/api/faqs/')).faqs.length).toBeGreaterThan(1);
    expect(ReviewListResponse.parse(await getJson('/api/reviews')).reviews.length).toBeGreaterThan(1);
  });

  it('opens every item of every list by the link the site builds', async () => {
    const topics = TopicListResponse.parse(await getJson('/get/topics'));
    for (const topic of topics) TopicResponse.parse(await getJson(`/api/topic/${topic.idTopic}`));

    const { articles } = ArticleListResponse.parse(await getJson('/api/articles'));
    for (const article of articles) {
      const hyphenated = encodeURIComponent(article.title.replaceAll(' ', '-'));
      expect(ArticleDetailResponse.parse(await getJson(`/api/article/${hyphenated}`)).article.id).toBe(article.id);
    }

    for (const event of CalendarResponse.parse(await getJson('/api/get/courses'))) {
      const title = event.link.replace('/courseDetail/', '');
      expect(CourseDetailResponse.parse(await getJson(`/api/get/course/${title}`))[0]?.title).toBe(event.title);
    }

    const { onlinecourses } = OnlineCourseListResponse.parse(await getJson('/api/onlinecourses'));
    for (const course of onlinecourses) {
      const detail = OnlineCourseDetailResponse.parse(
        await getJson(`/api/onlinecourse/${encodeURIComponent(course.title)}`),
      );
      expect(detail.onlinecourse.lessons).toHaveLength(course.lessonsCount);
      expect(detail.onlinecourse.member).not.toBeNull();
    }

    const { members } = MemberListResponse.parse(await getJson('/api/members'));
    for (const member of members) {
      MemberResponse.parse(await getJson(`/api/member/${member.idMember}`));
      const slug = encodeURIComponent(`${member.name}-${member.surname}`);
      MemberCoursesResponse.parse(await getJson(`/api/members/${slug}/courses`));
    }

    for (const faq of FaqListResponse.parse(await getJson('/api/faqs')).faqs) {
      expect(FaqDetailResponse.parse(await getJson(`/api/faq/${faq.idFaq}`))).toEqual([faq]);
    }
  });

  it('never shows where a lesson video is stored', async () => {
    const stored = await t.db.select({ videoPath: lessons.videoPath }).from(lessons);
    expect(stored.length).toBeGreaterThan(0);
    const { onlinecourses } = await getJson('/api/onlinecourses');
    const bodies = [JSON.stringify(onlinecourses)];
    for (const course of onlinecourses) {
      for (const prefix of ['/api/onlinecourse/', '/api/onlinecoursedetail/']) {
        bodies.push((await t.app.inject({ method: 'GET', url: `${prefix}${encodeURIComponent(course.title)}` })).body);
      }
    }
    const members = (await getJson('/api/members')).members;
    for (const member of members) {
      bodies.push((await t.app.inject({ method: 'GET', url: `/api/members/${member.idMember}/courses` })).body);
    }
    for (const body of bodies) {
      expect(body).not.toContain('lessons/');
      for (const { videoPath } of stored) expect(body).not.toContain(videoPath);
    }
  });
});
