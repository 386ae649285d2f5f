import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { topics } from '../../db/schema/index.js';
import { containsText } from './list-filters.js';

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

export async function deleteTopicById(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(topics).where(eq(topics.id, id)).returning({ id: topics.id });
  return deleted.length > 0;
}
