import type { Language } from '@cammini/contract';
import { formatMoney } from '@cammini/contract';
import { type MailBody, type OutgoingMail, oneLine, renderMailBody } from '../../mail/mail.service.js';

/** What every mail to a buyer says alike, in each language. */
const BUYER_WORDS: Record<
  Language,
  { greeting: (name: string) => string; order: (reference: string) => string; footer: string }
> = {
  it: {
    greeting: (name) => `Ciao ${name},`,
    order: (reference) => `Numero d'ordine: ${reference}`,
    footer: 'Hai ricevuto questa e-mail perché hai acquistato un corso sul nostro sito.',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    order: (reference) => `Order number: ${reference}`,
    footer: 'You received this e-mail because you bought a course on our site.',
  },
};

/** A language's copy of one mail to a buyer: its own texts, and a footer that may say more than the usual one. */
type BuyerCopy = Record<string, unknown> & { footer?: string };

/**
 * A mail to the buyer, in their language, greeting them by name: `write` gets that language's copy, the
 * amount paid and the line naming the order as the buyer reads them, and answers the subject, the
 * paragraphs and the button, if any.
 */
export function buyerMail<Copies extends Record<Language, BuyerCopy>>(
  buyer: { email: string; name: string; language: Language },
  copy: Copies,
  sale: { amountCents: number; currency: string; orderId: string; orderNumber: string | null },
  write: (
    text: Copies[Language],
    amount: string,
    orderLine: string,
  ) => Pick<MailBody, 'paragraphs' | 'action'> & { subject: string },
): OutgoingMail {
  const text = copy[buyer.language];
  const words = BUYER_WORDS[buyer.language];
  const { subject, paragraphs, action } = write(
    text,
    formatMoney(sale.amountCents, buyer.language, sale.currency),
    words.order(orderReference(sale)),
  );
  const rendered = renderMailBody({
    greeting: words.greeting(buyer.name),
    paragraphs,
    ...(action ? { action } : {}),
    footer: text.footer ?? words.footer,
  });
  return { to: buyer.email, subject: oneLine(subject), ...rendered };
}

/** How mails name an order: its short number (`2026-0042`), or its id for one made before numbers. */
export const orderReference = (facts: { orderId: string; orderNumber: string | null }) =>
  facts.orderNumber ?? facts.orderId;
