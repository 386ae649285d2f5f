import type { Language } from '@cammini/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import { MailFooter, renderMailBody } from '../mail/mail.service.js';

const copy = {
  it: {
    greeting: (name: string) => `Ciao ${name},`,
    approved: {
      subject: 'I tuoi documenti sono stati approvati',
      paragraphs: [
        "abbiamo verificato i documenti d'identità che hai caricato e li abbiamo approvati.",
        "Ora, con il codice fiscale salvato, puoi richiedere il prelievo dei tuoi guadagni dall'area personale.",
      ],
    },
    rejected: {
      subject: 'I tuoi documenti non sono stati approvati',
      paragraphs: [
        "non è stato possibile approvare i documenti d'identità che hai caricato.",
        "Controlla che siano validi, leggibili e completi (fronte e retro) e caricali di nuovo dall'area personale.",
      ],
    },
    reason: (reason: string) => `Il motivo: ${reason}`,
    action: "Vai all'area personale",
    footer: MailFooter.account.it,
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    approved: {
      subject: 'Your documents were approved',
      paragraphs: [
        'we checked the identity documents you uploaded and approved them.',
        'With your tax code saved, you can now request the withdrawal of your earnings from your account.',
      ],
    },
    rejected: {
      subject: 'Your documents were not approved',
      paragraphs: [
        'we could not approve the identity documents you uploaded.',
        'Please check that they are valid, readable and complete (front and back) and upload them again from your account.',
      ],
    },
    reason: (reason: string) => `The reason: ${reason}`,
    action: 'Go to your account',
    footer: MailFooter.account.en,
  },
} as const;

/** Tells the customer the outcome of the identity-document review. */
export function documentReviewMail(input: {
  to: string;
  language: Language;
  name: string;
  approved: boolean;
  /** A rejection's reason, written by the admin. */
  reason?: string | null;
  userAreaUrl: string;
}): OutgoingMail {
  const text = copy[input.language];
  const outcome = input.approved ? text.approved : text.rejected;
  const body = renderMailBody({
    greeting: text.greeting(input.name),
    paragraphs: input.reason
      ? [outcome.paragraphs[0], text.reason(input.reason), ...outcome.paragraphs.slice(1)]
      : [...outcome.paragraphs],
    action: { label: text.action, url: input.userAreaUrl },
    footer: text.footer,
  });
  return { to: input.to, subject: outcome.subject, ...body };
}
