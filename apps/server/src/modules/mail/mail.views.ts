/*
 * The columns of the mail outbox that other modules' queries read, lent as subqueries. Only repositories
 * import these; a module that sends mail asks mail's service.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { mailOutbox } from '../../db/schema/mail.js';

const views = new QueryBuilder();

/** A message as the back office shows it (an order's receipt): to whom, what it said, and whether it left. */
export const sentMailView = (alias = 'sent_mail') =>
  views
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .as(alias);

/** A newsletter's message and whether it left, to count a newsletter's progress: join on `newsletterId`. */
export const newsletterMailView = <TAlias extends string = 'newsletter_mail'>(
  alias: TAlias = 'newsletter_mail' as TAlias,
) =>
  views
    .select({ id: mailOutbox.id, newsletterId: mailOutbox.newsletterId, status: mailOutbox.status })
    .from(mailOutbox)
    .as(alias);
