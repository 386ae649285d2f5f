import type { Executor } from '../../db/client.js';
import { contactMessages } from '../../db/schema/contact.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Executor,
  values: {
    kind: ContactMessageRow['kind'];
    email: string;
    /** The account whose session sent it; null when sent logged out. */
    userId: number | null;
    fields: Record<string, unknown>;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not stored');
  return row.id;
}
