import { formatMoney, type Language, WITHDRAWAL_LINK_HOURS, type WithdrawalBlock } from '@cammini/contract';
import {
  formatDate,
  formatDateTimeWithZone,
  type OutgoingMail,
  oneLine,
  renderMailBody,
} from '../../mail/mail.service.js';
import { ownerOrderNoticeMail } from '../shared/owner-order-notice.js';

interface Buyer {
  id: number;
  email: string;
  name: string;
  surname: string;
  language: Language;
}

/** The contract a withdrawal is about, as its mails name it. */
export interface WithdrawnContract {
  orderNumber: string;
  title: string;
  kind: 'course' | 'onlineCourse';
  currency: string;
}

const footer = {
  it: 'Hai ricevuto questa e-mail perché hai acquistato un corso sul nostro sito.',
  en: 'You received this e-mail because you bought a course on our site.',
} as const;

function buyerMessage(
  buyer: Buyer,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): OutgoingMail {
  const greeting = buyer.language === 'en' ? `Hello ${buyer.name},` : `Ciao ${buyer.name},`;
  return {
    to: buyer.email,
    subject: oneLine(subject),
    ...renderMailBody({ greeting, paragraphs, ...(action ? { action } : {}), footer: footer[buyer.language] }),
  };
}

/**
 * To the buyer, after someone asked from the public form to withdraw from their order: the link that
 * confirms it. Whoever typed the order number and e-mail sees only that a message may have been sent.
 */
export function confirmationLinkMail(buyer: Buyer, contract: WithdrawnContract, url: string): OutgoingMail {
  if (buyer.language === 'en') {
    return buyerMessage(
      buyer,
      `Confirm your withdrawal: order ${contract.orderNumber}`,
      [
        `We were asked, with your order number and e-mail address, to withdraw from order ${contract.orderNumber} (“${contract.title}”).`,
        `To withdraw, open the link below and press “Confirm withdrawal”: the withdrawal is received at that moment, and we will send you an acknowledgement. The link is valid for ${WITHDRAWAL_LINK_HOURS} hours.`,
        'If it was not you, ignore this e-mail: nothing changes.',
      ],
      { label: 'Confirm withdrawal', url },
    );
  }
  return buyerMessage(
    buyer,
    `Conferma il recesso: ordine ${contract.orderNumber}`,
    [
      `Ci è stato chiesto, con il tuo numero d'ordine e il tuo indirizzo e-mail, di recedere dall'ordine ${contract.orderNumber} («${contract.title}»).`,
      `Per recedere apri il link qui sotto e premi «Conferma il recesso»: il recesso è ricevuto in quel momento e ti manderemo una conferma. Il link vale ${WITHDRAWAL_LINK_HOURS} ore.`,
      'Se non sei stato tu, ignora questa e-mail: non cambia nulla.',
    ],
    { label: 'Conferma il recesso', url },
  );
}

const blockReasons: Record<Language, Record<WithdrawalBlock, (lastDay: string) => string>> = {
  it: {
    periodOver: (lastDay) => `il periodo per il recesso è terminato il ${lastDay}.`,
    viewingStarted: () =>
      "hai già iniziato a guardare il corso online: al momento dell'acquisto hai chiesto l'accesso immediato e hai riconosciuto che con l'inizio della visione il diritto di recesso si perde.",
    leisureService: () =>
      'per i corsi in presenza, servizi del tempo libero in una data stabilita, la legge non prevede il diritto di recesso e le nostre condizioni di vendita lo escludono.',
    courseStarted: () => 'il corso è già iniziato.',
  },
  en: {
    periodOver: (lastDay) => `the withdrawal period ended on ${lastDay}.`,
    viewingStarted: () =>
      'you have already started watching the online course: when you bought it you asked for immediate access and acknowledged that the right of withdrawal ends once viewing begins.',
    leisureService: () =>
      'in-person courses are leisure services on a set date, for which the law gives no right of withdrawal, and our terms of sale exclude it.',
    courseStarted: () => 'the course has already begun.',
  },
};

