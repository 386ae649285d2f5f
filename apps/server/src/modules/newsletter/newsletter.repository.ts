import type { Language } from '@cammini/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/newsletter.js';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
type SubscriberChanges = Partial<Omit<typeof newsletterSubscribers.$inferInsert, 'id' | 'email'>>;

/** Creates the row unless the address has one; never fails on a concurrent subscribe. */
export async function insertSubscriberIfAbsent(
  db: Executor,
  values: { email: string; name: string | null; language: Language; unsubscribeToken: string },
): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

/** The row of an address, locked until the transaction ends. */
export async function lockSubscriberByEmail(db: Executor, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1)
    .for('update');
  return row;
}

export async function updateSubscriber(db: Executor, id: number, changes: SubscriberChanges): Promise<void> {
  await db.update(newsletterSubscribers).set(changes).where(eq(newsletterSubscribers.id, id));
}

export async function findSubscriberByConfirmTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Confirms a pending row still holding this link; false when it changed meanwhile. */
export async function confirmPendingSubscriber(
  db: Executor,
  id: number,
  tokenHash: string,
  confirmedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt })
    .where(
      and(
        eq(newsletterSubscribers.id, id),
        eq(newsletterSubscribers.status, 'pending'),
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length === 1;
}

export async function findSubscriberByUnsubscribeToken(
  db: Executor,
  token: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  return row;
}

/** Unsubscribes unless already done; the pending confirmation link dies with it. */
export async function unsubscribeByToken(db: Executor, token: string, at: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: at, confirmTokenHash: null })
    .where(and(eq(newsletterSubscribers.unsubscribeToken, token), ne(newsletterSubscribers.status, 'unsubscribed')));
}
