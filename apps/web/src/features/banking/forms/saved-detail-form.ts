import { z } from 'zod';

/** One text the customer saves on its own (IBAN, tax code); messages are keys of the accounts catalogue. */
export const savedDetailForm = (isValid: (value: string) => boolean, invalidKey: string) =>
  z.object({
    value: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .refine((value) => value === '' || isValid(value), invalidKey),
  });

export type SavedDetailValues = { value: string };