/** To the buyer, when the public form named their order but it cannot be withdrawn from online: why. */
export function withdrawalUnavailableMail(
  buyer: Buyer,
  contract: WithdrawnContract,
  block: WithdrawalBlock,
  lastDay: Date,
  contactUrl: string,
): OutgoingMail {
  const reason = blockReasons[buyer.language][block](formatDate(lastDay, buyer.language));
  if (buyer.language === 'en') {
    return buyerMessage(
      buyer,
      `About withdrawing from order ${contract.orderNumber}`,
      [
        `We were asked, with your order number and e-mail address, to withdraw from order ${contract.orderNumber} (“${contract.title}”).`,
        `It cannot be done online, because ${reason}`,
        'If you think this is wrong, or want to talk about it, write to us: we will answer.',
      ],
      { label: 'Write to us', url: contactUrl },
    );
  }
  return buyerMessage(
    buyer,
    `Sul recesso dall'ordine ${contract.orderNumber}`,
    [
      `Ci è stato chiesto, con il tuo numero d'ordine e il tuo indirizzo e-mail, di recedere dall'ordine ${contract.orderNumber} («${contract.title}»).`,
      `Non si può fare online perché ${reason}`,
      'Se pensi che sia un errore, o vuoi parlarne, scrivici: ti risponderemo.',
    ],
    { label: 'Scrivici', url: contactUrl },
  );
}

/** What the acknowledgement says happens next. */
export interface WithdrawalAcknowledgement {
  receivedAt: Date;
  refundCents: number;
  refundDueAt: Date;
  /** Part of the price was paid in cash at the course: the business gives it back itself. */
  cashPaid: boolean;
}

/**
 * To the buyer, on a durable medium: the withdrawal was received, when (date, time and zone), and what
 * happens next.
 */
export function withdrawalAcknowledgementMail(
  buyer: Buyer,
  contract: WithdrawnContract,
  ack: WithdrawalAcknowledgement,
  accountUrl: string,
): OutgoingMail {
  const language = buyer.language;
  const money = formatMoney(ack.refundCents, language, contract.currency);
  const received = formatDateTimeWithZone(ack.receivedAt, language);
  const due = formatDate(ack.refundDueAt, language);
  if (language === 'en') {
    return buyerMessage(
      buyer,
      `Withdrawal received: order ${contract.orderNumber}`,
      [
        `We received your withdrawal from order ${contract.orderNumber} (“${contract.title}”) on ${received}.`,
        `What happens next: we refund ${money}, everything you paid, to the card you used, by ${due} at the latest; usually it is done at once and reaches you within a few working days.`,
        ...(ack.cashPaid ? ['What you paid in cash at the course we give back ourselves: we will contact you.'] : []),
        contract.kind === 'course'
          ? 'Your booking ends and your seat is freed.'
          : 'Your access to the online course ends.',
        'Keep this e-mail: it is the acknowledgement of your withdrawal.',
      ],
      { label: 'Your personal area', url: accountUrl },
    );
  }
  return buyerMessage(
    buyer,
    `Recesso ricevuto: ordine ${contract.orderNumber}`,
    [
      `Abbiamo ricevuto il tuo recesso dall'ordine ${contract.orderNumber} («${contract.title}») il ${received}.`,
      `Cosa succede ora: ti rimborsiamo ${money}, tutto quanto hai pagato, sulla carta che hai usato, al più tardi entro il ${due}; di solito avviene subito e arriva in pochi giorni lavorativi.`,
      ...(ack.cashPaid ? ['Quanto hai pagato in contanti al corso te lo restituiamo noi: ti contatteremo.'] : []),
      contract.kind === 'course'
        ? 'La tua prenotazione termina e il tuo posto torna libero.'
        : 'Il tuo accesso al corso online termina.',
      'Conserva questa e-mail: è la conferma del tuo recesso.',
    ],
    { label: 'La tua area personale', url: accountUrl },
  );
}

/**
 * To the owner: a withdrawal was received. `needsYou` says why they must act (a refund the provider
 * refused, money paid in cash) and by when the money must be back.
 */
export function withdrawalNoticeMail(
  to: string,
  buyer: Buyer,
  contract: WithdrawnContract,
  facts: { receivedAt: Date; refundCents: number; refundDueAt: Date; needsYou: string | null },
  orderUrl: string,
): OutgoingMail {
  return ownerOrderNoticeMail({
    to,
    buyer,
    orderUrl,
    subject: `${facts.needsYou ? 'Recesso da gestire' : 'Recesso ricevuto'}: ${contract.title}`,
    greeting: `Recesso dal contratto: ordine ${contract.orderNumber}, ${contract.title}.`,
    paragraphs: [
      `Cliente: ${buyer.name} ${buyer.surname} (${buyer.email})`,
      `Ricevuto il ${formatDateTimeWithZone(facts.receivedAt, 'it')}.`,
      `Da rimborsare: ${formatMoney(facts.refundCents, 'it', contract.currency)}, entro il ${formatDate(facts.refundDueAt, 'it')}.`,
      facts.needsYou ?? 'Il rimborso parte da solo sulla carta del cliente: non devi fare nulla.',
    ],
  });
}
