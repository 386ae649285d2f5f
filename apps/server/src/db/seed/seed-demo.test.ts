import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FOUNDING_TOPIC_TITLES, isValidIban, isValidTaxCode } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/database.js';
import { verifyPassword } from '../../modules/accounts/password-hashing.js';
import { getBalance } from '../../modules/earnings/earnings.service.js';
import { reviewCreditsOf } from '../../modules/withdrawal-review/credits-at-stake.js';
import type { DatabaseHandle } from '../client.js';
import {
  articles,
  courses,
  enrolments,
  faqs,
  lessons,
  members,
  onlineCourses,
  orderNumberCounters,
  orders,
  reviews,
  topics,
  users,
  withdrawals,
} from '../schema/index.js';
import { DEMO_HERO_VIDEO_URL } from './demo-media.js';
import { isoDateAfter } from './demo-plan.js';
import { seedDemoContent } from './seed-demo.js';

const TODAY = new Date(2025, 5, 14, 10, 30);
const THREE_MONTHS_LATER = isoDateAfter(new Date(TODAY.getFullYear(), TODAY.getMonth() + 3, TODAY.getDate()), 0);

let handle: DatabaseHandle;
let root: string;
let uploadsDir: string;
let privateDir: string;

async function readAll(db: DatabaseHandle['db']) {
  return {
    topics: await db.select().from(topics),
    members: await db.select().from(members),
    articles: await db.select().from(articles),
    courses: await db.select().from(courses),
    onlineCourses: await db.select().from(onlineCourses),
    lessons: await db.select().from(lessons),
    faqs: await db.select().from(faqs),
    reviews: await db.select().from(reviews),
  };
}

/** Every file under a folder with its modification time, to prove a second seed writes nothing. */
async function snapshotFiles(dir: string): Promise<Record<string, number>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await stat(file)).mtimeMs] as const)));
}

const publicFile = (url: string) => path.join(uploadsDir, ...url.replace(/^\/uploads\//, '').split('/'));
const wordCount = (text: string) => text.trim().split(/\s+/).length;

let content: Awaited<ReturnType<typeof readAll>>;

beforeAll(async () => {
  handle = await openTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'cammini-seed-'));
  uploadsDir = path.join(root, 'uploads');
  privateDir = path.join(root, 'private');
  expect(await seedDemoContent(handle.db, { uploadsDir, privateDir, today: TODAY })).toEqual({ seeded: true });
  content = await readAll(handle.db);
});

