import type { AppContext } from '../../../context.js';
import type { Executor } from '../../../db/client.js';
import { enqueueMail, type MailBody, MailFooter, type OutgoingMail, ownerNotice } from '../../mail/mail.service.js';
import { getNoticeAddress } from '../../settings/settings.service.js';
import { adminOrderUrl, OWNER_ORDER_ACTION } from './order-links.js';

/**
 * Queues the owner's notice about an order, in the transaction of the change it reports: sent to the
 * notice address of the settings, its button opening the order's page of the panel.
 */
export async function enqueueOwnerOrderNotice(
  ctx: AppContext,
  tx: Executor,
  orderId: string,
  noticeMail: (to: string, orderUrl: string) => OutgoingMail,
): Promise<void> {
  const to = await getNoticeAddress(ctx, tx);
  await enqueueMail(tx, noticeMail(to, adminOrderUrl(ctx.config.publicUrl, orderId)));
}

/**
 * The owner's notice about a buyer's order: it carries the buyer's data (their erasure blanks it), a
 * reply goes straight to them, and its button opens the order's page of the panel.
 */
export function ownerOrderNoticeMail(notice: {
  to: string;
  buyer: { id: number; email: string };
  orderUrl: string;
  subject: string;
  greeting: string;
  paragraphs: MailBody['paragraphs'];
  footer?: string;
}): OutgoingMail {
  const { to, buyer, orderUrl, subject, greeting, paragraphs, footer = MailFooter.owner } = notice;
  return ownerNotice({
    to,
    about: buyer.id,
    replyTo: buyer.email,
    subject,
    body: { greeting, paragraphs, action: { label: OWNER_ORDER_ACTION, url: orderUrl }, footer },
  });
}
