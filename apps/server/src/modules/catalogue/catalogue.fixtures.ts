import type { Database } from '../../db/client.js';
import {
  articles,
  courses,
  enrolments,
  faqs,
  lessons,
  members,
  onlineCourses,
  reviews,
  topics,
} from '../../db/schema/index.js';

// Test-only inserts with plausible defaults; each call is unique unless a test fixes the title.
let sequence = 0;
const next = () => ++sequence;

export async function insertTopic(db: Database, values: Partial<typeof topics.$inferInsert> = {}) {
  const [row] = await db
    .insert(topics)
    .values({ title: `AREA ${next()}`, description: 'Uno spazio per crescere.', fileUrl: '/uploads/t.png', ...values })
    .returning();
  return row!;
}

export async function insertArticle(db: Database, values: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await db
    .insert(articles)
    .values({
      title: `Articolo ${next()}`,
      intro: 'Una breve introduzione.',
      content: '<p>Il testo.</p>',
      category: 'AUTOSTIMA',
      fileUrl: '/uploads/a.png',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertMember(db: Database, values: Partial<typeof members.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(members)
    .values({
      name: `Nome${n}`,
      surname: `Cognome${n}`,
      description: 'Facilitatrice.',
      territory: 'Toscana',
      language: 'Italiano',
      phoneNumber: '+39 333 000 0000',
      email: `membro${n}@example.com`,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertCourse(db: Database, values: Partial<typeof courses.$inferInsert> = {}) {
  const [row] = await db
    .insert(courses)
    .values({
      title: `Percorso ${next()}`,
      category: 'AUTOSTIMA',
      intro: 'Un weekend insieme.',
      description: 'Due giornate di lavoro su di sé.',
      author: 'Giulia Ferrante',
      priceCents: 28000,
      affiliatePriceCents: 2800,
      facilitatorPriceCents: 7000,
      location: 'https://www.google.com/maps/search/?api=1&query=Siena',
      startDate: '2030-05-10',
      endDate: '2030-05-11',
      coverImage: '/uploads/c.png',
      images: ['/uploads/c-2.png', '/uploads/c-3.png'],
      videos: ['course-videos/owned-only.mp4'],
      ...values,
    })
    .returning();
  return row!;
}

export async function insertOnlineCourse(
  db: Database,
  values: Partial<typeof onlineCourses.$inferInsert> = {},
  lessonCount = 2,
) {
  const [row] = await db
    .insert(onlineCourses)
    .values({
      title: `Meditazione ${next()}`,
      category: 'BENESSERE',
      intro: 'Pratiche guidate.',
      description: 'Quattro meditazioni.',
      author: 'Davide Conti',
      priceCents: 5900,
      affiliatePriceCents: 600,
      facilitatorPriceCents: 1500,
      coverImage: '/uploads/o.png',
      mainVideo: '/uploads/seed/videos/trailer.mp4',
      ...values,
    })
    .returning();
  const course = row!;
  if (lessonCount > 0) {
    await db.insert(lessons).values(
      Array.from({ length: lessonCount }, (_, i) => ({
        onlineCourseId: course.id,
        position: i + 1,
        title: `Lezione ${i + 1}`,
        videoPath: `lessons/course-${course.id}/${i + 1}.mp4`,
        durationSeconds: 420,
      })),
    );
  }
  return course;
}

export async function insertFaq(db: Database, values: Partial<typeof faqs.$inferInsert> = {}) {
  const [row] = await db
    .insert(faqs)
    .values({ question: `Domanda ${next()}?`, answer: 'Risposta.', ...values })
    .returning();
  return row!;
}

export async function insertReview(db: Database, values: Partial<typeof reviews.$inferInsert> = {}) {
  const [row] = await db
    .insert(reviews)
    .values({ name: 'Anna', surname: 'Neri', rating: 5, review: 'Un percorso che mi ha cambiato.', ...values })
    .returning();
  return row!;
}

export async function enrol(db: Database, userId: number, course: { courseId?: number; onlineCourseId?: number }) {
  await db.insert(enrolments).values({ userId, ...course });
}

/** How many statements `run` sends to the database (PGlite or pg: both go through `$client.query`). */
export async function countQueries(db: Database, run: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const wasOwn = Object.hasOwn(client, 'query');
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    if (wasOwn) client.query = original;
    else delete (client as { query?: unknown }).query;
  }
  return count;
}
