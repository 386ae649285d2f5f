import { PASSWORD_MIN_LENGTH } from '@cammini/contract';
import type { z } from 'zod';

/**
 * Zod issues become keys of the accounts catalogue, so the contract's schemas validate the forms while
 * the texts stay translated. Components translate the key when they render (see useFieldText).
 */
export const issueToMessageKey: z.core.$ZodErrorMap = (issue) => {
  const { input } = issue;
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    return 'validation.required';
  }
  const field = String(issue.path?.at(-1) ?? '');
  switch (issue.code) {
    case 'too_small':
      return /password/i.test(field) ? 'validation.passwordTooShort' : 'validation.required';
    case 'too_big':
      return 'validation.tooLong';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.invalidEmail';
      if (issue.format === 'date') return 'validation.invalidDate';
      if (field === 'usedAffiliateCode') return 'validation.invalidAffiliateCode';
      return 'validation.invalid';
    default:
      return 'validation.invalid';
  }
};

/** Options for zodResolver: every issue gets a catalogue key as its message. */
export const translatedIssues = { error: issueToMessageKey };

/** The numbers the accounts catalogue's texts name, for useFieldText. */
export const accountsTextValues = { min: PASSWORD_MIN_LENGTH };
