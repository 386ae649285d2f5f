import type { Readable } from 'node:stream';
import {
  type AdminOrderFilters,
  centsToEuros,
  type Language,
  ORDER_ATTEMPT_STATUSES,
  type OrderState,
  orderState,
  type PaymentKind,
} from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { type SheetColumn, streamSheet } from '../../../lib/xlsx-stream.js';
import { type AdminOrderRecord, selectOrderBatch } from './orders-admin.repository.js';
import { orderConditions } from './orders-admin.service.js';

export const ORDERS_EXPORT_FILE_NAME = 'ordini.xlsx';
/** Rows read from the database per query while the file is written. */
export const EXPORT_BATCH_SIZE = 1000;

const words = {
  it: {
    sheet: 'Ordini',
    headers: ['Ordine', 'Creato il', 'Pagato il', 'Nome', 'Cognome', 'E-mail', 'Corso', 'Tipo', 'Pagamento', 'Stato'],
    amount: 'Importo',
    refunded: 'Rimborsato',
    id: 'ID interno',
    kind: { course: 'In presenza', onlineCourse: 'Online' },
    payment: { full: 'Intero', deposit: 'Acconto', balance: 'Saldo' } satisfies Record<PaymentKind, string>,
    status: {
      pending: 'In attesa di pagamento',
      paid: 'Pagato',
      partlyRefunded: 'Rimborsato in parte',
      failed: 'Non riuscito',
      cancelled: 'Annullato',
      duplicate: 'Doppio (rimborsato)',
      soldOut: 'Posti esauriti (rimborsato)',
      refunded: 'Rimborsato',
    } satisfies Record<OrderState, string>,
  },
  en: {
    sheet: 'Orders',
    headers: ['Order', 'Created', 'Paid', 'Name', 'Surname', 'E-mail', 'Course', 'Kind', 'Payment', 'Status'],
    amount: 'Amount',
    refunded: 'Refunded',
    id: 'Internal ID',
    kind: { course: 'In person', onlineCourse: 'Online' },
    payment: { full: 'Full', deposit: 'Deposit', balance: 'Balance' } satisfies Record<PaymentKind, string>,
    status: {
      pending: 'Awaiting payment',
      paid: 'Paid',
      partlyRefunded: 'Partly refunded',
      failed: 'Failed',
      cancelled: 'Cancelled',
      duplicate: 'Paid twice (refunded)',
      soldOut: 'Sold out (refunded)',
      refunded: 'Refunded',
    } satisfies Record<OrderState, string>,
  },
} as const;

const WIDTHS = [12, 17, 17, 16, 18, 30, 34, 12, 11, 22, 12, 12, 38];
const KINDS: SheetColumn['kind'][] = [
  'text',
  'dateTime',
  'dateTime',
  ...Array(7).fill('text'),
  'euros',
  'euros',
  'text',
];

/** The order's number first (what people say), its internal id last (what support may ask for). */
function columns(language: Language): SheetColumn[] {
  const text = words[language];
  const headers = [...text.headers, text.amount, text.refunded, text.id];
  return headers.map((header, index) => ({ header, width: WIDTHS[index] ?? 14, kind: KINDS[index] ?? 'text' }));
}

const isAttempt = (order: AdminOrderRecord) => (ORDER_ATTEMPT_STATUSES as readonly string[]).includes(order.status);

/**
 * The orders that match the list's filters, newest first, as ordini.xlsx. The first batch is read
 * before anything is sent, so a query the database refuses is answered as an error, not a cut file.
 */
export async function streamOrdersWorkbook(
  ctx: AppContext,
  filters: AdminOrderFilters,
  language: Language,
): Promise<Readable> {
  const text = words[language];
  const conditions = orderConditions(filters);
  const first = await selectOrderBatch(ctx.db, conditions, null, EXPORT_BATCH_SIZE);
  async function* rows() {
    let batch = first;
    for (;;) {
      if (batch.length > 0) yield batch.map((order) => toCells(order, text));
      if (batch.length < EXPORT_BATCH_SIZE) return;
      batch = await selectOrderBatch(ctx.db, conditions, batch[batch.length - 1]!.cursor, EXPORT_BATCH_SIZE);
    }
  }
  return streamSheet(text.sheet, columns(language), rows());
}

/**
 * A checkout attempt (pending, failed, cancelled) took no money: its money cells stay empty, so that
 * summing the columns of any filtered list adds up to what was sold and given back.
 */
function toCells(order: AdminOrderRecord, text: (typeof words)[Language]) {
  const attempt = isAttempt(order);
  const state = orderState({ status: order.status, refunded: order.refundedCents });
  return [
    order.number ?? '',
    order.createdAt,
    order.paidAt,
    order.name,
    order.surname,
    order.email,
    order.title,
    text.kind[order.online ? 'onlineCourse' : 'course'],
    text.payment[order.payment],
    text.status[state],
    attempt ? null : centsToEuros(order.amountCents),
    attempt ? null : centsToEuros(order.refundedCents),
    order.id,
  ];
}
