import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contactMessages } from '../../db/schema/contact.js';
import type { ContactMessageRow } from './contact.repository.js';

/** One page of the stored messages, newest first, with how many there are and how many are unread. */
export async function selectInboxPage(
  db: Executor,
  options: { limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number; unread: number }> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(options.limit)
    .offset(options.offset);
  const [all] = await db.select({ total: count() }).from(contactMessages);
  return { rows, total: all?.total ?? 0, unread: await countUnreadMessages(db) };
}

export async function countUnreadMessages(db: Executor): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row?.unread ?? 0;
}

/** Sets or clears the read mark; a message already read keeps the time it was first read. */
export async function updateMessageReadAt(
  db: Executor,
  id: number,
  readAt: Date | null,
): Promise<ContactMessageRow | undefined> {
  const [current] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!current) return undefined;
  if (readAt && current.readAt) return current;
  const [row] = await db.update(contactMessages).set({ readAt }).where(eq(contactMessages.id, id)).returning();
  return row;
}
