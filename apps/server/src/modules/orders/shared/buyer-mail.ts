import type { Language } from '@cammini/contract';
import { formatMoney } from '@cammini/contract';
import { type MailBody, type OutgoingMail, oneLine, renderMailBody } from '../../mail/mail.service.js';

/** What each language's copy of a mail to a buyer has: the greeting by name and the footer. */
interface BuyerCopy {
  greeting: (name: string) => string;
  footer: string;
}

/**
 * A mail to the buyer, in their language: `write` gets that language's copy and the amount paid as
 * the buyer reads it, and answers the subject, the paragraphs and the button, if any.
 */
export function buyerMail<Copies extends Record<Language, BuyerCopy>>(
  buyer: { email: string; name: string; language: Language },
  copy: Copies,
  payment: { amountCents: number; currency: string },
  write: (text: Copies[Language], amount: string) => Pick<MailBody, 'paragraphs' | 'action'> & { subject: string },
): OutgoingMail {
  const text = copy[buyer.language];
  const { subject, paragraphs, action } = write(
    text,
    formatMoney(payment.amountCents, buyer.language, payment.currency),
  );
  const rendered = renderMailBody({
    greeting: text.greeting(buyer.name),
    paragraphs,
    ...(action ? { action } : {}),
    footer: text.footer,
  });
  return { to: buyer.email, subject: oneLine(subject), ...rendered };
}

/** How mails name an order: its short number (`2026-0042`), or its id for one made before numbers. */
export const orderReference = (facts: { orderId: string; orderNumber: string | null }) =>
  facts.orderNumber ?? facts.orderId;
