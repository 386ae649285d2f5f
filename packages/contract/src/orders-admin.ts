import { z } from 'zod';
import { CustomerRow } from './back-office.js';
import { ORDER_STATUSES, OrderNumber, OrderStatus, PaymentKind, ProductKind } from './commerce.js';
import { isSingleLine } from './common.js';
import { AdminOrderWithdrawal } from './contract-withdrawals.js';
import { problem } from './field-problems.js';
import { Euros } from './money.js';
import { PageFields, PageNumber } from './pagination.js';

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();

/** The back office's lists (orders, customers) come in pages of this many rows. */
export const ADMIN_PAGE_SIZE = 50;
/** A search longer than this is no name, e-mail or title anyone typed. */
export const ADMIN_SEARCH_MAX = 200;

/** What someone typed in one search box: one line, no control characters (the database refuses some). */
const search = z.string().trim().max(ADMIN_SEARCH_MAX).refine(isSingleLine, problem('oneLine')).optional();
const page = PageNumber.default(1);

/**
 * The status filter of the order list: one status, or a group. `partlyRefunded`: paid, with part given
 * back (`paid` is then only the orders with nothing given back); `attempts`: checkouts never paid
 * (pending, failed, cancelled); `all`: every order. Without it the list shows the sales: paid, partly
 * refunded and refunded orders (also the payments refunded because the course was owned or sold out),
 * so that summing its amounts adds up to what was sold.
 */
export const ORDER_STATUS_FILTERS = ['attempts', 'partlyRefunded', ...ORDER_STATUSES, 'all'] as const;
export const OrderStatusFilter = z.enum(ORDER_STATUS_FILTERS);
export type OrderStatusFilter = z.infer<typeof OrderStatusFilter>;
/** The orders that are checkout attempts, not sales: they carry no amount in the export. */
export const ORDER_ATTEMPT_STATUSES = ['pending', 'failed', 'cancelled'] as const satisfies readonly OrderStatus[];

/**
 * GET /api/orders and its Excel export: `q` matches the order's number, the customer's name, surname or
 * e-mail or the course title (case-insensitive, anywhere); `from` and `to` are business days in Rome,
 * both included.
 */
export const AdminOrderFilters = z.object({
  q: search,
  status: OrderStatusFilter.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AdminOrderFilters = z.infer<typeof AdminOrderFilters>;
export const AdminOrderListQuery = AdminOrderFilters.extend({ page });
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuery>;

export const AdminOrderCustomer = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
});

export const AdminOrderRow = z.object({
  id: z.string(),
  number: OrderNumber,
  /** `deleted`: the account was erased (its own request or the admin's); only what the law keeps is left. */
  customer: AdminOrderCustomer.extend({ deleted: z.boolean() }),
  title: z.string(),
  kind: ProductKind,
  amount: Euros,
  currency: z.string(),
  payment: PaymentKind,
  status: OrderStatus,
  refunded: Euros,
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

/** One page of rows, with how many match in all. */
export const AdminOrderListResponse = z.object({
  rows: z.array(AdminOrderRow),
  ...PageFields,
});
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponse>;

export const AdminOrderRefund = z.object({
  id: z.number(),
  amount: Euros,
  requestedBy: z.enum(['admin', 'customer', 'withdrawal']),
  reference: z.string(),
  createdAt: isoDateTime,
});
export type AdminOrderRefund = z.infer<typeof AdminOrderRefund>;

/** A ledger entry this order made: a credit, or (negative) its reversal. */
export const AdminOrderCredit = z.object({
  id: z.number(),
  kind: z.enum(['referral', 'member', 'referralReversal', 'memberReversal']),
  amount: z.number(),
  beneficiary: AdminOrderCustomer,
  createdAt: isoDateTime,
  availableAt: isoDateTime,
  /**
   * What the beneficiary already withdrew of a credit not reversed yet (its balance no longer covers
   * it): a refund in full reverses the credit all the same, and the beneficiary is told. 0 otherwise.
   */
  withdrawn: Euros,
});
export type AdminOrderCredit = z.infer<typeof AdminOrderCredit>;

/** The receipt e-mail the customer was sent for this order, as it left; `text` is empty once retention cleared it. */
export const AdminOrderReceipt = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'queued', 'sent', 'failed']),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
});
export type AdminOrderReceipt = z.infer<typeof AdminOrderReceipt>;

/** GET /api/orders/{id}/details: everything the order's page of the back office shows. */
export const AdminOrderDetail = AdminOrderRow.extend({
  withdrawalWaiverAt: isoDateTime.nullable(),
  /** The version of the terms of sale the buyer accepted at checkout, and when; null for orders made before terms. */
  termsVersion: z.number().int().nullable(),
  termsAcceptedAt: isoDateTime.nullable(),
  /** A deposit order: what is still to pay, and whether the rest was paid on site. */
  balanceDue: Euros,
  balancePaidOnSite: z.boolean(),
  /** The customer's withdrawal from this order's contract, once made (not a draft). */
  withdrawal: AdminOrderWithdrawal.nullable(),
  /** What a refund may still ask: the amount paid less the refunds recorded or in flight (0 unless paid). */
  refundable: Euros,
  /** The order and, for a deposit booking, its balance orders; for a balance, its deposit booking. */
  payments: z.array(AdminOrderRow),
  refunds: z.array(AdminOrderRefund),
  credits: z.array(AdminOrderCredit),
  receipt: AdminOrderReceipt.nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;
export const AdminOrderDetailResponse = z.object({ message: z.literal('Success'), order: AdminOrderDetail });
export type AdminOrderDetailResponse = z.infer<typeof AdminOrderDetailResponse>;

/** Which language the Excel files' headers are written in. */
export const ExportLanguageQuery = z.object({ lang: z.enum(['it', 'en']).default('it') });

/** GET /api/clienti with `q` or `page`: a page of the same rows, with how many match in all. */
export const CustomerPageQuery = z.object({ q: search, page: PageNumber.optional() });
export type CustomerPageQuery = z.input<typeof CustomerPageQuery>;
export const CustomerPageResponse = z.object({
  rows: z.array(CustomerRow),
  ...PageFields,
});
export type CustomerPageResponse = z.infer<typeof CustomerPageResponse>;
