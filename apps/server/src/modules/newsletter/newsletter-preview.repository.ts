import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/newsletter.js';

/** Subscribers a newsletter sent now would reach: those who confirmed and did not leave. */
export async function countConfirmedSubscribers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'));
  return Number(row?.value ?? 0);
}
