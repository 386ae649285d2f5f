import type { Language, WithdrawalStatus } from '@cammini/contract';
import { formatMoney } from '@cammini/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import { formatDate, lastCharactersOf, MailFooter, renderMailBody } from '../mail/mail.service.js';

export interface WithdrawalStatusMailInput {
  to: string;
  language: Language;
  name: string;
  status: WithdrawalStatus;
  amountCents: number;
  requestedAt: Date;
  iban: string;
  userAreaUrl: string;
}

const copy = {
  it: {
    subject: 'Aggiornamento della tua richiesta di prelievo',
    greeting: (name: string) => `Ciao ${name},`,
    intro: (amount: string, date: string, status: string) =>
      `la tua richiesta di prelievo di ${amount} del ${date} ora è: ${status}.`,
    status: { 'In attesa': 'in attesa', Completato: 'completata', Annullato: 'annullata' },
    detail: {
      'In attesa': 'La richiesta è di nuovo in lavorazione: ti scriveremo quando il bonifico sarà disposto.',
      Completato: (iban: string) =>
        `Il bonifico è stato disposto sul conto con IBAN che termina in ${iban}. Possono servire alcuni giorni lavorativi perché l'importo sia visibile.`,
      Annullato: "L'importo è tornato disponibile nel tuo saldo. Per qualsiasi domanda scrivici dalla pagina Contatti.",
    },
    action: "Vai all'area personale",
    footer: MailFooter.account.it,
  },
  en: {
    subject: 'Update on your withdrawal request',
    greeting: (name: string) => `Hello ${name},`,
    intro: (amount: string, date: string, status: string) =>
      `your withdrawal request of ${amount} made on ${date} is now ${status}.`,
    status: { 'In attesa': 'pending', Completato: 'completed', Annullato: 'cancelled' },
    detail: {
      'In attesa': 'The request is being processed again: we will write to you when the transfer is made.',
      Completato: (iban: string) =>
        `The transfer was made to the account whose IBAN ends in ${iban}. It may take a few working days to show.`,
      Annullato:
        'The amount is back in your available balance. If you have any question, write to us from the Contacts page.',
    },
    action: 'Go to your account',
    footer: MailFooter.account.en,
  },
} as const;

/** Tells the customer an admin changed the state of their withdrawal request. */
export function withdrawalStatusMail(input: WithdrawalStatusMailInput): OutgoingMail {
  const text = copy[input.language];
  const detail = text.detail[input.status];
  const body = renderMailBody({
    greeting: text.greeting(input.name),
    paragraphs: [
      text.intro(
        formatMoney(input.amountCents, input.language),
        formatDate(input.requestedAt, input.language),
        text.status[input.status],
      ),
      typeof detail === 'function' ? detail(lastCharactersOf(input.iban)) : detail,
    ],
    action: { label: text.action, url: input.userAreaUrl },
    footer: text.footer,
  });
  return { to: input.to, subject: text.subject, ...body };
}
