import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  newsletterId?: number;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Call inside the transaction of the change the message reports. */
export async function insertOutboxMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values(mail).onConflictDoNothing();
}

/**
 * Claims due messages by pushing their next attempt into the future, so a second worker
 * (another instance) skips them; a crash before sending just lets the claim expire.
 */
export async function claimDueMail(db: Executor, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markMailSent(db: Executor, id: number): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markMailFailedAttempt(
  db: Executor,
  id: number,
  attempts: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      ...(retryInSeconds === null
        ? { status: 'failed' as const }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
    })
    .where(eq(mailOutbox.id, id));
}
