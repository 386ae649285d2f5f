import { ErrorCode } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { confirmCurrentPassword, createPasswordAttempts } from '../accounts/password-confirmation.service.js';
import { deleteTokensOf, eraseProfile, lockAccount, revokeAllSessions } from '../accounts/personal-data.service.js';
import { deleteDocumentsOf, hasOpenWithdrawal } from '../banking/personal-data.service.js';
import { deleteMessagesSentBy } from '../contact/personal-data.service.js';
import { getBalance, lockAvailableBalance } from '../earnings/earnings.service.js';
import { deleteProgressOf } from '../learning/personal-data.service.js';
import { MailFooter, renderMailBody } from '../mail/mail.service.js';
import { blankNoticesAbout, eraseMailsTo } from '../mail/personal-data.service.js';
import { deleteSubscription } from '../newsletter/personal-data.service.js';
import { offerFreedSeats } from '../orders/seats/waitlist.service.js';
import { cancelOpenOrdersOf, deleteWaitingListsOf } from '../orders/shared/personal-data.service.js';
import { anonymizeReviewsOf } from '../reviews/personal-data.service.js';

/** The name a deleted account's reviews are shown under. */
export const ANONYMOUS_REVIEWER = 'Cliente';

/** The e-mail a deleted account keeps: the reserved `.invalid` domain is never delivered (RFC 2606). */
export const erasedEmailOf = (userId: number) => `deleted-${userId}@deleted.invalid`;

/**
 * What the owner's notices about an erased account say instead of their subject and body: that there
 * was a notice, and nothing of the person. What the business keeps (orders, refunds, withdrawals)
 * stays in the back office.
 */
const ERASED_NOTICE = {
  subject: 'Avviso su un account eliminato',
  ...renderMailBody({
    greeting:
      'Il contenuto di questo avviso è stato cancellato: riguardava un cliente che ha eliminato il suo account.',
    paragraphs: ['Ordini, rimborsi e prelievi del cliente restano nel pannello, con nome, cognome e codice fiscale.'],
    footer: MailFooter.owner,
  }),
};

/** Not an argon2 hash: no password ever verifies against it. */
const UNUSABLE_PASSWORD_HASH = '!account-deleted';

const balanceNotWithdrawn = () =>
  new AppError(
    ErrorCode.BALANCE_NOT_WITHDRAWN,
    "Hai ancora crediti da prelevare: richiedi il prelievo del saldo disponibile prima di eliminare l'account.",
  );

const creditsPending = () =>
  new AppError(
    ErrorCode.BALANCE_NOT_WITHDRAWN,
    "Hai crediti non ancora prelevabili (attendono la fine del periodo di recesso): potrai eliminare l'account dopo averli prelevati.",
  );

const withdrawalOpen = () =>
  new AppError(
    ErrorCode.WITHDRAWAL_OPEN,
    "Hai un prelievo in attesa: l'account si potrà eliminare quando sarà completato o annullato.",
  );

/**
 * Erases an account (its owner's request, or the admin's on a written one). Refused while money is
 * owed to the customer: an available balance not yet withdrawn, credits still waiting to become
 * available, or a withdrawal still `In attesa` (its transfer needs the account's IBAN and documents).
 * Under the lock every debit of the balance takes, so no withdrawal request can slip in between the
 * check and the erasure.
 *
 * Kept: the users row with name, surname and tax code, because orders, receipts and ledger entries
 * point to it and Italian law keeps accounting records for ten years; orders, refunds, credits and
 * withdrawals stay as they are. Erased: everything else of the profile, every session, identity
 * documents and their files, the newsletter subscription, the contact messages the account sent while
 * logged in, lesson progress, mailed links, waiting-list places and open checkouts, the bodies of the
 * e-mails sent to it, and the subjects and bodies of the owner's notices about it (a sale, a refund,
 * a form, a withdrawal, its documents), so that no copy in the outbox keeps its address, phone or
 * words; of all these, those not yet sent are never sent. Reviews keep their text under a generic
 * name. Messages someone sent logged out with the account's address are not the account's and stay.
 */
export async function eraseAccount(ctx: AppContext, userId: number): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account || account.deletedAt) throw notFound('Utente non trovato');
    // The site's administrators come from the configuration; an admin account is not erased here.
    if (account.group !== 'user') throw forbidden("L'account di un amministratore non si elimina da qui.");
    const now = ctx.clock.now();
    const { availableCents } = await lockAvailableBalance(tx, userId, now);
    if (availableCents > 0) throw balanceNotWithdrawn();
    // Credits still in their waiting period are money owed too: erasing the account would forfeit them.
    if ((await getBalance(tx, userId, now)).pendingCents > 0) throw creditsPending();
    if (await hasOpenWithdrawal(tx, userId)) throw withdrawalOpen();
    await revokeAllSessions(tx, userId);
    const files = await deleteDocumentsOf(tx, userId);
    await anonymizeReviewsOf(tx, userId, ANONYMOUS_REVIEWER);
    const freedCourses = [...(await deleteWaitingListsOf(tx, userId)), ...(await cancelOpenOrdersOf(tx, userId))];
    // What is about the person and nothing the business must keep.
    await deleteProgressOf(tx, userId);
    await deleteTokensOf(tx, userId, account.email);
    await deleteMessagesSentBy(tx, userId);
    await deleteSubscription(tx, account.email);
    await eraseMailsTo(tx, account.email, erasedEmailOf(userId));
    await blankNoticesAbout(tx, userId, ERASED_NOTICE);
    await eraseProfile(tx, userId, erasedEmailOf(userId), UNUSABLE_PASSWORD_HASH);
    return { files, freedCourses: [...new Set(freedCourses)] };
  });
  // After the commit: a file removed before it could not be brought back if the transaction failed.
  // The account is erased either way; a storage that fails here leaves only files nothing points to.
  await Promise.allSettled(outcome.files.map((key) => ctx.storage.remove('private', key)));
  if (outcome.freedCourses.length > 0) {
    const offered = await offerFreedSeats(ctx.db, ctx.clock.now(), ctx.config.publicUrl, outcome.freedCourses);
    if (offered > 0) ctx.mail.nudge();
    ctx.publicCache.invalidate(CacheTag.courses);
  }
  ctx.publicCache.invalidate(CacheTag.reviews);
}

/** A customer's own deletion: the current password first, with the same attempt limit as other such changes. */
export function accountDeleter(ctx: AppContext) {
  const attempts = createPasswordAttempts(ctx, 'account-deletion');
  return async (input: { userId: number; currentPassword: string }) => {
    await confirmCurrentPassword(ctx, attempts, { userId: input.userId, password: input.currentPassword });
    await eraseAccount(ctx, input.userId);
  };
}
