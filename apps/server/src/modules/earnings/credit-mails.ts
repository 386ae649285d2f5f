import type { Language } from '@cammini/contract';
import {
  formatDate,
  formatMoney,
  MailFooter,
  type OutgoingMail,
  oneLine,
  renderMailBody,
} from '../mail/mail.service.js';

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
      `Il credito si potrà prelevare dal ${date}, quando sarà finito il periodo di recesso dell'acquisto. Lo trovi fin da ora nella tua area personale, tra i crediti in attesa.`,
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
      `You can withdraw it from ${date}, once the purchase's withdrawal period is over. It is already listed in your personal area among the pending credits.`,
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
