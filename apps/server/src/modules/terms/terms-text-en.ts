import type { TermsSection } from '@cammini/contract';
import { isVatNumber, link, list, paragraph, type TermsFacts, TermsLinks, type TermsWriter } from './terms-facts.js';

/*
 * The terms of sale in English: the same sections and rules as the Italian text (terms-text-it.ts),
 * section by section, from the same facts.
 */

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

function seller({ seller: who }: TermsFacts): TermsSection {
  const identity = [
    who.name,
    who.address ? `registered at ${who.address}` : null,
    who.taxId ? `${isVatNumber(who.taxId) ? 'VAT number IT' : 'tax code '}${who.taxId}` : null,
  ].filter(Boolean);
  const contacts = [who.email ? `e-mail ${who.email}` : null, who.phone ? `phone ${who.phone}` : null].filter(Boolean);
  return {
    id: 'venditore',
    heading: '1. Who sells',
    blocks: [
      paragraph(`The seller is ${identity.join(', ')} (“we”).`),
      paragraph(
        contacts.length > 0
          ? `You can write to us or call us: ${contacts.join(', ')}; or use the `
          : 'Write to us from the ',
        link('Contacts page', TermsLinks.contact),
        '.',
      ),
      paragraph(
        'These terms apply to purchases made on the site by consumers, that is people buying for purposes outside their trade or profession.',
      ),
    ],
  };
}

const whatIsSold = (): TermsSection => ({
  id: 'oggetto',
  heading: '2. What we sell',
  blocks: [
    list(
      [
        link('In-person group courses', TermsLinks.courses),
        ': they take place on the dates, at the times and at the place given on each course’s page; seats may be limited.',
      ],
      [
        link('Online courses', TermsLinks.onlineCourses),
        ': video lessons to follow in your personal area of the site, available as soon as the payment is confirmed.',
      ],
    ),
    paragraph(
      'The main features of each course (content, facilitators, length, place, number of lessons) are described on its page; the payment page sums up the essentials before you buy.',
    ),
  ],
});

const howToBuy = (): TermsSection => ({
  id: 'acquisto',
  heading: '3. How to buy',
  blocks: [
    list(
      ['Buying needs an account of the site, with a verified e-mail address.'],
      [
        'The payment page shows the summary of the course, the price, the key points of these terms and the box by which you state that you have read and accept them; for an online course you also ask for immediate access to the lessons (section 7).',
      ],
      [
        'You pay by card. The contract is made when the payment is confirmed: we e-mail you the receipt, with the order number and the link to the version of these terms you accepted.',
      ],
    ),
    paragraph(
      'Every version of these terms stays published at its own address, with its number and date of publication; every order records the version accepted and when. The terms are available in Italian and in English.',
    ),
  ],
});

const pricesAndPayment = (): TermsSection => ({
  id: 'prezzi',
  heading: '4. Prices and payment',
  blocks: [
    paragraph(
      'Prices are in euros and include VAT and every other tax. There are no delivery charges or other extra costs: you pay the amount shown on the payment page.',
    ),
    paragraph(
      'Payment is by credit or debit card, through our payment service provider: the card details go to the provider and are never received or kept by us.',
    ),
  ],
});

const depositAndBalance = (facts: TermsFacts): TermsSection => ({
  id: 'acconto',
  heading: '5. Deposit and balance',
  blocks: [
    paragraph(
      `Some in-person courses can be booked by paying a deposit only: the payment page offers it when the course has one and starts more than ${days(facts.depositMinDaysAhead)} after the day of the booking, and shows the deposit and the balance. Otherwise the full price is paid.`,
    ),
    paragraph(
      'The balance (the price less the deposit) is due before the course starts: by card from your ',
      link('personal area', TermsLinks.account),
      `, or at the course, before it begins. We remind you by e-mail ${days(facts.depositMinDaysAhead)} before the start.`,
    ),
  ],
});

const cancellation = (facts: TermsFacts): TermsSection => ({
  id: 'annullamento',
  heading: '6. Free cancellation of in-person courses',
  blocks: [
    paragraph(
      'If the course’s page offers free cancellation, you can cancel your booking from your ',
      link('personal area', TermsLinks.account),
      ` while more than ${days(facts.cancellationMinDaysAhead)} are left before the start: we refund at once everything you paid, deposit and balance, to the same card.`,
    ),
    paragraph(
      'If we cancel a course, we refund you in full. If we change its date or place we tell you by e-mail; if the change does not suit you, write to us and we refund you in full.',
    ),
  ],
});

