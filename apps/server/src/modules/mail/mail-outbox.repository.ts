import { and, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.js';
import { type MailAttachment, mailOutbox } from '../../db/schema/mail.js';

export type { MailAttachment };

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  newsletterId?: number;
  /** A notice to the owner: the account whose data it carries (see owner-notice.ts). */
  aboutUserId?: number | null;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Call inside the transaction of the change the message reports. */
export async function insertOutboxMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values(mail).onConflictDoNothing();
}

/**
 * Queues the messages of a newsletter in a single INSERT … SELECT: `messages` selects, in this order, the
 * newsletter's id, the recipient, the subject, the HTML and text bodies and the headers (jsonb) of each. The
 * unique (newsletter, recipient) index makes a repeat harmless. Answers how many messages were queued.
 */
export async function insertNewsletterMails(db: Executor, messages: SQL): Promise<number> {
  const rows = await selectRows<{ queued: number | string }>(
    db,
    sql`
    with queued as (
      insert into ${mailOutbox} (newsletter_id, "to", subject, html, text, headers)
      ${messages}
      on conflict (newsletter_id, "to") do nothing
      returning 1
    )
    select count(*) as queued from queued`,
  );
  return Number(rows[0]?.queued ?? 0);
}

/**
 * Locks up to `limit` messages that have no job yet; another instance dispatching at the same time
 * skips them. Call inside the transaction that creates their jobs and marks them queued.
 */
export async function lockUndispatchedMail(tx: Executor, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'))
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export async function markMailQueued(tx: Executor, ids: number[]): Promise<void> {
  await tx.update(mailOutbox).set({ status: 'queued' }).where(inArray(mailOutbox.id, ids));
}

export async function findOutboxMail(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}

export async function markMailSent(db: Executor, id: number): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

/** Records a failed attempt; the job queue decides when the next one comes. */
export async function recordMailAttemptFailed(
  db: Executor,
  id: number,
  attempts: number,
  error: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts, lastError: error.slice(0, 1000) })
    .where(eq(mailOutbox.id, id));
}

/** The last attempt failed (or outlived its expiry): no more tries. */
export async function markMailFailed(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed' })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
}

/** Retention: the bodies of messages sent before `before` are emptied; the row stays for the counts. */
export async function clearSentMailBodies(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ html: '', text: '', headers: null, attachments: null })
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before), ne(mailOutbox.text, '')))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
