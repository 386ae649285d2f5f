import type { Language } from '@cammini/contract';
import type { OutgoingMail } from '../mail/mail.service.js';
import { renderMailBody } from '../mail/mail.service.js';

const footer: Record<Language, string> = {
  it: 'Hai ricevuto questa e-mail perché il tuo indirizzo è stato usato sul nostro sito. Se non hai fatto tu questa richiesta, puoi ignorarla.',
  en: 'You received this e-mail because your address was used on our site. If it was not you, you can ignore it.',
};

function compose(
  to: string,
  language: Language,
  subject: string,
  body: Omit<Parameters<typeof renderMailBody>[0], 'footer'>,
): OutgoingMail {
  return { to, subject, ...renderMailBody({ ...body, footer: footer[language] }) };
}

export function verificationMail(to: string, language: Language, name: string, url: string): OutgoingMail {
  return language === 'en'
    ? compose(to, language, 'Confirm your e-mail address', {
        greeting: `Hello ${name},`,
        paragraphs: [
          'Thank you for signing up. Confirm your e-mail address to activate your account.',
          'The link is valid for 24 hours.',
        ],
        action: { label: 'Confirm my address', url },
      })
    : compose(to, language, 'Conferma il tuo indirizzo e-mail', {
        greeting: `Ciao ${name},`,
        paragraphs: [
          "Grazie per la tua registrazione. Conferma il tuo indirizzo e-mail per attivare l'account.",
          'Il link è valido per 24 ore.',
        ],
        action: { label: 'Conferma il mio indirizzo', url },
      });
}

export function passwordResetMail(to: string, language: Language, name: string, url: string): OutgoingMail {
  return language === 'en'
    ? compose(to, language, 'Reset your password', {
        greeting: `Hello ${name},`,
        paragraphs: [
          'We received a request to reset your password. Choose a new one with the link below.',
          'The link is valid for one hour and can be used once.',
        ],
        action: { label: 'Choose a new password', url },
      })
    : compose(to, language, 'Reimposta la tua password', {
        greeting: `Ciao ${name},`,
        paragraphs: [
          'Abbiamo ricevuto una richiesta di reimpostare la tua password. Scegline una nuova con il link qui sotto.',
          "Il link è valido per un'ora e si può usare una sola volta.",
        ],
        action: { label: 'Scegli una nuova password', url },
      });
}

export function passwordChangedMail(to: string, language: Language, name: string, loginUrl: string): OutgoingMail {
  return language === 'en'
    ? compose(to, language, 'Your password was changed', {
        greeting: `Hello ${name},`,
        paragraphs: [
          'The password of your account was just changed, and every other session was logged out.',
          'If you did not do this, reset your password at once and write to us.',
        ],
        action: { label: 'Log in', url: loginUrl },
      })
    : compose(to, language, 'La tua password è stata cambiata', {
        greeting: `Ciao ${name},`,
        paragraphs: [
          'La password del tuo account è appena stata cambiata e tutte le altre sessioni sono state chiuse.',
          'Se non hai fatto tu questa modifica, reimposta subito la password e scrivici.',
        ],
        action: { label: 'Accedi', url: loginUrl },
      });
}
