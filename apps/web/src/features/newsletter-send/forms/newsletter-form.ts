import { hasVisibleContent, isSingleLine, NEWSLETTER_SUBJECT_MAX } from '@cammini/contract';
import { z } from 'zod';

/**
 * The contract's rules for POST /api/sendnewsletter/, with messages that are keys of the
 * admin-business catalogue (the server sanitizes the HTML and checks again).
 */
export const NewsletterForm = z.object({
  oggetto: z
    .string()
    .trim()
    .min(1, 'newsletter.validation.subjectRequired')
    .max(NEWSLETTER_SUBJECT_MAX, 'newsletter.validation.subjectTooLong')
    .refine(isSingleLine, 'newsletter.validation.subjectOneLine'),
  contenuto: z.string().refine(hasVisibleContent, 'newsletter.validation.contentRequired'),
});
export type NewsletterFormInput = z.input<typeof NewsletterForm>;
export type NewsletterFormValues = z.output<typeof NewsletterForm>;

export const emptyNewsletter: NewsletterFormInput = { oggetto: '', contenuto: '' };
