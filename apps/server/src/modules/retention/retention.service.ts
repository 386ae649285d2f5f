import type { Database } from '../../db/client.js';
import { deleteExpiredRateLimits } from '../../lib/limiters.js';
import { deleteExpiredOneTimeTokens, deleteExpiredSessions } from '../accounts/expired-credentials.service.js';
import { clearOldMailBodies } from '../mail/mail.service.js';
import { deleteAbandonedTestCheckouts } from '../payments/payments.service.js';

const DAY = 24 * 60 * 60 * 1000;
/** Sent e-mails keep their bodies (links, names, amounts) this long, for questions about them. */
export const MAIL_BODY_RETENTION_DAYS = 90;
/** An unpaid test checkout of a closed order is kept this long after its last change. */
export const ABANDONED_CHECKOUT_DAYS = 30;

export interface RetentionReport {
  sessions: number;
  oneTimeTokens: number;
  rateLimits: number;
  testCheckouts: number;
  mailBodies: number;
}

/**
 * Deletes what the site no longer needs and would otherwise keep for ever: expired sessions, links
 * and limit counters, abandoned test checkouts, and the bodies of old sent e-mails (their rows stay:
 * newsletter history counts them). Run daily by the job queue, on one instance.
 */
export async function runRetention(db: Database, now: Date): Promise<RetentionReport> {
  return {
    sessions: await deleteExpiredSessions(db, now),
    oneTimeTokens: await deleteExpiredOneTimeTokens(db, now),
    rateLimits: await deleteExpiredRateLimits(db, now),
    testCheckouts: await deleteAbandonedTestCheckouts(db, new Date(now.getTime() - ABANDONED_CHECKOUT_DAYS * DAY)),
    mailBodies: await clearOldMailBodies(db, new Date(now.getTime() - MAIL_BODY_RETENTION_DAYS * DAY)),
  };
}
