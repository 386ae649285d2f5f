import type { Executor } from '../../db/client.js';
import { insertOutboxMail, type OutgoingMail } from './mail-outbox.repository.js';

/**
 * How other modules send e-mail: they build a message with the shared layout and formats, and queue
 * it in the outbox inside the transaction of the change it reports. The mail worker sends it after the
 * commit (nudged by `ctx.mail.nudge()`), so a rolled-back change never mails anyone.
 */

export {
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatMoney,
  lastCharactersOf,
  oneLine,
} from './mail-format.js';
export { type MailBody, MailFooter, renderMailBody } from './mail-layout.js';
export type { OutgoingMail } from './mail-outbox.repository.js';

/** Queues a message; call it inside the transaction of the change the message reports. */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await insertOutboxMail(db, mail);
}
