import type { Language } from '@cammini/contract';
import { formatDateTimeWithZone, type OutgoingMail, oneLine, renderMailBody } from '../../mail/mail.service.js';

const copy = {
  it: {
    subject: (title: string) => `Si è liberato un posto: ${title}`,
    greeting: (name: string) => `Ciao ${name},`,
    freed: (title: string) => `eri in lista d'attesa per il corso «${title}» e si è liberato un posto.`,
    kept: (until: string) =>
      `Lo teniamo per te fino al ${until}: per prenotarlo accedi al sito e completa il pagamento dal pulsante qui sotto.`,
    otherwise: 'Se non ti serve più non devi fare nulla: allo scadere passeremo il posto alla persona successiva.',
    action: 'Prenota il posto',
    footer: "Hai ricevuto questa e-mail perché hai chiesto un posto nella lista d'attesa di un corso sul nostro sito.",
  },
  en: {
    subject: (title: string) => `A place has opened up: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    freed: (title: string) => `you were on the waiting list for the course “${title}”, and a place has opened up.`,
    kept: (until: string) =>
      `We are keeping it for you until ${until}: to book it, log in and complete the payment from the button below.`,
    otherwise:
      'If you no longer need it, there is nothing to do: when the time is up we will offer the place to the next person.',
    action: 'Book the place',
    footer: 'You received this e-mail because you joined the waiting list of a course on our site.',
  },
} as const;

/** To the first in line, in their language: a seat is kept for them until `until`, with the link to buy it. */
export function seatOfferMail(
  person: { email: string; name: string; language: Language },
  offer: { title: string; until: Date; paymentUrl: string },
): OutgoingMail {
  const text = copy[person.language];
  const rendered = renderMailBody({
    greeting: text.greeting(person.name),
    paragraphs: [
      text.freed(offer.title),
      text.kept(formatDateTimeWithZone(offer.until, person.language)),
      text.otherwise,
    ],
    action: { label: text.action, url: offer.paymentUrl },
    footer: text.footer,
  });
  return { to: person.email, subject: oneLine(text.subject(offer.title)), ...rendered };
}
