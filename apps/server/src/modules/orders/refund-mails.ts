import type { Language } from '@cammini/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import { formatDateTime, formatMoney, MailFooter, oneLine, renderMailBody } from '../mail/mail.service.js';
import { buyerMail } from './buyer-mail.js';

/** A payment that arrived for a course its buyer already owned. */
export interface DuplicatePaymentFacts {
  orderId: string;
  title: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  provider: string;
}

/** Whether the provider took the refund (with its reference there) or refused it for now. */
export type RefundOutcome = { refunded: true; reference: string } | { refunded: false };

const copy = {
  it: {
    subject: (title: string, refunded: boolean) =>
      refunded ? `Rimborso del pagamento doppio: ${title}` : `Pagamento doppio, in rimborso: ${title}`,
    greeting: (name: string) => `Ciao ${name},`,
    received: (title: string, amount: string, date: string) =>
      `avevi già acquistato il corso «${title}», e il ${date} ci è arrivato un secondo pagamento di ${amount}.`,
    refunded: (amount: string) =>
      `Te lo abbiamo rimborsato: ${amount} tornano sulla carta che hai usato, di solito entro pochi giorni lavorativi. Non devi fare nulla.`,
    pending:
      'Te lo rimborseremo sulla carta che hai usato: ti scriveremo quando il rimborso è fatto. Non devi fare nulla.',
    order: (id: string) => `Numero d'ordine: ${id}`,
    footer: 'Hai ricevuto questa e-mail perché hai acquistato un corso su Cammini di Crescita.',
  },
  en: {
    subject: (title: string, refunded: boolean) =>
      refunded ? `Refund of your duplicate payment: ${title}` : `Duplicate payment, being refunded: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    received: (title: string, amount: string, date: string) =>
      `you had already bought the course “${title}”, and on ${date} a second payment of ${amount} reached us.`,
    refunded: (amount: string) =>
      `We have refunded it: ${amount} goes back to the card you used, usually within a few working days. There is nothing you need to do.`,
    pending:
      'We will refund it to the card you used and write to you once it is done. There is nothing you need to do.',
    order: (id: string) => `Order number: ${id}`,
    footer: 'You received this e-mail because you bought a course on Cammini di Crescita.',
  },
} as const;

/** To the buyer, in their language: the second payment was refunded, or will be. */
export function duplicatePaymentMail(
  buyer: { email: string; name: string; language: Language },
  facts: DuplicatePaymentFacts,
  outcome: RefundOutcome,
): OutgoingMail {
  return buyerMail(buyer, copy, facts, (text, amount) => ({
    subject: text.subject(facts.title, outcome.refunded),
    paragraphs: [
      text.received(facts.title, amount, formatDateTime(facts.paidAt, buyer.language)),
      outcome.refunded ? text.refunded(amount) : text.pending,
      text.order(facts.orderId),
    ],
  }));
}

/** To the owner (CONTACT_EMAIL): a duplicate payment, and whether the automatic refund went through. */
export function duplicatePaymentNoticeMail(
  to: string,
  buyer: { email: string; name: string; surname: string },
  facts: DuplicatePaymentFacts,
  outcome: RefundOutcome,
): OutgoingMail {
  const amount = formatMoney(facts.amountCents, 'it', facts.currency);
  const rendered = renderMailBody({
    greeting: `Pagamento doppio sul sito: ${facts.title}.`,
    paragraphs: [
      `Il cliente ${buyer.name} ${buyer.surname} (${buyer.email}) possedeva già questo corso e ha pagato una seconda volta: nessuna iscrizione e nessun accredito sono stati fatti.`,
      `Importo: ${amount}`,
      `Pagato il: ${formatDateTime(facts.paidAt, 'it')}`,
      `Ordine: ${facts.orderId}`,
      outcome.refunded
        ? `Il pagamento è stato rimborsato automaticamente (${facts.provider}, riferimento ${outcome.reference}). Il cliente è stato avvisato.`
        : `Il rimborso automatico non è riuscito (${facts.provider} non l'ha accettato): il sito riproverà alla prossima notifica del pagamento. Se entro un giorno non ricevi la conferma del rimborso, rimborsa il pagamento dal pannello del fornitore.`,
    ],
    footer: MailFooter.owner,
  });
  return {
    to,
    subject: oneLine(
      `${outcome.refunded ? 'Pagamento doppio rimborsato' : 'Pagamento doppio da rimborsare'}: ${facts.title}`,
    ),
    ...rendered,
    headers: { 'Reply-To': buyer.email },
  };
}
