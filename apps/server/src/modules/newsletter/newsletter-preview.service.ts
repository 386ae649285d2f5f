import { ErrorCode, type Language, type NewsletterDraftBody } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { AttemptCounter } from '../../lib/limiters.js';
import { enqueueMail, withLetterhead } from '../mail/mail.service.js';
import { getSettings } from '../settings/settings.service.js';
import { newsletterUnsubscribeLinks } from './newsletter.service.js';
import { newsletterIssueBody } from './newsletter-mails.js';
import { countConfirmedSubscribers } from './newsletter-preview.repository.js';
import { newsletterContentOf } from './newsletter-send.service.js';

type Draft = z.output<typeof NewsletterDraftBody>;

/** Stands where a subscriber's own token goes: the preview and the test copy unsubscribe nobody. */
const SAMPLE_UNSUBSCRIBE_TOKEN = 'anteprima';

/** The subject the admin's test copy carries, so it is never mistaken for the real send. */
const testSubject: Record<Language, (subject: string) => string> = {
  it: (subject) => `[Prova] ${subject}`,
  en: (subject) => `[Test] ${subject}`,
};

/** The draft laid out by the very renderer the send uses, in one subscriber language (the letterhead comes as it leaves). */
function renderDraft(ctx: AppContext, draft: Draft) {
  const links = newsletterUnsubscribeLinks(ctx.config.publicUrl, SAMPLE_UNSUBSCRIBE_TOKEN);
  const body = newsletterIssueBody({
    language: draft.language,
    contentHtml: newsletterContentOf(draft.contenuto),
    unsubscribeUrl: links.pageUrl,
    publicUrl: ctx.config.publicUrl,
  });
  return { body, headers: links.headers };
}

/**
 * POST /api/newsletter/preview: the e-mail as subscribers will see it, and how many confirmed
 * subscribers a send would reach now (the screen's confirmation says it before sending).
 */
export async function previewNewsletter(ctx: AppContext, draft: Draft) {
  const { body } = renderDraft(ctx, draft);
  const { businessName } = await getSettings(ctx);
  const { html } = withLetterhead(body, businessName);
  return { subject: draft.oggetto, html, recipients: await countConfirmedSubscribers(ctx.db) };
}

/** Test copies per admin: each is a real e-mail, and a few an hour are plenty to check a draft. */
export const NEWSLETTER_TESTS_PER_HOUR = 10;

/**
 * POST /api/newsletter/test: one copy, through the outbox like every mail, to the admin's own
 * address. Counted per admin here rather than by the route's rate limit, which would count
 * before the admin check and let anyone spend an admin's allowance.
 */
export function newsletterTester(ctx: AppContext) {
  const sent = new AttemptCounter(
    ctx.limiters.limiter('newsletter-test', { max: NEWSLETTER_TESTS_PER_HOUR, windowMs: 3_600_000 }),
  );
  return async (draft: Draft, admin: { userId: number; email: string }) => {
    const { body, headers } = renderDraft(ctx, draft);
    const waitMs = await sent.begin(`admin:${admin.userId}`);
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60_000);
      throw new AppError(ErrorCode.RATE_LIMITED, `Troppe prove inviate: riprova tra ${minutes} minuti`);
    }
    await enqueueMail(ctx.db, {
      to: admin.email,
      subject: testSubject[draft.language](draft.oggetto),
      ...body,
      headers,
    });
    ctx.mail.nudge();
    return { to: admin.email };
  };
}
