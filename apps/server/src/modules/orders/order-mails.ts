import type { Language } from '@cammini/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import { formatDate, formatDateTime, formatMoney, MailFooter, oneLine, renderMailBody } from '../mail/mail.service.js';
import { buyerMail } from './buyer-mail.js';

export interface PaidOrderFacts {
  orderId: string;
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
}

const copy = {
  it: {
    subject: (title: string) => `Ricevuta del tuo acquisto: ${title}`,
    greeting: (name: string) => `Ciao ${name},`,
    thanks: 'grazie per il tuo acquisto. Questa è la ricevuta del pagamento.',
    course: (title: string, online: boolean) => `${online ? 'Corso online' : 'Corso in presenza'}: ${title}`,
    amount: (amount: string) => `Importo pagato: ${amount}`,
    deposit: (amount: string) => `Acconto pagato: ${amount}`,
    due: (amount: string, start: string | null) =>
      start
        ? `Resta da pagare: ${amount}, prima dell'inizio del corso (${start}). Puoi pagarlo dalla tua area personale; ti ricorderemo la scadenza una settimana prima.`
        : `Resta da pagare: ${amount}, prima dell'inizio del corso. Puoi pagarlo dalla tua area personale.`,
    balance: (amount: string) => `Saldo pagato: ${amount}. Il corso è ora pagato per intero.`,
    date: (date: string) => `Data del pagamento: ${date}`,
    order: (id: string) => `Numero d'ordine: ${id}`,
    seller: (details: string) => `Venditore: ${details}`,
    vat: (id: string) => `P.IVA ${id}`,
    taxCode: (id: string) => `C.F. ${id}`,
    waiver: (date: string) =>
      `Il ${date} hai chiesto di accedere subito al corso online e hai riconosciuto che, con l'inizio della fruizione, perdi il diritto di recesso di 14 giorni (Codice del consumo, art. 59, comma 1, lettera o).`,
    courseGone:
      'Questo corso non è più sul sito: ti scriveremo noi. Per qualsiasi domanda scrivici dalla pagina Contatti.',
    action: (online: boolean) => (online ? 'Inizia il corso' : 'Vai al corso'),
    footer: 'Hai ricevuto questa e-mail perché hai acquistato un corso sul nostro sito. Conservala come ricevuta.',
  },
  en: {
    subject: (title: string) => `Receipt for your purchase: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    thanks: 'thank you for your purchase. This is the receipt of your payment.',
    course: (title: string, online: boolean) => `${online ? 'Online course' : 'In-person course'}: ${title}`,
    amount: (amount: string) => `Amount paid: ${amount}`,
    deposit: (amount: string) => `Deposit paid: ${amount}`,
    due: (amount: string, start: string | null) =>
      start
        ? `Still to pay: ${amount}, before the course starts (${start}). You can pay it from your personal area; we will remind you a week before.`
        : `Still to pay: ${amount}, before the course starts. You can pay it from your personal area.`,
    balance: (amount: string) => `Balance paid: ${amount}. The course is now paid in full.`,
    date: (date: string) => `Payment date: ${date}`,
    order: (id: string) => `Order number: ${id}`,
    seller: (details: string) => `Seller: ${details}`,
    vat: (id: string) => `VAT no. IT${id}`,
    taxCode: (id: string) => `Tax code ${id}`,
    waiver: (date: string) =>
      `On ${date} you asked for immediate access to the online course and acknowledged that, once it starts, you lose the 14-day right of withdrawal (Italian Consumer Code, art. 59(1)(o)).`,
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
 * give them; for online courses it repeats the withdrawal waiver.
 */
export function receiptMail(
  buyer: { email: string; name: string; language: Language },
  facts: PaidOrderFacts,
  seller?: SellerDetails,
): OutgoingMail {
  return buyerMail(buyer, copy, facts, (text, amount) => ({
    subject: text.subject(facts.title),
    paragraphs: [
      text.thanks,
      text.course(facts.title, facts.online),
      ...paymentLines(text, facts, amount, buyer.language),
      text.date(formatDateTime(facts.paidAt, buyer.language)),
      text.order(facts.orderId),
      ...(seller ? [sellerLine(text, seller)] : []),
      ...(facts.withdrawalWaiverAt ? [text.waiver(formatDateTime(facts.withdrawalWaiverAt, buyer.language))] : []),
      ...(facts.courseUrl ? [] : [text.courseGone]),
    ],
    ...(facts.courseUrl ? { action: { label: text.action(facts.online), url: facts.courseUrl } } : {}),
  }));
}

/** To the owner (the notice address of the settings, else CONTACT_EMAIL): a new sale, who bought it, and who was credited what. */
export function saleNoticeMail(
  to: string,
  buyer: { email: string; name: string; surname: string },
  facts: PaidOrderFacts,
  credits: { referralCents: number; memberCents: number },
): OutgoingMail {
  const amount = (cents: number) => formatMoney(cents, 'it', facts.currency);
  const rendered = renderMailBody({
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
      `Ordine: ${facts.orderId}`,
      `Guadagno da invito accreditato: ${credits.referralCents > 0 ? amount(credits.referralCents) : 'nessuno'}`,
      `Guadagno del facilitatore accreditato: ${credits.memberCents > 0 ? amount(credits.memberCents) : 'nessuno'}`,
      ...(facts.withdrawalWaiverAt
        ? [
            `Rinuncia al diritto di recesso (art. 59, lett. o) registrata il ${formatDateTime(facts.withdrawalWaiverAt, 'it')}.`,
          ]
        : []),
      ...(facts.courseUrl
        ? []
        : [
            'ATTENZIONE: il corso non esiste più sul sito, quindi il cliente non è stato iscritto e nessun accredito è stato fatto: contatta il cliente.',
          ]),
    ],
    footer: `${MailFooter.owner} I clienti e le vendite sono nella pagina Clienti del pannello.`,
  });
  return {
    to,
    subject: oneLine(
      `${facts.payment === 'balance' ? 'Saldo pagato' : facts.payment === 'deposit' ? 'Nuova prenotazione con acconto' : 'Nuova vendita'}: ${facts.title}`,
    ),
    ...rendered,
    headers: { 'Reply-To': buyer.email },
  };
}
