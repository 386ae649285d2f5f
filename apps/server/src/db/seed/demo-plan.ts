// File and folder names follow the rule of a landing page's address: lower-case ASCII words joined by hyphens.
import { normalizeLandingSlug as slugify } from '@cammini/contract';
import type { articles, courses, faqs, lessons, members, onlineCourses, reviews, topics } from '../schema/index.js';
import { demoArticles } from './demo-articles.js';
import { demoCourses } from './demo-courses.js';
import { demoFaqs, demoReviews } from './demo-faqs-reviews.js';
import { avatarJob, coverJob, type ImageJob, type ImageKind, jobUrl } from './demo-images.js';
import { planCourseVideo, planHeroVideo, planLesson, planTrailer, type VideoCopy } from './demo-media.js';
import { demoMembers, memberFullName } from './demo-members.js';
import { demoOnlineCourses } from './demo-online-courses.js';
import { demoTopics } from './demo-topics.js';

/** Rows still waiting for the ids they point at (the author member, the online course). */
type CourseRow = Omit<typeof courses.$inferInsert, 'authorMemberId'>;
type OnlineCourseRow = Omit<typeof onlineCourses.$inferInsert, 'authorMemberId'>;
type LessonRow = Omit<typeof lessons.$inferInsert, 'onlineCourseId'>;

/** Everything the seed writes: database rows, pictures to draw and clips to copy. */
export interface DemoPlan {
  topics: (typeof topics.$inferInsert)[];
  members: (typeof members.$inferInsert)[];
  articles: (typeof articles.$inferInsert)[];
  courses: CourseRow[];
  onlineCourses: { course: OnlineCourseRow; lessons: LessonRow[] }[];
  faqs: (typeof faqs.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  images: ImageJob[];
  videos: VideoCopy[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (today: Date, days: number) => new Date(today.getTime() - days * DAY_MS);

/** The calendar date `days` after `today`, as YYYY-MM-DD in local time (what a visitor calls "today"). */
export function isoDateAfter(today: Date, days: number): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A Google Maps search for the place, as the course form's location field expects. */
export const mapsSearchUrl = (place: string) =>
  `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: place })}`;

/** Adds a cover job for the title and answers its public URL. */
function cover(images: ImageJob[], kind: ImageKind, title: string, suffix = ''): string {
  const job = coverJob(kind, `${slugify(title)}${suffix}`, `${title}${suffix}`);
  images.push(job);
  return jobUrl(job);
}

function planCourses(images: ImageJob[], videos: VideoCopy[], today: Date): CourseRow[] {
  return demoCourses.map(({ place, startsInDays, days, extraImages, ...course }, index) => ({
    ...course,
    videos: [planCourseVideo(slugify(course.title), index)].map((video) => {
      videos.push(video.copy);
      return video.stored;
    }),
    location: mapsSearchUrl(place),
    dateMode: 'scegliData' as const,
    startDate: isoDateAfter(today, startsInDays),
    endDate: isoDateAfter(today, startsInDays + days - 1),
    coverImage: cover(images, 'courses', course.title),
    images: Array.from({ length: extraImages }, (_, i) => cover(images, 'courses', course.title, `-${i + 2}`)),
  }));
}

function planOnlineCourses(images: ImageJob[], videos: VideoCopy[]): DemoPlan['onlineCourses'] {
  return demoOnlineCourses.map(({ lessons: lessonTitles, ...course }, index) => {
    const slug = slugify(course.title);
    const trailer = planTrailer(slug, index);
    videos.push(trailer.copy);
    const lessonRows = lessonTitles.map((title, i) => {
      const lesson = planLesson(slug, i + 1);
      videos.push(lesson.copy);
      return { position: i + 1, title, videoPath: lesson.stored, durationSeconds: lesson.durationSeconds };
    });
    const row = { ...course, coverImage: cover(images, 'online-courses', course.title), mainVideo: trailer.stored };
    return { course: row, lessons: lessonRows };
  });
}

export function planDemoContent(options: { today: Date }): DemoPlan {
  const { today } = options;
  const images: ImageJob[] = [];
  const videos: VideoCopy[] = [planHeroVideo().copy];

  const memberRows = demoMembers.map(({ hair, ...member }) => {
    const job = avatarJob(slugify(memberFullName(member)), memberFullName(member), hair);
    images.push(job);
    return { ...member, fileUrl: jobUrl(job) };
  });

  return {
    topics: demoTopics.map((topic) => ({ ...topic, fileUrl: cover(images, 'topics', topic.title) })),
    members: memberRows,
    articles: demoArticles.map(({ daysAgo, ...article }) => ({
      ...article,
      fileUrl: cover(images, 'articles', article.title),
      publishedAt: daysBefore(today, daysAgo),
    })),
    courses: planCourses(images, videos, today),
    onlineCourses: planOnlineCourses(images, videos),
    faqs: demoFaqs.map((faq, i) => ({ ...faq, position: i + 1 })),
    reviews: demoReviews.map(({ daysAgo, ...review }) => ({ ...review, createdAt: daysBefore(today, daysAgo) })),
    images,
    videos,
  };
}
