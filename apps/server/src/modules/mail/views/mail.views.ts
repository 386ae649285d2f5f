/*
 * The columns of the mail outbox that other modules' queries read, lent as subqueries. Only repositories
 * import these; a module that sends mail asks mail's service.
 */
import { readView } from '../../../db/read-view.js';
import { mailOutbox } from '../../../db/schema/mail.js';

/** A message as the back office shows it (an order's receipt): to whom, what it said, and whether it left. */
export const sentMailView = readView(
  mailOutbox,
  {
    id: mailOutbox.id,
    to: mailOutbox.to,
    subject: mailOutbox.subject,
    text: mailOutbox.text,
    status: mailOutbox.status,
    createdAt: mailOutbox.createdAt,
    sentAt: mailOutbox.sentAt,
  },
  'sent_mail',
);

/** A newsletter's message and whether it left, to count a newsletter's progress: join on `newsletterId`. */
export const newsletterMailView = readView(
  mailOutbox,
  { id: mailOutbox.id, newsletterId: mailOutbox.newsletterId, status: mailOutbox.status },
  'newsletter_mail',
);
