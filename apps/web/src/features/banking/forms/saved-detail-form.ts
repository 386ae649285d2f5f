import { PASSWORD_MAX_LENGTH } from '@cammini/contract';
import { z } from 'zod';

/**
 * One text the customer saves on its own (IBAN, tax code), with the account's password asked again;
 * messages are keys of the accounts catalogue.
 */
export const savedDetailForm = (isValid: (value: string) => boolean, invalidKey: string) =>
  z.object({
    value: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .refine((value) => value === '' || isValid(value), invalidKey),
    currentPassword: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
  });

export type SavedDetailValues = { value: string; currentPassword: string };
/** What the save call takes: the detail as typed and the current password. */
export type SavedDetailChange = SavedDetailValues;
