import { renderMailBody } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/mail-outbox.repository.js';

interface Customer {
  name: string;
  surname: string;
  email: string;
}

const euros = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(date);
/** Enough of the IBAN to recognize it; the whole number is in /pagamenti, not in a mailbox. */
const ibanTail = (iban: string) => `…${iban.slice(-4)}`;
const FOOTER = 'Messaggio automatico del sito Cammini di Crescita.';

/** To the owner (CONTACT_EMAIL): a customer asked to withdraw their earnings. */
export function withdrawalRequestNotice(
  to: string,
  customer: Customer,
  request: { amountCents: number; iban: string; requestedAt: Date; balanceAfterCents: number },
  paymentsUrl: string,
): OutgoingMail {
  const body = renderMailBody({
    greeting: `Nuova richiesta di prelievo da ${customer.name} ${customer.surname}.`,
    paragraphs: [
      `Cliente: ${customer.name} ${customer.surname} (${customer.email})`,
      `Importo: ${euros(request.amountCents)}`,
      `Conto: IBAN che termina in ${ibanTail(request.iban)}`,
      `Richiesta il: ${dateTime(request.requestedAt)}`,
      `Saldo che resta al cliente: ${euros(request.balanceAfterCents)}`,
      'Dopo il bonifico, segna la richiesta come Completato nella pagina Pagamenti: il cliente riceverà un avviso.',
    ],
    action: { label: 'Apri le richieste di prelievo', url: paymentsUrl },
    footer: FOOTER,
  });
  return {
    to,
    subject: `Richiesta di prelievo: ${euros(request.amountCents)} da ${customer.name} ${customer.surname}`.replace(
      /\s+/g,
      ' ',
    ),
    ...body,
    headers: { 'Reply-To': customer.email },
  };
}

/** To the owner (CONTACT_EMAIL): identity documents are waiting for a review. */
export function documentsSubmittedNotice(to: string, customer: Customer, customersUrl: string): OutgoingMail {
  const body = renderMailBody({
    greeting: `${customer.name} ${customer.surname} ha caricato i documenti d'identità.`,
    paragraphs: [
      `Cliente: ${customer.name} ${customer.surname} (${customer.email})`,
      'Controlla fronte e retro nella tabella di approvazione dei documenti e approvali o rifiutali: il cliente riceverà un avviso.',
    ],
    action: { label: 'Apri i documenti da approvare', url: customersUrl },
    footer: FOOTER,
  });
  return {
    to,
    subject: `Documenti da verificare: ${customer.name} ${customer.surname}`.replace(/\s+/g, ' '),
    ...body,
  };
}
