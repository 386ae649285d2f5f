import { NEWSLETTER_CONFIRM_TOKEN_DAYS } from '@cammini/contract';
import { renderMailBody } from './mail-layout.js';
import type { OutgoingMail } from './mail-outbox.repository.js';

type Language = 'it' | 'en';

const footer: Record<Language, string> = {
  it: 'Hai ricevuto questa e-mail perché il tuo indirizzo è stato inserito nel modulo della newsletter di Cammini di Crescita. Se non sei stato tu, ignorala: senza conferma non ti scriveremo più.',
  en: 'You received this e-mail because your address was entered in the Cammini di Crescita newsletter form. If it was not you, ignore it: without a confirmation we will not write to you again.',
};

/** Double opt-in (DESIGN §6): nothing is sent to a subscriber until this link is opened. */
export function newsletterConfirmationMail(
  to: string,
  language: Language,
  name: string | null,
  url: string,
): OutgoingMail {
  const days = NEWSLETTER_CONFIRM_TOKEN_DAYS;
  const body =
    language === 'en'
      ? {
          subject: 'Confirm your newsletter subscription',
          greeting: name ? `Hello ${name},` : 'Hello,',
          paragraphs: [
            'Thank you for your interest in the Cammini di Crescita newsletter. Confirm your subscription with the link below and you will receive news about courses, meditations and articles.',
            `The link is valid for ${days} days. You can unsubscribe at any time from any newsletter.`,
          ],
          action: { label: 'Confirm my subscription', url },
        }
      : {
          subject: "Conferma l'iscrizione alla newsletter",
          greeting: name ? `Ciao ${name},` : 'Ciao,',
          paragraphs: [
            "Grazie per l'interesse verso la newsletter di Cammini di Crescita. Conferma l'iscrizione con il link qui sotto e riceverai le novità su percorsi, meditazioni e articoli.",
            `Il link è valido per ${days} giorni. Potrai disiscriverti in ogni momento da qualsiasi newsletter.`,
          ],
          action: { label: "Conferma l'iscrizione", url },
        };
  const { subject, ...content } = body;
  return { to, subject, ...renderMailBody({ ...content, footer: footer[language] }) };
}
