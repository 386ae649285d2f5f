import { z } from 'zod';
import { FieldProblem, problem } from './field-problems.js';

export const SuccessResponse = z.object({ message: z.literal('Success') });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

export const ErrorResponse = z.object({
  message: z.string(),
  error: z.string(),
  fields: z.record(z.string(), z.array(FieldProblem)).optional(),
});

/** Trimmed text that must not be empty. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** True when the text has no line breaks or other control characters. */
export const isSingleLine = (value: string): boolean =>
  ![...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);

/**
 * Characters no name has and that can change how text reads or where a line ends: control characters,
 * the line and paragraph separators, and the invisible format characters (bidirectional overrides,
 * zero-width spaces) except the joiners some scripts need inside words.
 */
const HIDDEN_OR_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;

/**
 * What makes a text a link or an address rather than a name: a scheme (`http://`), `www.`, an `@`,
 * angle brackets or slashes, or a dot between two words (`esempio.com`, `evil.it/x`). Checked after
 * NFKC, so full-width look-alikes (`ｗｗｗ．`, `＠`) count too. Initials keep their space or stand alone
 * (`J. R. Rossi`, `J.R.R.`), which is how names write them.
 */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www[.\u3002]|[@<>/\\]|[\p{L}\p{N}][.\u3002]\p{L}{2,}/iu;

/** True for text that can stand as a person's name: one line, no hidden characters, no link or address. */
export const isPersonName = (value: string): boolean => {
  const folded = value.normalize('NFKC');
  return !HIDDEN_OR_BREAKING.test(folded) && !LINK_LIKE.test(folded);
};

/**
 * A name or surname as people give it (registration, profile, forms, reviews): it is written into e-mails
 * sent to addresses anyone can type, so it carries no line break and nothing that reads as a link.
 */
export const personName = (max: number) => requiredText(max).refine(isPersonName, problem('personName'));
/** The same, for a box that may be left empty. */
export const optionalPersonName = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || isPersonName(value), problem('personName'));

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
