import { z } from 'zod';

/**
 * Zod issues become keys of the `forms` catalogue, so the contract's schemas validate the forms
 * while the texts stay translated. Only the generic cases are told apart here: a rule the contract
 * words itself (a phone number, a birth date) keeps its own message, and the field translates any
 * message that is not a key with its own "invalid" text (see useFieldText).
 */
export const issueToFormsKey: z.core.$ZodErrorMap = (issue) => {
  const { input } = issue;
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    return 'validation.required';
  }
  if (issue.code === 'too_big' && typeof input === 'string') return 'validation.tooLong';
  return 'validation.invalid';
};

/** Options for zodResolver: every issue gets a catalogue key as its message. */
export const formsIssues = { error: issueToFormsKey };

/** An empty box is "required" before the contract's own rule (whose message would say "invalid") runs. */
export const filled = <T extends z.ZodType<unknown, string>>(schema: T) => z.string().trim().min(1).pipe(schema);
