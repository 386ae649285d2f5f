import type { Language } from '@cammini/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import { formatMoney, MailFooter, oneLine, renderMailBody } from '../mail/mail.service.js';
import { buyerMail } from './buyer-mail.js';

/** A refund of a paid order, by the admin or by the customer cancelling a booking. */
export interface OrderRefundFacts {
  orderId: string;
  title: string;
  /** What this refund gave back. */
  amountCents: number;
  /** What the order has given back in all, and what it paid. */
  refundedCents: number;
  paidCents: number;
  currency: string;
  requestedBy: 'admin' | 'customer';
  /** The order is refunded in full and its enrolment ended. */
  enrolmentEnded: boolean;
  provider: string;
  reference: string;
}

const copy = {
  it: {
    subject: (title: string, cancelled: boolean) =>
      cancelled ? `Prenotazione annullata e rimborsata: ${title}` : `Rimborso per il corso: ${title}`,
    greeting: (name: string) => `Ciao ${name},`,
    cancelled: (title: string) => `come hai chiesto, abbiamo annullato la tua prenotazione del corso «${title}».`,
    refunded: (amount: string) =>
      `Ti abbiamo rimborsato ${amount} sulla carta che hai usato: di solito arrivano entro pochi giorni lavorativi. Non devi fare nulla.`,
    partOf: (total: string) => `In tutto, per questo ordine ti abbiamo rimborsato ${total}.`,
    ended: (title: string) =>
      `L'iscrizione al corso «${title}» è terminata e il corso non è più nella tua area personale.`,
    order: (id: string) => `Numero d'ordine: ${id}`,
    footer: 'Hai ricevuto questa e-mail perché hai acquistato un corso sul nostro sito.',
  },
  en: {
    subject: (title: string, cancelled: boolean) =>
      cancelled ? `Booking cancelled and refunded: ${title}` : `Refund for the course: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    cancelled: (title: string) => `as you asked, we have cancelled your booking of the course “${title}”.`,
    refunded: (amount: string) =>
      `We have refunded ${amount} to the card you used: it usually arrives within a few working days. There is nothing you need to do.`,
    partOf: (total: string) => `In all, we have refunded ${total} for this order.`,
    ended: (title: string) =>
      `Your enrolment in “${title}” has ended and the course is no longer in your personal area.`,
    order: (id: string) => `Order number: ${id}`,
    footer: 'You received this e-mail because you bought a course on our site.',
  },
} as const;

/** To the buyer, in their language: how much came back, and whether the enrolment ended. */
export function orderRefundMail(
  buyer: { email: string; name: string; language: Language },
  facts: OrderRefundFacts,
): OutgoingMail {
  const cancelled = facts.requestedBy === 'customer';
  return buyerMail(buyer, copy, facts, (text, amount) => ({
    subject: text.subject(facts.title, cancelled),
    paragraphs: [
      ...(cancelled ? [text.cancelled(facts.title)] : []),
      text.refunded(amount),
      ...(facts.refundedCents > facts.amountCents
        ? [text.partOf(formatMoney(facts.refundedCents, buyer.language, facts.currency))]
        : []),
      ...(facts.enrolmentEnded ? [text.ended(facts.title)] : []),
      text.order(facts.orderId),
    ],
  }));
}

/** To the owner (the contact address): a refund went through, who asked, and what it changed. */
export function orderRefundNoticeMail(
  to: string,
  buyer: { email: string; name: string; surname: string },
  facts: OrderRefundFacts,
): OutgoingMail {
  const money = (cents: number) => formatMoney(cents, 'it', facts.currency);
  const cancelled = facts.requestedBy === 'customer';
  const rendered = renderMailBody({
    greeting: cancelled
      ? `Prenotazione annullata dal cliente: ${facts.title}.`
      : `Rimborso eseguito dal pannello: ${facts.title}.`,
    paragraphs: [
      `Cliente: ${buyer.name} ${buyer.surname} (${buyer.email})`,
      `Rimborsato ora: ${money(facts.amountCents)} (in tutto ${money(facts.refundedCents)} di ${money(facts.paidCents)} pagati)`,
      `Ordine: ${facts.orderId}`,
      `Riferimento del rimborso (${facts.provider}): ${facts.reference}`,
      facts.enrolmentEnded
        ? "L'iscrizione è terminata, il posto è libero e i crediti di invito e di membro dell'ordine sono stati stornati."
        : "Rimborso parziale: l'iscrizione e i crediti restano.",
    ],
    footer: MailFooter.owner,
  });
  return {
    to,
    subject: oneLine(`${cancelled ? 'Prenotazione annullata' : 'Rimborso'}: ${facts.title}`),
    ...rendered,
    headers: { 'Reply-To': buyer.email },
  };
}
