import type { ContactMessage, Language, ModuleSubmission } from '@cammini/contract';
import { eurosToCents, formatMoney } from '@cammini/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import { formatDateTime, ownerNotice } from '../mail/mail.service.js';

const languageNames: Record<Language, string> = { it: 'italiano', en: 'inglese' };

/** A long text keeps its paragraphs: the layout puts each in its own <p>. */
const paragraphsOf = (text: string) => text.split(/\n\s*\n|\n/).filter((line) => line.trim() !== '');

/** When a form arrived, in which language, and the account that sent it while logged in (else null). */
export interface FormMeta {
  language: Language;
  receivedAt: Date;
  senderId: number | null;
}

interface FormNotice extends FormMeta {
  to: string;
  replyTo: string;
  subject: string;
  intro: string;
  fields: [label: string, value: string][];
  longText: { label: string; text: string };
}

/**
 * A form's notice is about the account that sent it while logged in: only then are its words that
 * account's, to be blanked with it. One sent logged out is about no account, whatever address it gives.
 */
function formNotice(notice: FormNotice): OutgoingMail {
  return ownerNotice({
    to: notice.to,
    about: notice.senderId,
    replyTo: notice.replyTo,
    subject: notice.subject,
    body: {
      greeting: notice.intro,
      paragraphs: [
        ...notice.fields.map(([label, value]) => `${label}: ${value}`),
        `Lingua del sito: ${languageNames[notice.language]}`,
        `${notice.longText.label}:`,
        ...paragraphsOf(notice.longText.text),
      ],
      footer: `Ricevuto il ${formatDateTime(notice.receivedAt)}. Rispondi a questa e-mail per scrivere direttamente a ${notice.replyTo}.`,
    },
  });
}

/** To the owner (the notice address of the settings, else CONTACT_EMAIL) for a message of the /contatti form; Reply-To is the visitor. */
export function contactMessageMail(to: string, message: ContactMessage, meta: FormMeta): OutgoingMail {
  return formNotice({
    to,
    replyTo: message.mail,
    subject: `Nuovo messaggio dal sito: ${message.nome} ${message.cognome}`,
    intro: 'È arrivato un nuovo messaggio dal modulo contatti del sito.',
    fields: [
      ['Nome', message.nome],
      ['Cognome', message.cognome],
      ['E-mail', message.mail],
      ['Telefono', message.telefono],
      ['Privacy accettata', message.privacy === undefined ? 'non indicato' : message.privacy ? 'sì' : 'no'],
    ],
    longText: { label: 'Richiesta', text: message.richiesta },
    ...meta,
  });
}

/** To the owner (the notice address of the settings, else CONTACT_EMAIL) for a submission of the /modulo contact module. */
export function moduleSubmissionMail(to: string, submission: ModuleSubmission, meta: FormMeta): OutgoingMail {
  const fullName = [submission.name, submission.surname].filter(Boolean).join(' ');
  return formNotice({
    to,
    replyTo: submission.email,
    subject: `Nuovo modulo di contatto: ${fullName}`,
    intro: 'È arrivato un nuovo modulo di contatto dal sito.',
    fields: [
      ['Nome', submission.name],
      ...(submission.surname ? [['Cognome', submission.surname] as [string, string]] : []),
      ['E-mail', submission.email],
      ['Data di nascita', submission.birth_date.split('-').reverse().join('/')],
      ['Città', submission.city],
      ['Telefono', submission.phonenumber],
      ['Interesse', submission.interested_in],
      ['Obiettivo', submission.objective],
      ['Budget', formatMoney(eurosToCents(submission.spending))],
    ],
    longText: { label: 'Messaggio', text: submission.message },
    ...meta,
  });
}
