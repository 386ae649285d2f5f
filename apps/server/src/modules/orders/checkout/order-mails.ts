import type { Language, SharedDetail, WithdrawalRight } from '@cammini/contract';
import { formatMoney } from '@cammini/contract';
import type { LinkedParagraph, OutgoingMail } from '../../mail/mail.service.js';
import { formatDate, formatDateTime, MailFooter, oneLine } from '../../mail/mail.service.js';
import { buyerMail, orderReference } from '../shared/buyer-mail.js';
import { type CourseSchedule, coursePlaceParagraph, courseWhenText } from '../shared/course-when-where.js';
import { ownerOrderNoticeMail } from '../shared/owner-order-notice.js';

export interface PaidOrderFacts {
  orderId: string;
  /** The order's short number (`2026-0042`); null only for a row made before numbers existed. */
  orderNumber: string | null;
  title: string;
  online: boolean;
  amountCents: number;
  currency: string;
  paidAt: Date;
  withdrawalWaiverAt: Date | null;
  /** The course page, or null when the course was deleted before the payment arrived. */
  courseUrl: string | null;
  /** What this payment was for; after a deposit, what is still due and the course's first day. */
  payment: 'full' | 'deposit' | 'balance';
  balanceDueCents: number;
  startDate: string | null;
  /** An in-person course's days, times and place, which its receipt states; none for online courses. */
  schedule?: CourseSchedule | null;
  /** The terms of sale the buyer accepted at checkout (absolute address of that version); null before terms existed. */
  terms: { version: number; url: string } | null;
  /**
   * The right of withdrawal of the contract this payment belongs to (a balance's is its booking's): how
   * it applies, its last day (ISO), and the withdrawal function's address with the contract's number.
   */
  withdrawal: { right: WithdrawalRight; days: number; lastDay: string; url: string; orderNumber: string };
}

const copy = {
  it: {
    subject: (title: string) => `Ricevuta del tuo acquisto: ${title}`,
    thanks: 'grazie per il tuo acquisto. Questa è la ricevuta del pagamento.',
    course: (title: string, online: boolean) => `${online ? 'Corso online' : 'Corso in presenza'}: ${title}`,
    when: (when: string) => `Quando: ${when}`,
    undated: 'Quando: la data è ancora da definire; te la comunicheremo per e-mail.',
    amount: (amount: string) => `Importo pagato: ${amount}`,
    deposit: (amount: string) => `Acconto pagato: ${amount}`,
    due: (amount: string, start: string | null) =>
      start
        ? `Resta da pagare: ${amount}, prima dell'inizio del corso (${start}). Puoi pagarlo dalla tua area personale; ti ricorderemo la scadenza una settimana prima.`
        : `Resta da pagare: ${amount}, prima dell'inizio del corso. Puoi pagarlo dalla tua area personale.`,
    balance: (amount: string) => `Saldo pagato: ${amount}. Il corso è ora pagato per intero.`,
    date: (date: string) => `Data del pagamento: ${date}`,
    seller: (details: string) => `Venditore: ${details}`,
    vat: (id: string) => `P.IVA ${id}`,
    taxCode: (id: string) => `C.F. ${id}`,
    waiver: (date: string, days: number) =>
      `Il ${date} hai chiesto di accedere subito al corso online e hai riconosciuto che, con l'avvio della prima lezione, perdi il diritto di recesso di ${days} giorni (Codice del consumo, art. 59, comma 1, lettera o).`,
    terms: (version: number) => `Condizioni di vendita che hai accettato: versione ${version}.`,
    termsLink: 'Leggi le condizioni accettate',
    withdrawal: {
      full: (lastDay: string) =>
        `Diritto di recesso: puoi recedere da questo contratto fino al ${lastDay} compreso, senza costi e senza dare motivazioni, con la funzione «Recedi dal contratto» del sito; ti rimborsiamo tutto quello che hai pagato.`,
      untilViewing: (lastDay: string) =>
        `Diritto di recesso: puoi recedere fino al ${lastDay} compreso, finché non avvii la prima lezione; con l'avvio della prima lezione il diritto di recesso si estingue. Si recede con la funzione «Recedi dal contratto» del sito.`,
      none: 'I percorsi in presenza sono servizi del tempo libero con date stabilite: il diritto di recesso non si applica (le condizioni di vendita dicono quando puoi annullare).',
    } satisfies Record<WithdrawalRight, unknown>,
    withdrawalBooking: (number: string) =>
      `Il recesso vale per l'intera prenotazione (acconto e saldo), numero d'ordine ${number}.`,
    withdrawalLink: 'Recedi dal contratto',
    courseGone:
      'Questo corso non è più sul sito: ti scriveremo noi. Per qualsiasi domanda scrivici dalla pagina Contatti.',
    action: (online: boolean) => (online ? 'Inizia il corso' : 'Vai al corso'),
    footer: 'Hai ricevuto questa e-mail perché hai acquistato un corso sul nostro sito. Conservala come ricevuta.',
  },
  en: {
    subject: (title: string) => `Receipt for your purchase: ${title}`,
    thanks: 'thank you for your purchase. This is the receipt of your payment.',
    course: (title: string, online: boolean) => `${online ? 'Online course' : 'In-person course'}: ${title}`,
    when: (when: string) => `When: ${when}`,
    undated: 'When: the date is still to be set; we will tell you by e-mail.',
    amount: (amount: string) => `Amount paid: ${amount}`,
    deposit: (amount: string) => `Deposit paid: ${amount}`,
    due: (amount: string, start: string | null) =>
      start
        ? `Still to pay: ${amount}, before the course starts (${start}). You can pay it from your personal area; we will remind you a week before.`
        : `Still to pay: ${amount}, before the course starts. You can pay it from your personal area.`,
    balance: (amount: string) => `Balance paid: ${amount}. The course is now paid in full.`,
    date: (date: string) => `Payment date: ${date}`,
    seller: (details: string) => `Seller: ${details}`,
    vat: (id: string) => `VAT no. IT${id}`,
    taxCode: (id: string) => `Tax code ${id}`,
    waiver: (date: string, days: number) =>
      `On ${date} you asked for immediate access to the online course and acknowledged that, once you start the first lesson, you lose the ${days}-day right of withdrawal (Italian Consumer Code, art. 59(1)(o)).`,
    terms: (version: number) => `Terms of sale you accepted: version ${version}.`,
    termsLink: 'Read the terms you accepted',
    withdrawal: {
      full: (lastDay: string) =>
        `Right of withdrawal: you can withdraw from this contract until ${lastDay} included, at no cost and without giving reasons, with the site's “Withdraw from contract” function; we refund everything you paid.`,
      untilViewing: (lastDay: string) =>
        `Right of withdrawal: you can withdraw until ${lastDay} included, as long as you have not started the first lesson; starting the first lesson ends the right of withdrawal. You withdraw with the site's “Withdraw from contract” function.`,
      none: 'In-person courses are leisure services on set dates: the right of withdrawal does not apply (the terms of sale say when you can cancel).',
    } satisfies Record<WithdrawalRight, unknown>,
    withdrawalBooking: (number: string) =>
      `A withdrawal covers the whole booking (deposit and balance), order number ${number}.`,
    withdrawalLink: 'Withdraw from contract',
    courseGone:
      'This course is no longer on the site: we will write to you. For any question write to us from the Contacts page.',
    action: (online: boolean) => (online ? 'Start the course' : 'Go to the course'),
    footer: 'You received this e-mail because you bought a course on our site. Keep it as your receipt.',
  },
} as const;

