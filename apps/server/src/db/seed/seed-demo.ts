import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../client.js';
import {
  articles,
  courses,
  faqs,
  lessons,
  members,
  onlineCourses,
  reviews,
  siteSettings,
  topics,
} from '../schema/index.js';
import { writeDemoImages } from './demo-images.js';
import { copyDemoVideos, type SeedMediaWriter } from './demo-media.js';
import { memberFullName } from './demo-members.js';
import { type DemoPlan, planDemoContent } from './demo-plan.js';
import { demoSettings } from './demo-settings.js';
import { insertDemoWithdrawal } from './demo-withdrawal.js';

export type SeedDemoOptions = (
  | {
      /** The app's media storage (ctx.storage, or openMediaStorage of the configuration). */
      storage: SeedMediaWriter;
    }
  | {
      /** Public files, served under /uploads/. */
      uploadsDir: string;
      /** Files streamed only to their owners (lesson videos). */
      privateDir: string;
    }
) & {
  /** The day course dates are counted from; defaults to now. */
  today?: Date;
};

/** Any fixed number: several instances starting together on one PostgreSQL seed only once. */
const SEED_LOCK_KEY = 727_301;

async function hasAnyTopic(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: topics.id }).from(topics).limit(1);
  return rows.length > 0;
}

async function insertMembers(tx: Transaction, plan: DemoPlan): Promise<Map<string, number>> {
  const rows = await tx.insert(members).values(plan.members).returning();
  return new Map(rows.map((row) => [memberFullName(row), row.id]));
}

function memberIdOf(memberIds: Map<string, number>, author: string): number {
  const id = memberIds.get(author);
  if (id === undefined) throw new Error(`demo content: no member named ${author}`);
  return id;
}

async function insertOnlineCourses(tx: Transaction, plan: DemoPlan, memberIds: Map<string, number>): Promise<void> {
  for (const { course, lessons: lessonRows } of plan.onlineCourses) {
    const [inserted] = await tx
      .insert(onlineCourses)
      .values({ ...course, authorMemberId: memberIdOf(memberIds, course.author) })
      .returning({ id: onlineCourses.id });
    if (!inserted) throw new Error(`demo content: online course ${course.title} not inserted`);
    await tx.insert(lessons).values(lessonRows.map((lesson) => ({ ...lesson, onlineCourseId: inserted.id })));
  }
}

async function insertDemoRows(tx: Transaction, plan: DemoPlan, today: Date): Promise<void> {
  await tx.insert(topics).values(plan.topics);
  const memberIds = await insertMembers(tx, plan);
  await tx.insert(articles).values(plan.articles);
  await tx
    .insert(courses)
    .values(plan.courses.map((course) => ({ ...course, authorMemberId: memberIdOf(memberIds, course.author) })));
  await insertOnlineCourses(tx, plan, memberIds);
  await tx.insert(faqs).values(plan.faqs);
  await tx.insert(reviews).values(plan.reviews);
  await insertDemoWithdrawal(tx, today);
  // Details the admin already saved are never replaced by the demo's.
  await tx.insert(siteSettings).values({ id: 1, values: demoSettings }).onConflictDoNothing();
}

/** Plain folders, for tests that read the seeded files on disk (the seed's keys are its own, never a visitor's). */
function folderWriter(dirs: { uploadsDir: string; privateDir: string }): SeedMediaWriter {
  return {
    async write(area, key, source) {
      const file = path.join(area === 'public' ? dirs.uploadsDir : dirs.privateDir, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, source);
    },
  };
}

/**
 * Fills an empty database with demo content and its media. Does nothing when any topic exists,
 * so it never touches a database someone has started to use.
 */
export async function seedDemoContent(db: Database, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  if (await hasAnyTopic(db)) return { seeded: false };
  const today = options.today ?? new Date();
  const plan = planDemoContent({ today });
  const storage = 'storage' in options ? options.storage : folderWriter(options);
  // Files first, so no committed row ever points at a missing file; rewriting them is harmless.
  await Promise.all([writeDemoImages(plan.images, storage), copyDemoVideos(plan.videos, storage)]);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAnyTopic(tx)) return false;
    await insertDemoRows(tx, plan, today);
    return true;
  });
  return { seeded };
}
