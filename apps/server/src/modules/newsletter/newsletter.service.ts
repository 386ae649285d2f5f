import { type Language, NEWSLETTER_CONFIRM_TOKEN_DAYS, type SubscribeBody } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { createOpaqueToken, hashToken } from '../../lib/tokens.js';
import { enqueueMail } from '../mail/mail.service.js';
import {
  confirmPendingSubscriber,
  findSubscriberByConfirmTokenHash,
  findSubscriberByUnsubscribeToken,
  insertSubscriberIfAbsent,
  lockSubscriberByEmail,
  type SubscriberRow,
  unsubscribeByToken,
  updateSubscriber,
} from './newsletter.repository.js';
import { newsletterConfirmationMail } from './newsletter-mails.js';

type Subscription = z.output<typeof SubscribeBody>;

/** A second subscribe of a pending address within this time mails nothing: no mail-bombing a stranger. */
export const CONFIRMATION_RESEND_MINUTES = 5;
const CONFIRM_TOKEN_MINUTES = NEWSLETTER_CONFIRM_TOKEN_DAYS * 24 * 60;

const invalidLink = () =>
  new AppError(
    'TOKEN_INVALID',
    "Link non valido o sostituito da uno più recente: usa l'ultima e-mail ricevuta o iscriviti di nuovo",
  );

/** The web pages the e-mails link to. */
export const confirmationPageUrl = (publicUrl: string, token: string) => `${publicUrl}/newsletter/conferma/${token}`;
export const unsubscribePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/disiscrizione/${token}`;

/**
 * What every newsletter to one subscriber carries: the visible unsubscribe link, and the
 * RFC 8058 one-click headers (mail providers POST to the URL without opening the page).
 */
export function newsletterUnsubscribeLinks(publicUrl: string, unsubscribeToken: string) {
  const oneClickUrl = `${publicUrl}/api/newsletter/unsubscribe/${unsubscribeToken}`;
  return {
    pageUrl: unsubscribePageUrl(publicUrl, unsubscribeToken),
    oneClickUrl,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** m***a@example.com: enough for its owner to recognize, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const tail = local.length > 2 ? local.slice(-1) : '';
  return `${local.slice(0, 1)}***${tail}${email.slice(at)}`;
}

/**
 * POST /api/subscribe/: the answer is the same whatever the address's state, so the form
 * never tells a stranger who is subscribed. A new, pending or unsubscribed address gets a
 * fresh confirmation link; a confirmed one gets nothing.
 */
export async function subscribe(ctx: AppContext, input: Subscription, fallbackLanguage: Language): Promise<void> {
  const now = ctx.clock.now();
  const language = input.language ?? fallbackLanguage;
  const name = input.name || null;
  const token = createOpaqueToken();
  const mailed = await ctx.db.transaction(async (tx) => {
    await insertSubscriberIfAbsent(tx, { email: input.email, name, language, unsubscribeToken: createOpaqueToken() });
    const subscriber = await lockSubscriberByEmail(tx, input.email);
    if (!subscriber || !needsConfirmationMail(subscriber, now)) return false;
    await updateSubscriber(tx, subscriber.id, {
      status: 'pending',
      name: name ?? subscriber.name,
      language,
      confirmTokenHash: hashToken(token),
      confirmSentAt: now,
    });
    const url = confirmationPageUrl(ctx.config.publicUrl, token);
    await enqueueMail(tx, newsletterConfirmationMail(input.email, language, name ?? subscriber.name, url));
    return true;
  });
  if (mailed) ctx.mail.nudge();
}

function needsConfirmationMail(subscriber: SubscriberRow, now: Date): boolean {
  if (subscriber.status === 'confirmed') return false;
  if (subscriber.status === 'unsubscribed' || !subscriber.confirmSentAt) return true;
  return addMinutes(subscriber.confirmSentAt, CONFIRMATION_RESEND_MINUTES) <= now;
}

/** POST /api/newsletter/confirm: idempotent, so a second click on the link still says yes. */
export async function confirmSubscription(ctx: AppContext, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const subscriber = await findSubscriberByConfirmTokenHash(ctx.db, tokenHash);
  if (!subscriber || subscriber.status === 'unsubscribed') throw invalidLink();
  if (subscriber.status === 'confirmed') return;
  if (!subscriber.confirmSentAt || addMinutes(subscriber.confirmSentAt, CONFIRM_TOKEN_MINUTES) <= ctx.clock.now()) {
    throw new AppError('TOKEN_EXPIRED', 'Il link di conferma è scaduto: iscriviti di nuovo per riceverne uno nuovo');
  }
  if (await confirmPendingSubscriber(ctx.db, subscriber.id, tokenHash, ctx.clock.now())) return;
  // Changed since it was read: confirmed by a parallel click is fine, anything else is not.
  const current = await findSubscriberByConfirmTokenHash(ctx.db, tokenHash);
  if (current?.status !== 'confirmed') throw invalidLink();
}

async function getSubscriberByUnsubscribeToken(ctx: AppContext, token: string): Promise<SubscriberRow> {
  const subscriber = await findSubscriberByUnsubscribeToken(ctx.db, token);
  if (!subscriber) throw new AppError('TOKEN_INVALID', 'Link di disiscrizione non valido');
  return subscriber;
}

/** GET /api/newsletter/unsubscribe/{token}: what the unsubscribe page shows before the click. */
export async function getUnsubscribeInfo(ctx: AppContext, token: string) {
  const subscriber = await getSubscriberByUnsubscribeToken(ctx, token);
  return {
    email: maskEmail(subscriber.email),
    unsubscribed: subscriber.status === 'unsubscribed',
    language: subscriber.language,
  };
}

/** The page's button and the RFC 8058 one-click POST; idempotent. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<void> {
  await getSubscriberByUnsubscribeToken(ctx, token);
  await unsubscribeByToken(ctx.db, token, ctx.clock.now());
}
