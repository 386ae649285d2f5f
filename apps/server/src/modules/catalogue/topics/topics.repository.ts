import { and, asc, eq, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { articles, courses, onlineCourses, topics } from '../../../db/schema/catalogue.js';
import { titleMatches } from '../../../lib/titles.js';
import { containsText } from '../shared/list-filters.js';

export type TopicRow = typeof topics.$inferSelect;

export async function selectTopics(db: Executor, options: { q?: string; limit: number }): Promise<TopicRow[]> {
  return db
    .select()
    .from(topics)
    .where(and(containsText(topics.title, options.q)))
    .orderBy(asc(topics.id))
    .limit(options.limit);
}

export async function findTopicById(db: Executor, id: number): Promise<TopicRow | undefined> {
  const [row] = await db.select().from(topics).where(eq(topics.id, id)).limit(1);
  return row;
}

/** Locks the topic an edit names, by id or by its current title, until the transaction ends. */
export async function lockTopic(db: Executor, target: { id?: number; title?: string }): Promise<TopicRow | undefined> {
  const byTitle = target.title ?? '';
  const [row] = await db
    .select()
    .from(topics)
    .where(target.id !== undefined ? eq(topics.id, target.id) : titleMatches(topics.title, byTitle))
    .limit(1)
    .for('update');
  return row;
}

/** Whether another topic already answers to this title (titles are compared by key). */
export async function topicTitleTaken(db: Executor, title: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(titleMatches(topics.title, title), exceptId === undefined ? undefined : ne(topics.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** The topic a category names (any case), as the topic spells it. */
export async function findTopicTitle(db: Executor, category: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: topics.title })
    .from(topics)
    .where(sql`lower(${topics.title}) = lower(cast(${category} as text))`)
    .orderBy(asc(topics.id))
    .limit(1);
  return row?.title;
}

export type TopicValues = Pick<typeof topics.$inferInsert, 'title' | 'description' | 'fileUrl'>;

export async function insertTopicRow(db: Executor, values: TopicValues): Promise<number> {
  const [row] = await db.insert(topics).values(values).returning({ id: topics.id });
  if (!row) throw new Error('topic not inserted');
  return row.id;
}

export async function updateTopicRow(db: Executor, id: number, values: TopicValues): Promise<void> {
  await db
    .update(topics)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(topics.id, id));
}

/**
 * Articles and courses name their topic by title (compared in any case): a renamed topic takes
 * them along, so its filters and pages keep finding them.
 */
export async function renameCategory(db: Executor, oldTitle: string, newTitle: string): Promise<void> {
  const filedUnder = (column: SQLWrapper) => sql`lower(${column}) = lower(cast(${oldTitle} as text))`;
  await db.update(articles).set({ category: newTitle }).where(filedUnder(articles.category));
  await db.update(courses).set({ category: newTitle }).where(filedUnder(courses.category));
  await db.update(onlineCourses).set({ category: newTitle }).where(filedUnder(onlineCourses.category));
}

/** The deleted row, or nothing when no topic had this id. */
export async function deleteTopicById(db: Executor, id: number): Promise<TopicRow | undefined> {
  const [row] = await db.delete(topics).where(eq(topics.id, id)).returning();
  return row;
}
