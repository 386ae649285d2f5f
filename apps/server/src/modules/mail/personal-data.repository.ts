import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/mail.js';

/**
 * The account's e-mails in the outbox keep only their subject and counts: bodies go, the address
 * becomes the erased one, and those not yet sent never will be (a mail job that finds its message
 * no longer `queued` sends nothing).
 */
export async function eraseMailsTo(db: Executor, email: string, erasedEmail: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ to: erasedEmail, html: '', text: '', headers: null, attachments: null, ...neverSent })
    .where(eq(mailOutbox.to, email));
}

/**
 * The owner's notices about the account (a sale, a refund, a form it sent logged in, a withdrawal,
 * its documents) keep only a neutral text in place of subject and body: no name, address, phone or
 * words of the person. Those not yet sent never will be.
 */
export async function blankNoticesAbout(
  db: Executor,
  userId: number,
  neutral: { subject: string; html: string; text: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...neutral, headers: null, attachments: null, ...neverSent })
    .where(eq(mailOutbox.aboutUserId, userId));
}

/** A message still waiting is marked failed: a mail job that finds its message no longer `queued` sends nothing. */
const neverSent = {
  status: sql`case when ${mailOutbox.status} in ('pending', 'queued') then 'failed' else ${mailOutbox.status} end`,
  lastError: sql`case when ${mailOutbox.status} in ('pending', 'queued') then 'account deleted' else ${mailOutbox.lastError} end`,
};
