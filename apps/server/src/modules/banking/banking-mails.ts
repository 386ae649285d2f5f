import type { Language } from '@cammini/contract';
import { formatMoney } from '@cammini/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import {
  formatDateTime,
  formatDateTimeWithZone,
  lastCharactersOf,
  MailFooter,
  ownerNotice,
  renderMailBody,
} from '../mail/mail.service.js';

interface Customer {
  id: number;
  name: string;
  surname: string;
  email: string;
}

/** To the owner (the notice address of the settings, else CONTACT_EMAIL): a customer asked to withdraw their earnings. */
export function withdrawalRequestNotice(
  to: string,
  customer: Customer,
  request: { amountCents: number; iban: string; requestedAt: Date; balanceAfterCents: number },
  paymentsUrl: string,
): OutgoingMail {
  return ownerNotice({
    to,
    about: customer.id,
    replyTo: customer.email,
    subject: `Richiesta di prelievo: ${formatMoney(request.amountCents)} da ${customer.name} ${customer.surname}`,
    body: {
      greeting: `Nuova richiesta di prelievo da ${customer.name} ${customer.surname}.`,
      paragraphs: [
        `Cliente: ${customer.name} ${customer.surname} (${customer.email})`,
        `Importo: ${formatMoney(request.amountCents)}`,
        `Conto: IBAN che termina in ${lastCharactersOf(request.iban)}`,
        `Richiesta il: ${formatDateTime(request.requestedAt)}`,
        `Saldo che resta al cliente: ${formatMoney(request.balanceAfterCents)}`,
        'Dopo il bonifico, segna la richiesta come Completato nella pagina Pagamenti: il cliente riceverà un avviso.',
      ],
      action: { label: 'Apri le richieste di prelievo', url: paymentsUrl },
      footer: MailFooter.owner,
    },
  });
}

/** To the owner (the notice address of the settings, else CONTACT_EMAIL): identity documents are waiting for a review. */
export function documentsSubmittedNotice(to: string, customer: Customer, customersUrl: string): OutgoingMail {
  return ownerNotice({
    to,
    about: customer.id,
    subject: `Documenti da verificare: ${customer.name} ${customer.surname}`,
    body: {
      greeting: `${customer.name} ${customer.surname} ha caricato i documenti d'identità.`,
      paragraphs: [
        `Cliente: ${customer.name} ${customer.surname} (${customer.email})`,
        'Controlla fronte e retro nella tabella di approvazione dei documenti e approvali o rifiutali: il cliente riceverà un avviso.',
      ],
      action: { label: 'Apri i documenti da approvare', url: customersUrl },
      footer: MailFooter.owner,
    },
  });
}

const ownerFooter: Record<Language, string> = {
  it: 'Ti scriviamo per ogni cambio dei dati bancari del tuo account sul nostro sito, per la tua sicurezza.',
  en: 'We write to you about every change to the bank details of your account on our site, for your safety.',
};

export interface BankDetailChange {
  to: string;
  language: Language;
  name: string;
  changedAt: Date;
  /** Where the owner resets the password (which ends every session) and whom to write to. */
  resetUrl: string;
  /** Null when the business has no real address yet: the message then points to the site's Contatti page. */
  contactEmail: string | null;
}

function writeTo(change: BankDetailChange, language: Language): string {
  if (language === 'en')
    return change.contactEmail ? `write to ${change.contactEmail}` : 'write to us from the Contact page';
  return change.contactEmail ? `scrivi a ${change.contactEmail}` : 'scrivici dalla pagina Contatti';
}

function ifItWasNotYou(change: BankDetailChange): string {
  return change.language === 'en'
    ? `If it was not you, reset your password at once with the button below (this logs out every device) and ${writeTo(change, 'en')}.`
    : `Se non hai fatto tu questa modifica, reimposta subito la password con il pulsante qui sotto (chiude l'accesso su tutti i dispositivi) e ${writeTo(change, 'it')}.`;
}

/**
 * To the account's owner: the IBAN withdrawals are paid to was entered or changed. A change also
 * says until when withdrawals wait, the time the owner has to stop a stolen session's redirection.
 */
export function ibanSavedMail(
  change: BankDetailChange & { iban: string; previousIban: string | null; heldUntil: Date | null },
): OutgoingMail {
  const { language } = change;
  const when = formatDateTimeWithZone(change.changedAt, language);
  const en = language === 'en';
  const what =
    change.previousIban === null
      ? en
        ? `On ${when} an IBAN was added to your account: withdrawals will be paid to the account ending in ${lastCharactersOf(change.iban)}.`
        : `Il ${when} è stato inserito l'IBAN del tuo account: i prelievi saranno pagati sul conto che termina in ${lastCharactersOf(change.iban)}.`
      : en
        ? `On ${when} the IBAN of your account was changed: withdrawals will be paid to the account ending in ${lastCharactersOf(change.iban)} instead of ${lastCharactersOf(change.previousIban)}.`
        : `Il ${when} è stato cambiato l'IBAN del tuo account: i prelievi saranno pagati sul conto che termina in ${lastCharactersOf(change.iban)} invece di ${lastCharactersOf(change.previousIban)}.`;
  const hold =
    change.heldUntil &&
    (en
      ? `For your safety, withdrawals are on hold until ${formatDateTimeWithZone(change.heldUntil, language)}.`
      : `Per la tua sicurezza, i prelievi sono sospesi fino al ${formatDateTimeWithZone(change.heldUntil, language)}.`);
  const subject =
    change.previousIban === null
      ? en
        ? 'An IBAN was added to your account'
        : "È stato inserito l'IBAN del tuo account"
      : en
        ? 'The IBAN of your account was changed'
        : "È stato cambiato l'IBAN del tuo account";
  return composeOwnerMail(change, subject, [what, ...(hold ? [hold] : []), ifItWasNotYou(change)]);
}

/** To the account's owner: the tax code (codice fiscale) was entered or changed. */
export function taxCodeSavedMail(change: BankDetailChange & { taxCode: string }): OutgoingMail {
  const when = formatDateTimeWithZone(change.changedAt, change.language);
  const en = change.language === 'en';
  const what = en
    ? `On ${when} the tax code (codice fiscale) of your account was saved: it now ends in ${lastCharactersOf(change.taxCode)}.`
    : `Il ${when} è stato salvato il codice fiscale del tuo account: ora termina in ${lastCharactersOf(change.taxCode)}.`;
  const subject = en ? 'The tax code of your account was saved' : 'È stato salvato il codice fiscale del tuo account';
  return composeOwnerMail(change, subject, [what, ifItWasNotYou(change)]);
}

function composeOwnerMail(change: BankDetailChange, subject: string, paragraphs: string[]): OutgoingMail {
  const en = change.language === 'en';
  return {
    to: change.to,
    subject,
    ...renderMailBody({
      greeting: en ? `Hello ${change.name},` : `Ciao ${change.name},`,
      paragraphs,
      action: { label: en ? 'Reset my password' : 'Reimposta la password', url: change.resetUrl },
      footer: ownerFooter[change.language],
    }),
  };
}
