import type { Language } from '@cammini/contract';
import { formatMoney } from '@cammini/contract';
import type { OutgoingMail } from '../../mail/mail.service.js';
import { formatDateTime } from '../../mail/mail.service.js';
import { buyerMail, orderReference } from '../shared/buyer-mail.js';
import { ownerOrderNoticeMail } from '../shared/owner-order-notice.js';

/**
 * A payment that could not become an enrolment: for a course its buyer already owned (`duplicate`), a
 * balance for a booking that no longer owed it (`balanceSettled`: paid by card, or recorded as paid on
 * site, meanwhile), or after its seat's hold lapsed, when the course had no seat left (`soldOut`).
 */
export interface UnfulfilledPaymentFacts {
  reason: 'duplicate' | 'balanceSettled' | 'soldOut';
  orderId: string;
  /** The order's short number (`2026-0042`); null only for a row made before numbers existed. */
  orderNumber: string | null;
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
    subject: {
      duplicate: (title: string, refunded: boolean) =>
        refunded ? `Rimborso del pagamento doppio: ${title}` : `Pagamento doppio, in rimborso: ${title}`,
      balanceSettled: (title: string, refunded: boolean) =>
        refunded ? `Rimborso del saldo pagato due volte: ${title}` : `Saldo già pagato, in rimborso: ${title}`,
      soldOut: (title: string, refunded: boolean) =>
        refunded ? `Posti esauriti, pagamento rimborsato: ${title}` : `Posti esauriti, pagamento in rimborso: ${title}`,
    },
    received: {
      duplicate: (title: string, amount: string, date: string) =>
        `avevi già acquistato il corso «${title}», e il ${date} ci è arrivato un secondo pagamento di ${amount}.`,
      balanceSettled: (title: string, amount: string, date: string) =>
        `il saldo del corso «${title}» risultava già pagato quando, il ${date}, ci è arrivato un altro pagamento del saldo di ${amount}.`,
      soldOut: (title: string, amount: string, date: string) =>
        `il tuo pagamento di ${amount} per il corso «${title}» ci è arrivato il ${date}, quando il posto che ti tenevamo era già scaduto e i posti erano esauriti: non abbiamo potuto iscriverti.`,
    },
    refunded: (amount: string) =>
      `Te lo abbiamo rimborsato: ${amount} tornano sulla carta che hai usato, di solito entro pochi giorni lavorativi. Non devi fare nulla.`,
    pending:
      'Te lo rimborseremo sulla carta che hai usato: ti scriveremo quando il rimborso è fatto. Non devi fare nulla.',
  },
  en: {
    subject: {
      duplicate: (title: string, refunded: boolean) =>
        refunded ? `Refund of your duplicate payment: ${title}` : `Duplicate payment, being refunded: ${title}`,
      balanceSettled: (title: string, refunded: boolean) =>
        refunded ? `Refund of a balance paid twice: ${title}` : `Balance already paid, being refunded: ${title}`,
      soldOut: (title: string, refunded: boolean) =>
        refunded ? `Sold out, payment refunded: ${title}` : `Sold out, payment being refunded: ${title}`,
    },
    received: {
      duplicate: (title: string, amount: string, date: string) =>
        `you had already bought the course “${title}”, and on ${date} a second payment of ${amount} reached us.`,
      balanceSettled: (title: string, amount: string, date: string) =>
        `the balance of the course “${title}” had already been paid when, on ${date}, another balance payment of ${amount} reached us.`,
      soldOut: (title: string, amount: string, date: string) =>
        `your payment of ${amount} for the course “${title}” reached us on ${date}, after the place we were keeping for you had expired and the course had sold out: we could not enrol you.`,
    },
    refunded: (amount: string) =>
      `We have refunded it: ${amount} goes back to the card you used, usually within a few working days. There is nothing you need to do.`,
    pending:
      'We will refund it to the card you used and write to you once it is done. There is nothing you need to do.',
  },
} as const;

/** To the buyer, in their language: the payment was refunded, or will be. */
export function unfulfilledPaymentMail(
  buyer: { email: string; name: string; language: Language },
  facts: UnfulfilledPaymentFacts,
  outcome: RefundOutcome,
): OutgoingMail {
  return buyerMail(buyer, copy, facts, (text, amount, orderLine) => ({
    subject: text.subject[facts.reason](facts.title, outcome.refunded),
    paragraphs: [
      text.received[facts.reason](facts.title, amount, formatDateTime(facts.paidAt, buyer.language)),
      outcome.refunded ? text.refunded(amount) : text.pending,
      orderLine,
    ],
  }));
}

const ownerCopy = {
  duplicate: {
    what: 'Pagamento doppio',
    greeting: (title: string) => `Pagamento doppio sul sito: ${title}.`,
    story: (who: string) =>
      `${who} possedeva già questo corso e ha pagato una seconda volta: nessuna iscrizione e nessun accredito sono stati fatti.`,
  },
  balanceSettled: {
    what: 'Saldo pagato due volte',
    greeting: (title: string) => `Saldo pagato due volte sul sito: ${title}.`,
    story: (who: string) =>
      `${who} ha pagato il saldo di una prenotazione che non lo doveva più (già pagato con la carta o registrato come pagato in sede): nessun accredito è stato fatto.`,
  },
  soldOut: {
    what: 'Pagamento a posti esauriti',
    greeting: (title: string) => `Pagamento arrivato a posti esauriti: ${title}.`,
    story: (who: string) =>
      `${who} ha pagato dopo la scadenza del posto tenuto per questo pagamento, quando i posti erano ormai esauriti: nessuna iscrizione e nessun accredito sono stati fatti.`,
  },
} as const;

/**
 * To the owner (the notice address of the settings, else CONTACT_EMAIL): a payment that was not enrolled,
 * and whether the automatic refund went through; `orderUrl` opens the order in the panel.
 */
export function unfulfilledPaymentNoticeMail(
  to: string,
  buyer: { id: number; email: string; name: string; surname: string },
  facts: UnfulfilledPaymentFacts,
  outcome: RefundOutcome,
  orderUrl: string,
): OutgoingMail {
  const amount = formatMoney(facts.amountCents, 'it', facts.currency);
  const text = ownerCopy[facts.reason];
  return ownerOrderNoticeMail({
    to,
    buyer,
    orderUrl,
    subject: `${text.what} ${outcome.refunded ? 'rimborsato' : 'da rimborsare'}: ${facts.title}`,
    greeting: text.greeting(facts.title),
    paragraphs: [
      text.story(`${buyer.name} ${buyer.surname} (${buyer.email})`),
      `Importo: ${amount}`,
      `Pagato il: ${formatDateTime(facts.paidAt, 'it')}`,
      `Ordine: ${orderReference(facts)}`,
      outcome.refunded
        ? `Il pagamento è stato rimborsato automaticamente (${facts.provider}, riferimento ${outcome.reference}). Chi ha pagato ha ricevuto un'e-mail.`
        : `Il rimborso automatico non è riuscito (${facts.provider} non l'ha accettato): il sito riproverà alla prossima notifica del pagamento. Se entro un giorno non ricevi la conferma del rimborso, rimborsa il pagamento dal pannello del fornitore.`,
    ],
  });
}
