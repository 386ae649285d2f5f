import { z } from 'zod';
import { problem } from './field-problems.js';
import { PagePath } from './site-paths.js';

/*
 * The terms of sale (GET /api/terms-of-sale, the page /condizioni-di-vendita): a document the server
 * writes in both languages from the business's settings and the rules it enforces, published as a new
 * version whenever its text changes. Every checkout accepts the version in force, and the order keeps it.
 */

const isoDateTime = z.iso.datetime();

/** The page of the terms of sale; an older version is read with `?versione=N`. */
export const TERMS_OF_SALE_PATH = PagePath.termsOfSale;
export const TERMS_VERSION_QUERY = 'versione';
export const termsOfSalePath = (version?: number) =>
  version === undefined ? TERMS_OF_SALE_PATH : `${TERMS_OF_SALE_PATH}?${TERMS_VERSION_QUERY}=${version}`;

/** The withdrawal function's page; with an order number the form starts with it filled in. */
export const WITHDRAWAL_FUNCTION_PATH = PagePath.withdrawal;
export const withdrawalFunctionPath = (orderNumber?: string | null) =>
  orderNumber ? `${WITHDRAWAL_FUNCTION_PATH}?ordine=${encodeURIComponent(orderNumber)}` : WITHDRAWAL_FUNCTION_PATH;

/**
 * The right of withdrawal a purchase carries: `full` for the whole period; `untilViewing` for an online
 * course, whose buyer asks for immediate access and loses the right once the first lesson starts
 * (Codice del consumo, art. 59, comma 1, lettera o); `none` for an in-person course when the owner applies
 * the exception for leisure services on set dates (lettera n). One rule for the terms, the payment page
 * and the receipt.
 */
export const WITHDRAWAL_RIGHTS = ['full', 'untilViewing', 'none'] as const;
export type WithdrawalRight = (typeof WITHDRAWAL_RIGHTS)[number];
export function withdrawalRightOf(
  kind: 'course' | 'onlineCourse',
  settings: { leisureServiceException: boolean },
): WithdrawalRight {
  if (kind === 'onlineCourse') return 'untilViewing';
  return settings.leisureServiceException ? 'none' : 'full';
}

/** A run of text, or a link inside a paragraph (a site path, or an https address). */
export const TermsInline = z.union([z.string(), z.object({ text: z.string(), href: z.string() })]);
export type TermsInline = z.infer<typeof TermsInline>;
export const TermsBlock = z.union([
  z.object({ paragraph: z.array(TermsInline) }),
  z.object({ list: z.array(z.array(TermsInline)) }),
]);
export type TermsBlock = z.infer<typeof TermsBlock>;
export const TermsSection = z.object({
  /** Stable within a version: the page's anchors (`#recesso`). */
  id: z.string(),
  heading: z.string(),
  blocks: z.array(TermsBlock),
});
export type TermsSection = z.infer<typeof TermsSection>;
/** The whole text in one language. */
export const TermsDocument = z.object({ title: z.string(), sections: z.array(TermsSection) });
export type TermsDocument = z.infer<typeof TermsDocument>;
/** What a version publishes: both languages, as the buyer read them. */
export const TermsContent = z.object({ it: TermsDocument, en: TermsDocument });
export type TermsContent = z.infer<typeof TermsContent>;

/** A published version: its number (1, 2, …), when it was first published, and its text. */
export const TermsOfSale = z.object({
  version: z.number().int().positive(),
  publishedAt: isoDateTime,
  content: TermsContent,
});
export type TermsOfSale = z.infer<typeof TermsOfSale>;
export const TermsOfSaleResponse = z.object({ terms: TermsOfSale });
export type TermsOfSaleResponse = z.infer<typeof TermsOfSaleResponse>;

/** GET /api/terms-of-sale/{version}. */
export const TermsVersionParams = z.object({
  version: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, problem('invalid'))
    .transform(Number),
});

/** The version a payment page shows beside its checkbox: the checkout records the one in force. */
export const TermsVersionRef = z.object({ version: z.number().int().positive(), publishedAt: isoDateTime });
export type TermsVersionRef = z.infer<typeof TermsVersionRef>;
