import type { Language } from '@cammini/contract';
import { formatMoney } from '@cammini/contract';
import { MailFooter, type OutgoingMail, oneLine, renderMailBody } from '../mail/mail.service.js';

/**
 * A credit reversed because its sale was refunded after the earner had already withdrawn it (in full or
 * in part): `balanceCents` is the available balance after the reversal, below zero when nothing covers it.
 */
export interface ReversedPaidOutCredit {
  kind: 'referral' | 'member';
  amountCents: number;
  courseTitle: string;
  balanceCents: number;
}

const copy = {
  it: {
    subject: 'Un credito già prelevato è stato stornato',
    greeting: (name: string) => `Ciao ${name},`,
    what: {
      referral: (amount: string, title: string) =>
        `l'acquisto di «${title}» fatto da una persona che hai invitato è stato rimborsato: il credito d'invito di ${amount} che ti aveva dato è stato quindi stornato.`,
      member: (amount: string, title: string) =>
        `un acquisto del tuo corso «${title}» è stato rimborsato: il credito di ${amount} che ti aveva dato è stato quindi stornato.`,
    },
    withdrawn: 'Avevi già prelevato questo credito, quindi lo storno è stato tolto dal tuo saldo.',
    balance: (balance: string) => `Il tuo saldo ora è di ${balance}.`,
    negative:
      'Il saldo è sotto zero: i prossimi crediti lo copriranno per primi e fino ad allora non si possono chiedere nuovi prelievi. Non devi restituire nulla.',
    action: 'Vai alla tua area personale',
  },
  en: {
    subject: 'A credit you already withdrew was reversed',
    greeting: (name: string) => `Hello ${name},`,
    what: {
      referral: (amount: string, title: string) =>
        `the purchase of “${title}” by someone you invited was refunded, so the invitation credit of ${amount} it gave you was reversed.`,
      member: (amount: string, title: string) =>
        `a purchase of your course “${title}” was refunded, so the credit of ${amount} it gave you was reversed.`,
    },
    withdrawn: 'You had already withdrawn this credit, so the reversal was taken from your balance.',
    balance: (balance: string) => `Your balance is now ${balance}.`,
    negative:
      'Your balance is below zero: your next credits will cover it first, and until then no new withdrawal can be requested. You do not need to pay anything back.',
    action: 'Go to your personal area',
  },
} as const;

/** To the earner, in their language: what was reversed and why, and the balance it leaves. */
export function paidOutCreditReversedMail(
  earner: { email: string; name: string; language: Language },
  credit: ReversedPaidOutCredit,
  accountUrl: string,
): OutgoingMail {
  const text = copy[earner.language];
  const rendered = renderMailBody({
    greeting: text.greeting(earner.name),
    paragraphs: [
      text.what[credit.kind](formatMoney(credit.amountCents, earner.language), credit.courseTitle),
      text.withdrawn,
      text.balance(formatMoney(credit.balanceCents, earner.language)),
      ...(credit.balanceCents < 0 ? [text.negative] : []),
    ],
    action: { label: text.action, url: accountUrl },
    footer: MailFooter.account[earner.language],
  });
  return { to: earner.email, subject: oneLine(text.subject), ...rendered };
}
