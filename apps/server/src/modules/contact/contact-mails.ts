import type { ContactMessage, Language, ModuleSubmission } from '@cammini/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import { formatDateTime, formatMoney, oneLine, renderMailBody } from '../mail/mail.service.js';

const languageNames: Record<Language, string> = { it: 'italiano', en: 'inglese' };

/** A long text keeps its paragraphs: the layout puts each in its own <p>. */
const paragraphsOf = (text: string) => text.split(/\n\s*\n|\n/).filter((line) => line.trim() !== '');

interface OwnerNotice {
  to: string;
  replyTo: string;
  subject: string;
  intro: string;
  fields: [label: string, value: string][];
  longText: { label: string; text: string };
  language: Language;
  receivedAt: Date;
}

function ownerNotice(notice: OwnerNotice): OutgoingMail {
  const rendered = renderMailBody({
    greeting: notice.intro,
    paragraphs: [
      ...notice.fields.map(([label, value]) => `${label}: ${value}`),
      `Lingua del sito: ${languageNames[notice.language]}`,
      `${notice.longText.label}:`,
      ...paragraphsOf(notice.longText.text),
    ],
    footer: `Ricevuto il ${formatDateTime(notice.receivedAt)}. Rispondi a questa e-mail per scrivere direttamente a ${notice.replyTo}.`,
  });
  return {
    to: notice.to,
    subject: oneLine(notice.subject),
    ...rendered,
    headers: { 'Reply-To': notice.replyTo },
  };
}

/** To the owner (the notice address of the settings, else CONTACT_EMAIL) for a message of the /contatti form; Reply-To is the visitor. */
export function contactMessageMail(
  to: string,
  message: ContactMessage,
  meta: { language: Language; receivedAt: Date },
): OutgoingMail {
  return ownerNotice({
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
export function moduleSubmissionMail(
  to: string,
  submission: ModuleSubmission,
  meta: { language: Language; receivedAt: Date },
): OutgoingMail {
  const fullName = [submission.name, submission.surname].filter(Boolean).join(' ');
  return ownerNotice({
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
      ['Interessato a', submission.interested_in],
      ['Obiettivo', submission.objective],
      ['Budget', formatMoney(Math.round(submission.spending * 100))],
    ],
    longText: { label: 'Messaggio', text: submission.message },
    ...meta,
  });
}