/** What the receipt says was paid: the whole price, a deposit and what is still due, or the balance. */
function paymentLines(
  text: (typeof copy)[Language],
  facts: PaidOrderFacts,
  amount: string,
  language: Language,
): string[] {
  if (facts.payment === 'balance') return [text.balance(amount)];
  if (facts.payment === 'full') return [text.amount(amount)];
  const start = facts.startDate ? formatDate(new Date(`${facts.startDate}T12:00:00Z`), language) : null;
  return [text.deposit(amount), text.due(formatMoney(facts.balanceDueCents, language, facts.currency), start)];
}

/** An in-person course's receipt says when and where it takes place. */
function scheduleLines(text: (typeof copy)[Language], facts: PaidOrderFacts, language: Language) {
  if (facts.online || !facts.schedule) return [];
  const when = courseWhenText(facts.schedule, language);
  return [when ? text.when(when) : text.undated, coursePlaceParagraph(facts.schedule, language)];
}

/**
 * The consent ledger as the buyer keeps it: the version of the terms they accepted, and how to withdraw
 * (the withdrawal function, the form filled in with the contract's number) while the right applies.
 */
function legalLines(text: (typeof copy)[Language], facts: PaidOrderFacts, language: Language) {
  const lines: (string | LinkedParagraph)[] = [];
  if (facts.terms) {
    lines.push({ text: text.terms(facts.terms.version), link: { label: text.termsLink, url: facts.terms.url } });
  }
  const { withdrawal } = facts;
  if (withdrawal.right === 'none') return [...lines, text.withdrawal.none];
  const lastDay = formatDate(new Date(`${withdrawal.lastDay}T12:00:00Z`), language);
  const statement = text.withdrawal[withdrawal.right](lastDay);
  return [
    ...lines,
    {
      text: facts.payment === 'balance' ? `${statement} ${text.withdrawalBooking(withdrawal.orderNumber)}` : statement,
      link: { label: text.withdrawalLink, url: withdrawal.url },
    },
  ];
}

/** Who sold the course, as the business's settings state it. */
export interface SellerDetails {
  businessName: string;
  legalAddress: string | null;
  taxId: string | null;
}

