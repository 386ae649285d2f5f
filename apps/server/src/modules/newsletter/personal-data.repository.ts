import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/newsletter.js';

export async function findSubscription(db: Executor, email: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

export async function deleteSubscription(db: Executor, email: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}
