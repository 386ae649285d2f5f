import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  clearSentMailBodies,
  insertNewsletterMails,
  insertOutboxMail,
  type OutgoingMail,
} from './mail-outbox.repository.js';

/**
 * How other modules send e-mail: they build a message with the shared layout and formats, and queue
 * it in the outbox inside the transaction of the change it reports. After the commit,
 * `ctx.mail.nudge()` gives each new message its own job in the job queue (mail-queue.ts), which sends
 * it with retries, so a rolled-back change never mails anyone. A notice to the site's owner is written
 * with `ownerNotice`, which records the account whose data it carries, so that the account's erasure
 * can blank it.
 */

export {
  formatCourseDays,
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  lastCharactersOf,
  oneLine,
} from './mail-format.js';
export {
  type LinkedParagraph,
  type MailBody,
  MailFooter,
  mailCard,
  mailFootnote,
  renderMailBody,
  withLetterhead,
} from './mail-layout.js';
export type { MailAttachment, OutgoingMail } from './mail-outbox.repository.js';
export { type MailSending, startMailSending } from './mail-queue.js';
export { createMailTransport, type MailTransport } from './mail-transport.js';
export { type OwnerNotice, ownerNotice } from './owner-notice.js';

/** Queues a message; call it inside the transaction of the change the message reports. */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await insertOutboxMail(db, mail);
}

/**
 * Queues a newsletter for all its recipients at once; `messages` selects the newsletter's id, the recipient,
 * subject, html, text and headers of each message (see insertNewsletterMails). Call it inside the transaction
 * that stores the newsletter. Answers how many were queued (a recipient already queued is skipped).
 */
export async function enqueueNewsletterMails(db: Executor, messages: SQL): Promise<number> {
  return insertNewsletterMails(db, messages);
}

/** Retention: empties the bodies of messages sent before `before` (they hold links and personal data). */
export async function clearOldMailBodies(db: Executor, before: Date): Promise<number> {
  return clearSentMailBodies(db, before);
}