function withdrawal(facts: TermsFacts): TermsSection {
  const inPerson = facts.leisureServiceException
    ? 'In-person courses: they are leisure services with set dates, for which the right of withdrawal does not apply (Italian Consumer Code, art. 59(1)(n)). Free cancellation remains, where the course offers it (section 6).'
    : `In-person courses: you can withdraw within ${days(facts.withdrawalDays)} of the purchase.`;
  return {
    id: 'recesso',
    heading: '7. Right of withdrawal',
    blocks: [
      paragraph(
        `You can withdraw from the contract without giving any reason and at no cost within ${days(facts.withdrawalDays)} of the purchase, that is of the day of the payment (for a booking with a deposit, of the day you paid the deposit), under these rules:`,
      ),
      list(
        [inPerson],
        [
          `Online courses: before paying you ask for immediate access to the lessons and acknowledge that, once you start the first lesson, you lose the right of withdrawal (Italian Consumer Code, art. 59(1)(o)). You can therefore withdraw within ${days(facts.withdrawalDays)} of the purchase as long as you have not started the first lesson.`,
        ],
      ),
      paragraph(
        'To withdraw, use the ',
        link('“Withdraw from contract”', TermsLinks.withdrawal),
        ' function: it is at the bottom of every page of the site and in the receipt of your order. You give the order number (it is on the receipt), your name and the e-mail address of the purchase, or choose the order from your personal area, and confirm the statement; we e-mail you at once an acknowledgement of receipt, with the date and time. You may also send us any other clear statement of your decision to withdraw.',
      ),
      paragraph(
        `If you withdraw, we refund everything you paid for that contract (deposit and balance) within ${days(facts.refundDays)} of the day we receive your statement, by the same means of payment you used and at no cost. Your seat on the course is freed and access to the course ends.`,
      ),
    ],
  };
}

const refunds = (facts: TermsFacts): TermsSection => ({
  id: 'rimborsi',
  heading: '8. Refunds',
  blocks: [
    paragraph(
      `Every refund goes back to the card you paid with, at no cost to you: at once for a free cancellation, within ${days(facts.refundDays)} for a withdrawal. Your bank may take a few working days to show it on your statement.`,
    ),
  ],
});

const conformity = (): TermsSection => ({
  id: 'garanzia',
  heading: '9. Legal guarantee of conformity',
  blocks: [
    paragraph(
      'By law we answer for the courses being as described; online courses carry the legal guarantees of digital content and services (Italian Consumer Code, art. 135-octies and following).',
    ),
  ],
});

const complaints = ({ seller: who, complaintsAnswerDays }: TermsFacts): TermsSection => ({
  id: 'reclami',
  heading: '10. Complaints',
  blocks: [
    paragraph(
      `For a complaint write to us${who.email ? ` at ${who.email}` : ''} or from the `,
      link('Contacts page', TermsLinks.contact),
      `, giving the order number. We answer within ${days(complaintsAnswerDays)}.`,
    ),
  ],
});

function disputes({ adr }: TermsFacts): TermsSection {
  const body = adr
    ? paragraph(
        'If a complaint does not settle the dispute, we commit to take part in the out-of-court dispute resolution (ADR) procedure of ',
        adr.url ? link(adr.name, adr.url) : adr.name,
        ', an ADR body under the Italian Consumer Code (art. 141 and following). The procedure is optional for you.',
      )
    : paragraph(
        'If a complaint does not settle the dispute, you may propose to us one of the out-of-court dispute resolution (ADR) bodies on the lists provided by the Italian Consumer Code (art. 141-decies); we have not chosen a body in advance, and taking part is voluntary for both of us.',
      );
  return {
    id: 'controversie',
    heading: '11. Resolving disputes',
    blocks: [
      body,
      paragraph(
        'You can always go to court: for disputes with a consumer the court of the place where you live or are domiciled has jurisdiction (Italian Consumer Code, art. 66-bis).',
      ),
    ],
  };
}

const law = (): TermsSection => ({
  id: 'legge',
  heading: '12. Applicable law and personal data',
  blocks: [
    paragraph(
      'The contract is governed by Italian law; you keep the protection of the mandatory rules of the country where you habitually live.',
    ),
    paragraph('We handle your personal data as described in the ', link('privacy notice', TermsLinks.privacy), '.'),
  ],
});

/** The whole text in English, section by section; the owner's clause, when given, closes it. */
export const englishTerms: TermsWriter = {
  title: 'General terms of sale',
  sections: [
    seller,
    whatIsSold,
    howToBuy,
    pricesAndPayment,
    depositAndBalance,
    cancellation,
    withdrawal,
    refunds,
    conformity,
    complaints,
    disputes,
    law,
  ],
  extraHeading: '13. Other terms',
};