function sellerLine(text: (typeof copy)[Language], seller: SellerDetails): string {
  const taxId = seller.taxId
    ? /^\d{11}$/.test(seller.taxId)
      ? text.vat(seller.taxId)
      : text.taxCode(seller.taxId)
    : null;
  return text.seller(oneLine([seller.businessName, seller.legalAddress, taxId].filter(Boolean).join(', ')));
}

/**
 * The buyer's receipt, in their language, naming the seller (name, address, tax id) as the settings
 * give them; for online courses it repeats the withdrawal waiver. It links the version of the terms of
 * sale the buyer accepted and, while the contract carries a right of withdrawal, the withdrawal function.
 */
export function receiptMail(
  buyer: { email: string; name: string; language: Language },
  facts: PaidOrderFacts,
  seller?: SellerDetails,
): OutgoingMail {
  return buyerMail(buyer, copy, facts, (text, amount, orderLine) => ({
    subject: text.subject(facts.title),
    paragraphs: [
      text.thanks,
      text.course(facts.title, facts.online),
      ...scheduleLines(text, facts, buyer.language),
      ...paymentLines(text, facts, amount, buyer.language),
      text.date(formatDateTime(facts.paidAt, buyer.language)),
      orderLine,
      ...(seller ? [sellerLine(text, seller)] : []),
      ...(facts.withdrawalWaiverAt
        ? [text.waiver(formatDateTime(facts.withdrawalWaiverAt, buyer.language), facts.withdrawal.days)]
        : []),
      ...legalLines(text, facts, buyer.language),
      ...(facts.courseUrl ? [] : [text.courseGone]),
    ],
    ...(facts.courseUrl ? { action: { label: text.action(facts.online), url: facts.courseUrl } } : {}),
  }));
}

/**
 * The credits a sale granted; `referralWithheld`: the details the buyer's account shares with their
 * referrer's, when the referral earned nothing for that reason.
 */
export interface SaleCredits {
  referralCents: number;
  memberCents: number;
  referralWithheld: SharedDetail[];
}

const SHARED_DETAIL_NAMES: Record<SharedDetail, string> = {
  iban: 'IBAN',
  taxCode: 'codice fiscale',
  document: "documento d'identità",
};

/**
 * To the owner (the notice address of the settings, else CONTACT_EMAIL): a new sale, who bought it, and
 * who was credited what, with a link to the order's page of the panel (`orderUrl`).
 */
export function saleNoticeMail(
  to: string,
  buyer: { id: number; email: string; name: string; surname: string },
  facts: PaidOrderFacts,
  credits: SaleCredits,
  orderUrl: string,
): OutgoingMail {
  const amount = (cents: number) => formatMoney(cents, 'it', facts.currency);
  return ownerOrderNoticeMail({
    to,
    buyer,
    orderUrl,
    subject: `${facts.payment === 'balance' ? 'Saldo pagato' : facts.payment === 'deposit' ? 'Nuova prenotazione con acconto' : 'Nuova vendita'}: ${facts.title}`,
    greeting:
      facts.payment === 'balance'
        ? `Saldo pagato sul sito: ${facts.title}.`
        : `Nuova ${facts.payment === 'deposit' ? 'prenotazione con acconto' : 'vendita'} sul sito: ${facts.title}.`,
    paragraphs: [
      `${facts.online ? 'Corso online' : 'Corso in presenza'}: ${facts.title}`,
      `Cliente: ${buyer.name} ${buyer.surname} (${buyer.email})`,
      facts.payment === 'full'
        ? `Importo: ${amount(facts.amountCents)}`
        : facts.payment === 'deposit'
          ? `Acconto: ${amount(facts.amountCents)}; resta da pagare ${amount(facts.balanceDueCents)} prima dell'inizio`
          : `Saldo: ${amount(facts.amountCents)}; il corso è pagato per intero`,
      `Pagato il: ${formatDateTime(facts.paidAt, 'it')}`,
      `Ordine: ${orderReference(facts)}`,
      credits.referralWithheld.length > 0
        ? `Guadagno da invito non accreditato: l'account di chi ha invitato e quello del cliente hanno in comune ${credits.referralWithheld.map((detail) => SHARED_DETAIL_NAMES[detail]).join(', ')}. Entrambi sono stati avvisati.`
        : `Guadagno da invito accreditato: ${credits.referralCents > 0 ? amount(credits.referralCents) : 'nessuno'}`,
      `Guadagno del facilitatore accreditato: ${credits.memberCents > 0 ? amount(credits.memberCents) : 'nessuno'}`,
      ...(facts.withdrawalWaiverAt
        ? [
            `Rinuncia al diritto di recesso (art. 59, lett. o) registrata il ${formatDateTime(facts.withdrawalWaiverAt, 'it')}.`,
          ]
        : []),
      ...(facts.courseUrl
        ? []
        : [
            'ATTENZIONE: il corso non esiste più sul sito, quindi nessuna iscrizione e nessun accredito sono stati fatti: contatta il cliente.',
          ]),
    ],
    footer: `${MailFooter.owner} Tutte le vendite sono nella pagina Ordini del pannello.`,
  });
}
