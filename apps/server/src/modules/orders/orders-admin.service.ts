import {
  ADMIN_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderFilters,
  type AdminOrderListResponse,
  type AdminOrderRow,
} from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { addDays, businessDayStart } from '../../lib/business-day.js';
import { centsToEuros } from '../../lib/money.js';
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

/** The filters as conditions: a period is of whole business days in Rome, `to` included. */
export function orderConditions(filters: AdminOrderFilters): OrderConditions {
  const search = filters.q?.trim().toLowerCase();
  return {
    ...(search ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { createdFrom: businessDayStart(filters.from) } : {}),
    ...(filters.to ? { createdBefore: businessDayStart(addDays(filters.to, 1)) } : {}),
  };
}

export function toOrderRow(record: AdminOrderRecord): AdminOrderRow {
  return {
    id: record.id,
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
  const offset = (filters.page - 1) * ADMIN_PAGE_SIZE;
  const { rows, total } = await selectOrderPage(ctx.db, orderConditions(filters), ADMIN_PAGE_SIZE, offset);
  return {
    rows: rows.map(toOrderRow),
    total,
    page: filters.page,
    pageCount: Math.ceil(total / ADMIN_PAGE_SIZE),
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** Only money that arrived can go back: a paid order's amount, or the rest of a partly refunded one. */
function refundableCents(record: AdminOrderRecord): number {
  if (record.status !== 'paid' && record.status !== 'refunded') return 0;
  return Math.max(0, record.amountCents - record.refundedCents);
}

/** GET /api/orders/{id}/details: the order with its payments, refunds, credits and receipt. */
export async function getOrderDetail(ctx: AppContext, id: string): Promise<AdminOrderDetail> {
  const record = await selectOrderRecord(ctx.db, id);
  if (!record) throw notFound('Ordine non trovato');
  const [booking, refunds, credits, receipt] = await Promise.all([
    record.payment !== 'full' && record.courseId !== null
      ? selectBookingPayments(ctx.db, record.userId, record.courseId)
      : Promise.resolve([record]),
    selectOrderRefunds(ctx.db, id),
    selectOrderCredits(ctx.db, id),
    selectReceipt(ctx.db, record, RECEIPT_SUBJECT_PREFIXES),
  ]);
  return {
    ...toOrderRow(record),
    withdrawalWaiverAt: record.withdrawalWaiverAt?.toISOString() ?? null,
    balanceDue: centsToEuros(record.balanceDueCents),
    balancePaidOnSite: record.balancePaidOnSite,
    refundable: centsToEuros(refundableCents(record)),
    payments: booking.map(toOrderRow),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: centsToEuros(refund.amountCents),
      requestedBy: refund.requestedBy,
      reference: refund.reference,
      createdAt: refund.createdAt.toISOString(),
    })),
    credits: credits.map((credit) => ({
      id: credit.id,
      kind: credit.kind,
      amount: centsToEuros(credit.amountCents),
      beneficiary: { id: credit.userId, name: credit.name, surname: credit.surname, email: credit.email },
      createdAt: credit.createdAt.toISOString(),
      availableAt: credit.availableAt.toISOString(),
    })),
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
