import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { selectOldestFirst } from '../../db/oldest-first.js';
import { contactMessages } from '../../db/schema/contact.js';

/** The contact messages the account sent while logged in: those are its own, whatever address they give. */
export async function selectMessagesSentBy(db: Executor, userId: number) {
  return selectOldestFirst(db, contactMessages, eq(contactMessages.userId, userId), contactMessages.createdAt);
}

/**
 * The messages the account sent while logged in. One someone sent logged out with the account's address
 * is not the account's (anyone can type an address): it stays in the owner's inbox.
 */
export async function deleteMessagesSentBy(db: Executor, userId: number): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.userId, userId));
}