afterAll(async () => {
  await handle?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('seedDemoContent', () => {
  it('seeds the nine areas of the site', () => {
    expect(content.topics.map((topic) => topic.title).sort()).toEqual([...FOUNDING_TOPIC_TITLES].sort());
  });

  it('seeds members, articles, courses, FAQs and reviews', () => {
    expect(content.members).toHaveLength(4);
    expect(content.articles.length).toBeGreaterThanOrEqual(6);
    expect(content.courses).toHaveLength(6);
    expect(content.onlineCourses).toHaveLength(4);
    expect(content.faqs.map((faq) => faq.position).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(content.reviews).toHaveLength(6);
    expect(content.reviews.every((review) => review.rating >= 4 && review.rating <= 5)).toBe(true);
  });

  it('files every article, course and online course under an existing topic title', () => {
    const titles = new Set(content.topics.map((topic) => topic.title));
    const categories = [...content.articles, ...content.courses, ...content.onlineCourses].map((item) => item.category);
    expect(categories.filter((category) => !titles.has(category))).toEqual([]);
  });

  it('keeps article intros within 15 words', () => {
    expect(content.articles.filter((article) => wordCount(article.intro) > 15)).toEqual([]);
  });

  it('uses titles without hyphens, since URLs turn spaces into hyphens', () => {
    const titles = [...content.articles, ...content.courses, ...content.onlineCourses].map((item) => item.title);
    expect(titles.filter((title) => title.includes('-'))).toEqual([]);
  });

  it('dates every in-person course within the next three months', () => {
    for (const course of content.courses) {
      expect(course.dateMode).toBe('scegliData');
      expect(course.startDate! > isoDateAfter(TODAY, 0)).toBe(true);
      expect(course.startDate! <= THREE_MONTHS_LATER).toBe(true);
      expect(course.endDate! >= course.startDate!).toBe(true);
      expect(course.endDate! <= isoDateAfter(new Date(`${course.startDate}T12:00:00`), 2)).toBe(true);
    }
  });

  it('links every course to its author member and prices deposits below the price', () => {
    const names = new Map(content.members.map((member) => [member.id, `${member.name} ${member.surname}`]));
    for (const course of [...content.courses, ...content.onlineCourses]) {
      expect(names.get(course.authorMemberId ?? -1)).toBe(course.author);
      expect(course.affiliatePriceCents).toBeGreaterThan(0);
      expect(course.facilitatorPriceCents).toBeLessThan(course.priceCents);
    }
    expect(content.courses.every((course) => course.location.startsWith('https://www.google.com/maps/search/'))).toBe(
      true,
    );
  });

  it('gives every online course at least three lessons numbered from 1', () => {
    for (const course of content.onlineCourses) {
      const positions = content.lessons
        .filter((lesson) => lesson.onlineCourseId === course.id)
        .map((lesson) => lesson.position)
        .sort((a, b) => a - b);
      expect(positions.length).toBeGreaterThanOrEqual(3);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }
  });

  it('writes every referenced picture and video', async () => {
    const publicUrls = [
      DEMO_HERO_VIDEO_URL,
      ...[...content.topics, ...content.members, ...content.articles].map((item) => item.fileUrl),
      ...content.courses.flatMap((course) => [course.coverImage, ...course.images]),
      ...content.onlineCourses.flatMap((course) => [course.coverImage, course.mainVideo]),
    ];
    expect(publicUrls.every((url) => url?.startsWith('/uploads/seed/'))).toBe(true);
    const files = [
      ...publicUrls.map((url) => publicFile(url ?? '')),
      ...content.lessons.map((lesson) => path.join(privateDir, lesson.videoPath)),
      ...content.courses.flatMap((course) => course.videos.map((key) => path.join(privateDir, key))),
    ];
    const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
    expect(sizes.every((size) => size > 0)).toBe(true);
  });

  it('keeps pictures small and lesson videos out of the public folder', async () => {
    const covers = content.courses.flatMap((course) => [course.coverImage, ...course.images]);
    const sizes = await Promise.all(covers.map(async (url) => (await stat(publicFile(url ?? ''))).size));
    expect(Math.max(...sizes)).toBeLessThan(40_000);
    expect(content.lessons.every((lesson) => lesson.videoPath.startsWith('lessons/'))).toBe(true);
  });

  it("writes the in-person courses' videos privately: buyers stream them through signed addresses", async () => {
    const keys = content.courses.flatMap((course) => course.videos);
    expect(keys.length).toBe(content.courses.length);
    expect(keys.every((key) => key.startsWith('courses/') && !key.startsWith('/'))).toBe(true);
    for (const key of keys) {
      expect((await stat(path.join(privateDir, key))).size).toBeGreaterThan(0);
      await expect(stat(path.join(uploadsDir, key))).rejects.toThrow();
    }
  });

  it('seeds one withdrawal request for the back office, covered by referral credits long final', async () => {
    const requests = await handle.db.select().from(withdrawals);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ status: 'In attesa', amountCents: 2100, iban: 'IT60X0542811101000000123456' });
    expect(isValidIban(request!.iban)).toBe(true);
    const [customer] = await handle.db.select().from(users).where(eq(users.id, request!.userId));
    expect(customer).toMatchObject({ name: 'Sara', surname: 'Colombo', docVerified: true, group: 'user' });
    expect(isValidTaxCode(customer!.taxCode ?? '')).toBe(true);
    // The request holds her whole balance, whose credits no refund or cancellation can reverse any more.
    const balance = await getBalance(handle.db, customer!.id, TODAY);
    expect(balance).toMatchObject({ referralCents: 2100, withdrawnCents: 2100, availableCents: 0, pendingCents: 0 });
    const review = (await reviewCreditsOf(handle.db, [customer!.id], TODAY)).get(customer!.id);
    expect(review).toEqual({ reversible: { amount: 0, available: 0, credits: [] }, sharedDetails: [] });
  });

  it("seeds the invited friend's paid orders with their numbers, enrolments and the year's counter", async () => {
    const paid = await handle.db.select().from(orders);
    expect(paid.map((order) => [order.number, order.status, order.courseTitle])).toEqual([
      ['2025-0001', 'paid', 'Il tuo potere personale'],
      ['2025-0002', 'paid', 'Abbondanza quotidiana'],
    ]);
    expect(await handle.db.select().from(orderNumberCounters)).toEqual([{ year: 2025, last: 2 }]);
    const owned = await handle.db.select().from(enrolments);
    expect(owned.map((enrolment) => enrolment.orderId).sort()).toEqual(paid.map((order) => order.id).sort());
  });

  it('gives the demo customers no password anyone could log in with', async () => {
    const customers = await handle.db.select().from(users);
    expect(customers.map((customer) => customer.email).sort()).toEqual([
      'luca.moretti@example.com',
      'sara.colombo@example.com',
    ]);
    for (const customer of customers) {
      expect(await verifyPassword(customer.passwordHash, '')).toBe(false);
      expect(await verifyPassword(customer.passwordHash, customer.passwordHash)).toBe(false);
    }
  });

  it('does nothing on a database that already has content', async () => {
    const filesBefore = await snapshotFiles(root);
    expect(await seedDemoContent(handle.db, { uploadsDir, privateDir, today: TODAY })).toEqual({ seeded: false });
    expect(await readAll(handle.db)).toEqual(content);
    expect(await snapshotFiles(root)).toEqual(filesBefore);
  });
});
