import type { Language } from '@cammini/contract';
import { formatMoney } from '@cammini/contract';
import type { OutgoingMail } from '../../mail/mail.service.js';
import { buyerMail, orderReference } from '../shared/buyer-mail.js';
import { ownerOrderNoticeMail } from '../shared/owner-order-notice.js';
import type { RefundRequester } from './refunds.repository.js';

/** A refund of a paid order, by the admin or by the customer cancelling a booking. */
export interface OrderRefundFacts {
  orderId: string;
  /** The order's short number (`2026-0042`); null only for a row made before numbers existed. */
  orderNumber: string | null;
  title: string;
  /** What this refund gave back. */
  amountCents: number;
  /** What the order has given back in all, and what it paid. */
  refundedCents: number;
  paidCents: number;
  currency: string;
  requestedBy: RefundRequester;
  /** The order is refunded in full and its enrolment ended. */
  enrolmentEnded: boolean;
  /** The enrolment ended held a seat of an in-person course that has not started yet. */
  seatFreed: boolean;
  /** What the earners had already withdrawn of the credits reversed (they are told apart). */
  withdrawnCreditCents: number;
  provider: string;
  reference: string;
}

const copy = {
  it: {
    subject: (title: string, by: RefundRequester) =>
      by === 'customer'
        ? `Prenotazione annullata e rimborsata: ${title}`
        : by === 'withdrawal'
          ? `Recesso rimborsato: ${title}`
          : `Rimborso per il corso: ${title}`,
    cancelled: (title: string) => `come hai chiesto, abbiamo annullato la tua prenotazione del corso «${title}».`,
    withdrawn: (title: string) => `hai esercitato il diritto di recesso dall'acquisto del corso «${title}».`,
    refunded: (amount: string) =>
      `Ti abbiamo rimborsato ${amount} sulla carta che hai usato: di solito arrivano entro pochi giorni lavorativi. Non devi fare nulla.`,
    partOf: (total: string) => `In tutto, per questo ordine ti abbiamo rimborsato ${total}.`,
    ended: (title: string) =>
      `L'iscrizione al corso «${title}» è terminata e il corso non è più nella tua area personale.`,
  },
  en: {
    subject: (title: string, by: RefundRequester) =>
      by === 'customer'
        ? `Booking cancelled and refunded: ${title}`
        : by === 'withdrawal'
          ? `Withdrawal refunded: ${title}`
          : `Refund for the course: ${title}`,
    cancelled: (title: string) => `as you asked, we have cancelled your booking of the course “${title}”.`,
    withdrawn: (title: string) => `you withdrew from your purchase of the course “${title}”.`,
    refunded: (amount: string) =>
      `We have refunded ${amount} to the card you used: it usually arrives within a few working days. There is nothing you need to do.`,
    partOf: (total: string) => `In all, we have refunded ${total} for this order.`,
    ended: (title: string) =>
      `Your enrolment in “${title}” has ended and the course is no longer in your personal area.`,
  },
} as const;

/** To the buyer, in their language: how much came back, and whether the enrolment ended. */
export function orderRefundMail(
  buyer: { email: string; name: string; language: Language },
  facts: OrderRefundFacts,
): OutgoingMail {
  return buyerMail(buyer, copy, facts, (text, amount, orderLine) => ({
    subject: text.subject(facts.title, facts.requestedBy),
    paragraphs: [
      ...(facts.requestedBy === 'customer' ? [text.cancelled(facts.title)] : []),
      ...(facts.requestedBy === 'withdrawal' ? [text.withdrawn(facts.title)] : []),
      text.refunded(amount),
      ...(facts.refundedCents > facts.amountCents
        ? [text.partOf(formatMoney(facts.refundedCents, buyer.language, facts.currency))]
        : []),
      ...(facts.enrolmentEnded ? [text.ended(facts.title)] : []),
      orderLine,
    ],
  }));
}

/** To the owner (the contact address): a refund went through, who asked, and what it changed; `orderUrl` opens the order in the panel. */
export function orderRefundNoticeMail(
  to: string,
  buyer: { id: number; email: string; name: string; surname: string },
  facts: OrderRefundFacts,
  orderUrl: string,
): OutgoingMail {
  const money = (cents: number) => formatMoney(cents, 'it', facts.currency);
  const what = {
    admin: { greeting: 'Rimborso eseguito dal pannello', subject: 'Rimborso' },
    customer: { greeting: 'Prenotazione annullata dal cliente', subject: 'Prenotazione annullata' },
    withdrawal: { greeting: 'Recesso del cliente, rimborso eseguito', subject: 'Recesso rimborsato' },
  }[facts.requestedBy];
  return ownerOrderNoticeMail({
    to,
    buyer,
    orderUrl,
    subject: `${what.subject}: ${facts.title}`,
    greeting: `${what.greeting}: ${facts.title}.`,
    paragraphs: [
      `Cliente: ${buyer.name} ${buyer.surname} (${buyer.email})`,
      `Rimborsato ora: ${money(facts.amountCents)} (in tutto ${money(facts.refundedCents)} di ${money(facts.paidCents)} pagati)`,
      `Ordine: ${orderReference(facts)}`,
      `Riferimento del rimborso (${facts.provider}): ${facts.reference}`,
      facts.enrolmentEnded
        ? facts.seatFreed
          ? "L'iscrizione è terminata, il posto è libero e i crediti di invito e di membro dell'ordine sono stati stornati."
          : "L'iscrizione è terminata e i crediti di invito e di membro dell'ordine sono stati stornati."
        : "Rimborso parziale: l'iscrizione e i crediti restano.",
      ...(facts.withdrawnCreditCents > 0
        ? [
            `Di questi crediti ${money(facts.withdrawnCreditCents)} erano già stati prelevati: chi li aveva ricevuti ha avuto un'e-mail con il saldo che ne risulta.`,
          ]
        : []),
    ],
  });
}
