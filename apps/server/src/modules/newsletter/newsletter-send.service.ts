import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  fieldProblem,
  type Language,
  type NewsletterHistoryItem,
  type SendNewsletterBody,
} from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.js';
import { enqueueNewsletterMails } from '../mail/mail.service.js';
import { newsletterUnsubscribeLinks } from './newsletter.service.js';
import { newsletterIssueBody } from './newsletter-mails.js';
import { insertNewsletter, newsletterMessagesOf, selectNewsletterHistory } from './newsletter-send.repository.js';

/** The history lists this many of the newest newsletters. */
export const NEWSLETTER_HISTORY_LIMIT = 100;

const emptyContent = () =>
  new AppError(ErrorCode.VALIDATION, 'Il contenuto della newsletter è vuoto', {
    fields: { 'body.contenuto': [fieldProblem('newsletterEmpty')] },
  });

/** The admin's text as every newsletter carries it: sanitized, and refused when nothing is left. */
export function newsletterContentOf(contenuto: string): string {
  const content = sanitizeRichText(contenuto);
  if (!richTextToPlain(content) && !content.includes('<img')) throw emptyContent();
  return content;
}

/**
 * POST /api/sendnewsletter/: stores the newsletter and queues it for every confirmed subscriber
 * in the same transaction, so a crash sends all of it or none, and the mail worker delivers it
 * in the background with its retries.
 *
 * Each body is rendered once per language (with and without a greeting) around random placeholders
 * (they cannot occur in the admin's text), and the database swaps in each subscriber's name and
 * unsubscribe token: no per-subscriber rendering in JavaScript, no loop of inserts.
 */
export async function sendNewsletter(
  ctx: AppContext,
  input: z.output<typeof SendNewsletterBody>,
): Promise<{ id: number; queued: number }> {
  const content = newsletterContentOf(input.contenuto);
  const placeholder = `unsubscribe-${randomUUID()}`;
  const namePlaceholder = `name-${randomUUID()}`;
  const links = newsletterUnsubscribeLinks(ctx.config.publicUrl, placeholder);
  const render = (language: Language) => {
    const body = (greetingName: string | null) =>
      newsletterIssueBody({
        language,
        contentHtml: content,
        unsubscribeUrl: links.pageUrl,
        publicUrl: ctx.config.publicUrl,
        greetingName,
      });
    return { named: body(namePlaceholder), anonymous: body(null) };
  };
  const result = await ctx.db.transaction(async (tx) => {
    const id = await insertNewsletter(tx, { subject: input.oggetto, content });
    const queued = await enqueueNewsletterMails(
      tx,
      newsletterMessagesOf({
        newsletterId: id,
        subject: input.oggetto,
        bodies: { it: render('it'), en: render('en') },
        headers: links.headers,
        placeholder,
        namePlaceholder,
      }),
    );
    return { id, queued };
  });
  if (result.queued > 0) ctx.mail.nudge();
  return result;
}

/** GET /api/newsletters/ */
export async function listNewsletterHistory(ctx: AppContext): Promise<NewsletterHistoryItem[]> {
  const rows = await selectNewsletterHistory(ctx.db, NEWSLETTER_HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    queued: row.queued,
    sent: row.sent,
    failed: row.failed,
    pending: Math.max(row.queued - row.sent - row.failed, 0),
  }));
}
