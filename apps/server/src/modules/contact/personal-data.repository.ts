import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contactMessages } from '../../db/schema/contact.js';

/** The contact messages the account sent while logged in: those are its own, whatever address they give. */
export async function selectMessagesSentBy(db: Executor, userId: number) {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}

/**
 * The messages the account sent while logged in. One someone sent logged out with the account's address
 * is not the account's (anyone can type an address): it stays in the owner's inbox.
 */
export async function deleteMessagesSentBy(db: Executor, userId: number): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.userId, userId));
}
