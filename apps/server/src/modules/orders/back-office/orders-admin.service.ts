import {
  ADMIN_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderFilters,
  type AdminOrderListResponse,
  type AdminOrderRow,
  centsToEuros,
  pagePosition,
  rowsBefore,
} from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/app-error.js';
import { addDays, businessDayStart } from '../../../lib/business-day.js';
import { getAvailableBalanceCents, withdrawnPartCents } from '../../earnings/earnings.service.js';
import { withdrawalOfOrder } from '../refunds/contract-withdrawals.service.js';
import {
  type AdminOrderRecord,
  type OrderConditions,
  selectBookingPayments,
  selectOrderCredits,
  selectOrderPage,
  selectOrderRecord,
  selectOrderRefunds,
  selectReceipt,
} from './orders-admin.repository.js';

/** How receipts' subjects begin in either language (see receiptMail): how the order's receipt is found. */
const RECEIPT_SUBJECT_PREFIXES = ['Ricevuta del tuo acquisto:', 'Receipt for your purchase:'];

/**
 * The filters as conditions: a period is of whole business days in Rome, `to` included; without a status
 * the sales are listed, never the checkout attempts.
 */
export function orderConditions(filters: AdminOrderFilters): OrderConditions {
  const search = filters.q?.trim().toLowerCase();
  return {
    ...(search ? { search } : {}),
    status: filters.status ?? 'sales',
    ...(filters.from ? { createdFrom: businessDayStart(filters.from) } : {}),
    ...(filters.to ? { createdBefore: businessDayStart(addDays(filters.to, 1)) } : {}),
  };
}

export function toOrderRow(record: AdminOrderRecord): AdminOrderRow {
  return {
    id: record.id,
    number: record.number,
    customer: {
      id: record.userId,
      name: record.name,
      surname: record.surname,
      email: record.email,
      deleted: record.deleted,
    },
    title: record.title,
    kind: record.online ? 'onlineCourse' : 'course',
    amount: centsToEuros(record.amountCents),
    currency: record.currency,
    payment: record.payment,
    status: record.status,
    refunded: centsToEuros(record.refundedCents),
    createdAt: record.createdAt.toISOString(),
    paidAt: record.paidAt?.toISOString() ?? null,
  };
}

/** GET /api/orders: a page of 50, newest first. */
export async function listOrders(
  ctx: AppContext,
  filters: AdminOrderFilters & { page: number },
): Promise<AdminOrderListResponse> {
  const offset = rowsBefore(filters.page, ADMIN_PAGE_SIZE);
  const { rows, total } = await selectOrderPage(ctx.db, orderConditions(filters), ADMIN_PAGE_SIZE, offset);
  return { rows: rows.map(toOrderRow), ...pagePosition(filters.page, ADMIN_PAGE_SIZE, total) };
}

/**
 * Only money that arrived can go back: a paid order's amount, or the rest of a partly refunded one, less
 * what refunds recorded or still in flight already claim (`claimedCents`), so it is what a refund may ask now.
 */
function refundableCents(record: AdminOrderRecord & { claimedCents: number }): number {
  if (record.status !== 'paid') return 0;
  return Math.max(0, record.amountCents - record.claimedCents);
}

type OrderCredit = Awaited<ReturnType<typeof selectOrderCredits>>[number];

/**
 * What the beneficiary already withdrew of a credit the order still stands behind (available, not
 * reversed): shown before a refund, which reverses it all the same. Credits are one or two per order.
 */
async function withdrawnOfCredit(ctx: AppContext, credit: OrderCredit, all: OrderCredit[]): Promise<number> {
  const now = ctx.clock.now();
  if (credit.kind !== 'referral' && credit.kind !== 'member') return 0;
  if (credit.availableAt > now || all.some((entry) => entry.kind === `${credit.kind}Reversal`)) return 0;
  return withdrawnPartCents(credit.amountCents, await getAvailableBalanceCents(ctx.db, credit.userId, now));
}

/** GET /api/orders/{id}/details: the order with its payments, refunds, credits and receipt. */
export async function getOrderDetail(ctx: AppContext, id: string): Promise<AdminOrderDetail> {
  const record = await selectOrderRecord(ctx.db, id);
  if (!record) throw notFound('Ordine non trovato');
  const [booking, refunds, credits, receipt, withdrawal] = await Promise.all([
    record.payment !== 'full' && record.courseId !== null
      ? selectBookingPayments(ctx.db, record.userId, record.courseId)
      : Promise.resolve([record]),
    selectOrderRefunds(ctx.db, id),
    selectOrderCredits(ctx.db, id),
    selectReceipt(ctx.db, record, RECEIPT_SUBJECT_PREFIXES),
    withdrawalOfOrder(ctx, id),
  ]);
  return {
    ...toOrderRow(record),
    withdrawalWaiverAt: record.withdrawalWaiverAt?.toISOString() ?? null,
    termsVersion: record.termsVersion,
    termsAcceptedAt: record.termsAcceptedAt?.toISOString() ?? null,
    balanceDue: centsToEuros(record.balanceDueCents),
    balancePaidOnSite: record.balancePaidOnSite,
    withdrawal,
    refundable: centsToEuros(refundableCents(record)),
    payments: booking.map(toOrderRow),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: centsToEuros(refund.amountCents),
      requestedBy: refund.requestedBy,
      reference: refund.reference,
      createdAt: refund.createdAt.toISOString(),
    })),
    credits: await Promise.all(
      credits.map(async (credit) => ({
        id: credit.id,
        kind: credit.kind,
        amount: centsToEuros(credit.amountCents),
        beneficiary: { id: credit.userId, name: credit.name, surname: credit.surname, email: credit.email },
        createdAt: credit.createdAt.toISOString(),
        availableAt: credit.availableAt.toISOString(),
        withdrawn: centsToEuros(await withdrawnOfCredit(ctx, credit, credits)),
      })),
    ),
    receipt: receipt
      ? {
          to: receipt.to,
          subject: receipt.subject,
          text: receipt.text,
          status: receipt.status,
          createdAt: receipt.createdAt.toISOString(),
          sentAt: receipt.sentAt?.toISOString() ?? null,
        }
      : null,
  };
}
