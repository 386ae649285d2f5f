import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { articles, courses, faqs, members, onlineCourses, reviews, topics } from '../src/db/schema/index.js';
import { TextMaker } from './bench-text.js';

/** The data set at 1x; every count is multiplied by the scale. */
export const BASE_SIZE = {
  topics: 12,
  articles: 1_000,
  courses: 200,
  onlineCourses: 100,
  members: 50,
  users: 5_000,
  orders: 20_000,
  reviews: 400,
  faqs: 20,
  subscribers: 1_000,
} as const;

export type DataSetSize = { [K in keyof typeof BASE_SIZE]: number };

export function sizeAt(scale: number): DataSetSize {
  const entries = Object.entries(BASE_SIZE).map(([key, count]) => [key, Math.round(count * scale)]);
  return Object.fromEntries(entries) as DataSetSize;
}

/** The last tenth of the in-person courses is never sold in the data set: checkouts buy those. */
export const unsoldCourseCount = (size: DataSetSize) => Math.max(1, Math.floor(size.courses / 10));

const BATCH = 250;
const DAY_MS = 86_400_000;
const TERRITORIES = [
  'Toscana',
  'Lombardia',
  'Lazio',
  'Piemonte',
  'Veneto',
  'Sicilia',
  'Puglia',
  'Emilia-Romagna',
] as const;
const NAMES = ['Giulia', 'Marco', 'Sara', 'Luca', 'Elena', 'Paolo', 'Chiara', 'Andrea', 'Anna', 'Davide'] as const;
const SURNAMES = [
  'Rossi',
  'Bianchi',
  'Ferrari',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
] as const;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export const memberEmail = (index: number) => `membro${index}@bench.test`;
const memberName = (index: number) => ({
  name: NAMES[index % NAMES.length] ?? 'Giulia',
  surname: `${SURNAMES[Math.floor(index / NAMES.length) % SURNAMES.length]} ${index}`,
});

/** Topics, members, articles, in-person and online courses with lessons, FAQ and reviews. */
export async function seedContent(db: Database, size: DataSetSize, now: Date): Promise<void> {
  const text = new TextMaker('bench content');
  const topicTitles = Array.from({ length: size.topics }, (_, i) => `${text.words(2).toUpperCase()} ${i + 1}`);
  await insertInBatches(
    topicTitles.map((title, i) => ({
      title,
      description: text.paragraph(3),
      fileUrl: `/uploads/bench/topic-${i}.webp`,
    })),
    (batch) => db.insert(topics).values(batch),
  );
  const category = (i: number) => topicTitles[i % topicTitles.length] ?? 'BENESSERE';

  const memberRows = Array.from({ length: size.members }, (_, i) => ({
    ...memberName(i),
    description: text.paragraph(5),
    fileUrl: `/uploads/bench/member-${i}.webp`,
    territory: TERRITORIES[i % TERRITORIES.length] ?? 'Toscana',
    language: 'Italiano',
    phoneNumber: `+39 333 000 ${String(i).padStart(4, '0')}`,
    email: memberEmail(i),
  }));
  const memberIds: number[] = [];
  await insertInBatches(memberRows, async (batch) => {
    const rows = await db.insert(members).values(batch).returning({ id: members.id });
    memberIds.push(...rows.map((row) => row.id));
  });
  const author = (i: number) => {
    const index = i % memberRows.length;
    const member = memberRows[index];
    return { author: member ? `${member.name} ${member.surname}` : '', authorMemberId: memberIds[index] ?? null };
  };

  await insertInBatches(
    Array.from({ length: size.articles }, (_, i) => ({
      title: text.title(i + 1),
      intro: text.words(text.int(8, 15)),
      content: text.html(text.int(4, 8)),
      category: category(i),
      fileUrl: `/uploads/bench/article-${i}.webp`,
      // Newest first is the blog's order: one a day, a few hours apart, never two at the same instant.
      publishedAt: new Date(now.getTime() - i * 7 * 3_600_000),
    })),
    (batch) => db.insert(articles).values(batch),
  );

  await insertInBatches(
    Array.from({ length: size.courses }, (_, i) => {
      const priceCents = text.int(6, 45) * 1000;
      const dated = i % 5 !== 4;
      const start = new Date(now.getTime() + (i % 365) * DAY_MS).toISOString().slice(0, 10);
      return {
        title: text.title(i + 1),
        category: category(i),
        intro: text.words(text.int(8, 15)),
        description: text.html(text.int(3, 5)),
        ...author(i),
        priceCents,
        affiliatePriceCents: priceCents / 10,
        facilitatorPriceCents: priceCents / 5,
        location: `${TERRITORIES[i % TERRITORIES.length]}, ${text.words(2)}`,
        dateMode: dated ? ('scegliData' as const) : ('daDefinirsi' as const),
        startDate: dated ? start : null,
        endDate: dated ? start : null,
        coverImage: `/uploads/bench/course-${i}.webp`,
        images: [1, 2, 3].map((n) => `/uploads/bench/course-${i}-${n}.webp`),
      };
    }),
    (batch) => db.insert(courses).values(batch),
  );

  await insertInBatches(
    Array.from({ length: size.onlineCourses }, (_, i) => {
      const priceCents = text.int(2, 15) * 1000;
      return {
        title: text.title(i + 1),
        category: category(i),
        intro: text.words(text.int(8, 15)),
        description: text.html(text.int(3, 5)),
        ...author(i + 3),
        priceCents,
        affiliatePriceCents: priceCents / 10,
        facilitatorPriceCents: priceCents / 5,
        coverImage: `/uploads/bench/online-${i}.webp`,
        mainVideo: `/uploads/bench/online-${i}.mp4`,
      };
    }),
    (batch) => db.insert(onlineCourses).values(batch),
  );
  await db.execute(sql`
    insert into lessons (online_course_id, position, title, video_path, duration_seconds)
    select oc.id, n, 'Lezione ' || n, 'lessons/bench-' || oc.id || '-' || n || '.mp4', 600 + n * 60
    from online_courses oc cross join generate_series(1, 5) n`);

  await insertInBatches(
    Array.from({ length: size.faqs }, (_, i) => ({
      question: `${text.sentence().slice(0, -1)}?`,
      answer: text.paragraph(3),
      position: i,
    })),
    (batch) => db.insert(faqs).values(batch),
  );
  await insertInBatches(
    Array.from({ length: size.reviews }, (_, i) => ({
      name: NAMES[i % NAMES.length] ?? 'Anna',
      surname: SURNAMES[i % SURNAMES.length] ?? 'Rossi',
      rating: 3 + (i % 3),
      review: text.paragraph(text.int(1, 3)),
      verifiedPurchase: i % 2 === 0,
      createdAt: new Date(now.getTime() - i * 3_600_000),
    })),
    (batch) => db.insert(reviews).values(batch),
  );
}
