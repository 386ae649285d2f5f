import { z } from 'zod';

export const SuccessResponse = z.object({ message: z.literal('Success') });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

export const ErrorResponse = z.object({
  message: z.string(),
  error: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

/** Trimmed text that must not be empty. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
