import type { AccountDataExport } from '@cammini/contract';
import { centsToEuros } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { findAccount, findInviterCode } from '../accounts/personal-data.service.js';
import { selectDocumentsOf, selectWithdrawalsOf } from '../banking/personal-data.service.js';
import { selectMessagesSentBy } from '../contact/personal-data.service.js';
import { selectEarningsOf } from '../earnings/personal-data.service.js';
import { findSubscription } from '../newsletter/personal-data.service.js';
import { selectOrdersOf, selectRefundsOf, selectWaitingListsOf } from '../orders/shared/personal-data.service.js';
import { selectReviewsOf } from '../reviews/personal-data.service.js';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The download's file name: the site's name and the day, never the e-mail (it shows in download lists). */
export const exportFileName = (now: Date) => `cammini-di-crescita-dati-${now.toISOString().slice(0, 10)}.json`;

/**
 * GET /api/user/export: everything the site holds about the account, as the law's right of access
 * asks: profile, consents, every order with its payments and refunds, ledger credits, withdrawals,
 * identity documents (their state, not the files), reviews, the contact messages the account sent
 * while logged in (one sent logged out with its address may be a stranger's: it is not exported),
 * the newsletter subscription and waiting lists. Password hashes and tokens are not data
 * about the person, and are left out.
 */
export async function exportAccountData(ctx: AppContext, userId: number): Promise<AccountDataExport> {
  const account = await findAccount(ctx.db, userId);
  if (!account || account.deletedAt) throw notFound('Utente non trovato');
  const orderRows = await selectOrdersOf(ctx.db, userId);
  const refunds = await selectRefundsOf(
    ctx.db,
    orderRows.map((order) => order.id),
  );
  const [inviter, credits, withdrawalRows, documents, reviewRows, messages, subscription, waiting] = await Promise.all([
    findInviterCode(ctx.db, account.referrerId),
    selectEarningsOf(ctx.db, userId),
    selectWithdrawalsOf(ctx.db, userId),
    selectDocumentsOf(ctx.db, userId),
    selectReviewsOf(ctx.db, userId),
    selectMessagesSentBy(ctx.db, userId),
    findSubscription(ctx.db, account.email),
    selectWaitingListsOf(ctx.db, userId),
  ]);
  return {
    exportedAt: iso(ctx.clock.now()),
    profile: {
      email: account.email,
      name: account.name,
      surname: account.surname,
      phoneNumber: account.phoneNumber,
      birthDate: account.birthDate,
      state: account.state,
      region: account.region,
      province: account.province,
      city: account.city,
      address: account.address,
      language: account.language,
      affiliateCode: account.affiliateCode,
      invitedBy: inviter,
      taxCode: account.taxCode,
      iban: account.iban,
      createdAt: iso(account.createdAt),
    },
    consents: {
      privacyAcceptedAt: isoOrNull(account.privacyConsentAt),
      privacyVersion: account.privacyConsentVersion,
      withdrawalWaivers: orderRows.flatMap((order) =>
        order.withdrawalWaiverAt
          ? [{ orderId: order.id, number: order.number, course: order.courseTitle, at: iso(order.withdrawalWaiverAt) }]
          : [],
      ),
    },
    orders: orderRows.map((order) => ({
      id: order.id,
      number: order.number,
      course: order.courseTitle,
      kind: order.courseId !== null ? 'course' : order.onlineCourseId !== null ? 'onlineCourse' : null,
      payment: order.payment,
      status: order.status,
      amount: centsToEuros(order.amountCents),
      balanceDue: centsToEuros(order.balanceDueCents),
      // What its recorded refunds gave back; a refund still in flight is not money returned yet.
      refunded: centsToEuros(
        refunds.filter((refund) => refund.orderId === order.id).reduce((sum, refund) => sum + refund.amountCents, 0),
      ),
      provider: order.provider,
      createdAt: iso(order.createdAt),
      paidAt: isoOrNull(order.paidAt),
      refunds: refunds
        .filter((refund) => refund.orderId === order.id)
        .map((refund) => ({
          amount: centsToEuros(refund.amountCents),
          requestedBy: refund.requestedBy,
          reference: refund.reference,
          at: iso(refund.createdAt),
        })),
    })),
    credits: credits.map((credit) => ({
      kind: credit.kind,
      amount: centsToEuros(credit.amountCents),
      orderId: credit.orderId,
      at: iso(credit.createdAt),
      availableAt: iso(credit.availableAt),
    })),
    withdrawals: withdrawalRows.map((row) => ({
      amount: centsToEuros(row.amountCents),
      iban: row.iban,
      status: row.status,
      requestedAt: iso(row.requestedAt),
      updatedAt: iso(row.updatedAt),
    })),
    identityDocuments: documents.map((document) => ({
      status: document.status,
      uploadedAt: iso(document.createdAt),
      reviewedAt: isoOrNull(document.reviewedAt),
    })),
    reviews: reviewRows.map((review) => ({
      name: review.name,
      surname: review.surname,
      rating: review.rating,
      review: review.review,
      status: review.status,
      at: iso(review.createdAt),
    })),
    messages: messages.map((message) => ({
      kind: message.kind,
      fields: (message.fields ?? {}) as Record<string, unknown>,
      at: iso(message.createdAt),
    })),
    newsletter: subscription
      ? {
          status: subscription.status,
          language: subscription.language,
          subscribedAt: iso(subscription.createdAt),
          confirmedAt: isoOrNull(subscription.confirmedAt),
          unsubscribedAt: isoOrNull(subscription.unsubscribedAt),
        }
      : null,
    waitingLists: waiting.map((row) => ({ course: row.course, status: row.status, at: iso(row.createdAt) })),
  };
}
