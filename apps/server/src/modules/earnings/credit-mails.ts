import type { Language } from '@cammini/contract';
import { formatMoney } from '@cammini/contract';
import { formatDate, MailFooter, type OutgoingMail, oneLine, renderMailBody } from '../mail/mail.service.js';

export interface GrantedCredit {
  kind: 'referral' | 'member';
  amountCents: number;
  courseTitle: string;
  availableAt: Date;
}

const copy = {
  it: {
    subject: (amount: string) => `Hai ricevuto un credito di ${amount}`,
    greeting: (name: string) => `Ciao ${name},`,
    why: {
      referral: (amount: string, title: string) =>
        `una persona che hai invitato ha acquistato «${title}»: ti abbiamo accreditato ${amount}.`,
      member: (amount: string, title: string) =>
        `qualcuno ha acquistato il tuo corso «${title}»: ti abbiamo accreditato ${amount}.`,
    },
    when: (date: string) =>
      `Il credito si potrà prelevare dal ${date}: da quel giorno l'acquisto non si potrà più annullare né recedere. Lo trovi fin da ora nella tua area personale, tra i crediti in attesa; se il corso cambia data, lì trovi anche il giorno aggiornato.`,
    action: 'Vai alla tua area personale',
  },
  en: {
    subject: (amount: string) => `You received a credit of ${amount}`,
    greeting: (name: string) => `Hello ${name},`,
    why: {
      referral: (amount: string, title: string) => `someone you invited bought “${title}”: we credited you ${amount}.`,
      member: (amount: string, title: string) => `someone bought your course “${title}”: we credited you ${amount}.`,
    },
    when: (date: string) =>
      `You can withdraw it from ${date}: from that day the purchase can no longer be cancelled or withdrawn from. It is already listed in your personal area among the pending credits; if the course changes its dates, the updated day is shown there too.`,
    action: 'Go to your personal area',
  },
} as const;

/** To the earner, in their language: a credit was granted, how much, for what, and from when it can be withdrawn. */
export function creditGrantedMail(
  earner: { email: string; name: string; language: Language },
  credit: GrantedCredit,
  accountUrl: string,
): OutgoingMail {
  const text = copy[earner.language];
  const amount = formatMoney(credit.amountCents, earner.language);
  const rendered = renderMailBody({
    greeting: text.greeting(earner.name),
    paragraphs: [
      text.why[credit.kind](amount, credit.courseTitle),
      text.when(formatDate(credit.availableAt, earner.language)),
    ],
    action: { label: text.action, url: accountUrl },
    footer: MailFooter.account[earner.language],
  });
  return { to: earner.email, subject: oneLine(text.subject(amount)), ...rendered };
}

/**
 * A referral that earned nothing because the two accounts share an IBAN, a codice fiscale or an identity
 * document. Each side is told in words that add nothing to what it knows: the referrer is not told who
 * bought (as a credit's e-mail never says), the buyer is not told who invited them beyond the code they
 * used, and neither is told which detail matched or its value.
 */
export interface WithheldReferral {
  courseTitle: string;
}

const withheldCopy = {
  it: {
    referrer: {
      subject: 'Un invito senza credito',
      body: (title: string) =>
        `una persona che hai invitato ha acquistato «${title}», ma questo acquisto non ti dà un credito d'invito: il suo account e il tuo hanno in comune un dato bancario o d'identità (un IBAN, un codice fiscale o un documento d'identità), e un invito tra account della stessa persona non dà crediti.`,
    },
    buyer: {
      subject: (title: string) => `Il tuo acquisto di «${title}» e il codice d'invito`,
      body: (title: string) =>
        `il tuo acquisto di «${title}» è valido e non cambia nulla per te. Il codice d'invito usato alla tua registrazione, però, non dà un credito a chi te l'ha dato: il tuo account e il suo hanno in comune un dato bancario o d'identità (un IBAN, un codice fiscale o un documento d'identità), e un invito tra account della stessa persona non dà crediti.`,
    },
    greeting: (name: string) => `Ciao ${name},`,
    mistake: 'Se pensi che sia un errore, scrivici dalla pagina Contatti del sito.',
    action: 'Vai alla tua area personale',
  },
  en: {
    referrer: {
      subject: 'An invitation without a credit',
      body: (title: string) =>
        `someone you invited bought “${title}”, but this purchase earns you no invitation credit: their account and yours have a bank or identity detail in common (an IBAN, a tax code or an identity document), and an invitation between accounts of the same person earns no credit.`,
    },
    buyer: {
      subject: (title: string) => `Your purchase of “${title}” and the invitation code`,
      body: (title: string) =>
        `your purchase of “${title}” is valid and nothing changes for you. The invitation code you signed up with, however, earns no credit for whoever gave it to you: your account and theirs have a bank or identity detail in common (an IBAN, a tax code or an identity document), and an invitation between accounts of the same person earns no credit.`,
    },
    greeting: (name: string) => `Hello ${name},`,
    mistake: 'If you think this is a mistake, write to us from the Contact page of the site.',
    action: 'Go to your personal area',
  },
} as const;

/** To the referrer or to the buyer, in their language: the referral earned nothing, and why in general terms. */
export function referralWithheldMail(
  person: { email: string; name: string; language: Language },
  role: 'referrer' | 'buyer',
  referral: WithheldReferral,
  accountUrl: string,
): OutgoingMail {
  const text = withheldCopy[person.language];
  const subject = role === 'referrer' ? text.referrer.subject : text.buyer.subject(referral.courseTitle);
  const rendered = renderMailBody({
    greeting: text.greeting(person.name),
    paragraphs: [text[role].body(referral.courseTitle), text.mistake],
    action: { label: text.action, url: accountUrl },
    footer: MailFooter.account[person.language],
  });
  return { to: person.email, subject: oneLine(subject), ...rendered };
}
