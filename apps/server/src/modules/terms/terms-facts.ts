import {
  CANCELLATION_MIN_DAYS_AHEAD,
  DEPOSIT_MIN_DAYS_AHEAD,
  PagePath,
  type SiteSettings,
  TERMS_OF_SALE_PATH,
  type TermsBlock,
  type TermsInline,
  type TermsSection,
  WITHDRAWAL_FUNCTION_PATH,
  WITHDRAWAL_REFUND_DAYS,
} from '@cammini/contract';

/**
 * What the terms of sale state, each read from where the server enforces it: the business's settings
 * (who sells, the withdrawal period, the leisure-service exception, the choices the law leaves to the
 * owner) and the constants the checkout, the cancellations and the withdrawals use. The text is written
 * from these alone, so no number in it is typed twice.
 */
export interface TermsFacts {
  seller: {
    name: string;
    address: string | null;
    /** Partita IVA (11 digits) or codice fiscale. */
    taxId: string | null;
    email: string | null;
    phone: string | null;
  };
  withdrawalDays: number;
  leisureServiceException: boolean;
  /** A deposit is offered only for courses starting more than this many days after the booking. */
  depositMinDaysAhead: number;
  /** Free cancellation is open while more than this many days are left before the start. */
  cancellationMinDaysAhead: number;
  /** A withdrawal is refunded within this many days of its receipt. */
  refundDays: number;
  complaintsAnswerDays: number;
  adr: { name: string; url: string | null } | null;
  extraClause: { it: string; en: string } | null;
}

export function termsFactsOf(settings: SiteSettings): TermsFacts {
  return {
    seller: {
      name: settings.businessName,
      address: settings.legalAddress,
      taxId: settings.taxId,
      email: settings.email,
      phone: settings.phone,
    },
    withdrawalDays: settings.withdrawalPeriodDays,
    leisureServiceException: settings.leisureServiceException,
    depositMinDaysAhead: DEPOSIT_MIN_DAYS_AHEAD,
    cancellationMinDaysAhead: CANCELLATION_MIN_DAYS_AHEAD,
    refundDays: WITHDRAWAL_REFUND_DAYS,
    complaintsAnswerDays: settings.complaintsAnswerDays,
    adr: settings.adrBodyName ? { name: settings.adrBodyName, url: settings.adrBodyUrl } : null,
    extraClause:
      settings.termsExtraClauseIt && settings.termsExtraClauseEn
        ? { it: settings.termsExtraClauseIt, en: settings.termsExtraClauseEn }
        : null,
  };
}

/** The site's pages the text links to. */
export const TermsLinks = {
  withdrawal: WITHDRAWAL_FUNCTION_PATH,
  account: '/utente',
  contact: PagePath.contact,
  privacy: PagePath.privacy,
  courses: PagePath.courses,
  onlineCourses: PagePath.onlineCourses,
  terms: TERMS_OF_SALE_PATH,
} as const;

// The few shapes the two languages' texts are written with.
export const paragraph = (...inline: TermsInline[]): TermsBlock => ({ paragraph: inline });
export const list = (...items: TermsInline[][]): TermsBlock => ({ list: items });
export const link = (text: string, href: string): TermsInline => ({ text, href });

/** Paragraphs of the owner's own clause: split where a blank line is, each line kept. */
export const ownParagraphs = (text: string): TermsBlock[] =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => paragraph(part));

/** The seller's tax id says which it is: a partita IVA has 11 digits. */
export const isVatNumber = (taxId: string) => /^\d{11}$/.test(taxId);

/** One language's text: its title, its sections in order, and the heading of the owner's own clause. */
export interface TermsWriter {
  title: string;
  sections: ((facts: TermsFacts) => TermsSection)[];
  extraHeading: string;
}
