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
import { type SheetColumn, type SheetValue, streamSheet } from '../../../lib/xlsx-stream.js';
import { type AdminOrderRecord, selectOrderBatch } from './orders-admin.repository.js';
import { orderConditions } from './orders-admin.service.js';

export const ORDERS_EXPORT_FILE_NAME = 'ordini.xlsx';
/** Rows read from the database per query while the file is written. */
export const EXPORT_BATCH_SIZE = 1000;

type Words = Record<Language, string>;

const SHEET_NAME: Words = { it: 'Ordini', en: 'Orders' };

const KIND_WORDS: Record<'course' | 'onlineCourse', Words> = {
  course: { it: 'In presenza', en: 'In person' },
  onlineCourse: { it: 'Online', en: 'Online' },
};

const PAYMENT_WORDS: Record<PaymentKind, Words> = {
  full: { it: 'Intero', en: 'Full' },
  deposit: { it: 'Acconto', en: 'Deposit' },
  balance: { it: 'Saldo', en: 'Balance' },
};

const STATE_WORDS: Record<OrderState, Words> = {
  pending: { it: 'In attesa di pagamento', en: 'Awaiting payment' },
  paid: { it: 'Pagato', en: 'Paid' },
  partlyRefunded: { it: 'Rimborsato in parte', en: 'Partly refunded' },
  failed: { it: 'Non riuscito', en: 'Failed' },
  cancelled: { it: 'Annullato', en: 'Cancelled' },
  duplicate: { it: 'Doppio (rimborsato)', en: 'Paid twice (refunded)' },
  soldOut: { it: 'Posti esauriti (rimborsato)', en: 'Sold out (refunded)' },
  refunded: { it: 'Rimborsato', en: 'Refunded' },
};

interface OrderColumn {
  header: Words;
  width: number;
  kind: SheetColumn['kind'];
  cell: (order: AdminOrderRecord, language: Language) => SheetValue;
}

const isAttempt = (order: AdminOrderRecord) => (ORDER_ATTEMPT_STATUSES as readonly string[]).includes(order.status);

/**
 * The order's number first (what people say), its internal id last (what support may ask for).
 * A checkout attempt (pending, failed, cancelled) took no money: its money cells stay empty, so that
 * summing the columns of any filtered list adds up to what was sold and given back.
 */
const COLUMNS: OrderColumn[] = [
  { header: { it: 'Ordine', en: 'Order' }, width: 12, kind: 'text', cell: (order) => order.number ?? '' },
  { header: { it: 'Creato il', en: 'Created' }, width: 17, kind: 'dateTime', cell: (order) => order.createdAt },
  { header: { it: 'Pagato il', en: 'Paid' }, width: 17, kind: 'dateTime', cell: (order) => order.paidAt },
  { header: { it: 'Nome', en: 'Name' }, width: 16, kind: 'text', cell: (order) => order.name },
  { header: { it: 'Cognome', en: 'Surname' }, width: 18, kind: 'text', cell: (order) => order.surname },
  { header: { it: 'E-mail', en: 'E-mail' }, width: 30, kind: 'text', cell: (order) => order.email },
  { header: { it: 'Corso', en: 'Course' }, width: 34, kind: 'text', cell: (order) => order.title },
  {
    header: { it: 'Tipo', en: 'Kind' },
    width: 12,
    kind: 'text',
    cell: (order, language) => KIND_WORDS[order.online ? 'onlineCourse' : 'course'][language],
  },
  {
    header: { it: 'Pagamento', en: 'Payment' },
    width: 11,
    kind: 'text',
    cell: (order, language) => PAYMENT_WORDS[order.payment][language],
  },
  {
    header: { it: 'Stato', en: 'Status' },
    width: 22,
    kind: 'text',
    cell: (order, language) =>
      STATE_WORDS[orderState({ status: order.status, refunded: order.refundedCents })][language],
  },
  {
    header: { it: 'Importo', en: 'Amount' },
    width: 12,
    kind: 'euros',
    cell: (order) => (isAttempt(order) ? null : centsToEuros(order.amountCents)),
  },
  {
    header: { it: 'Rimborsato', en: 'Refunded' },
    width: 12,
    kind: 'euros',
    cell: (order) => (isAttempt(order) ? null : centsToEuros(order.refundedCents)),
  },
  { header: { it: 'ID interno', en: 'Internal ID' }, width: 38, kind: 'text', cell: (order) => order.id },
];

/**
 * The orders that match the list's filters, newest first, as ordini.xlsx. The first batch is read
 * before anything is sent, so a query the database refuses is answered as an error, not a cut file.
 */
export async function streamOrdersWorkbook(
  ctx: AppContext,
  filters: AdminOrderFilters,
  language: Language,
): Promise<Readable> {
  const conditions = orderConditions(filters);
  const first = await selectOrderBatch(ctx.db, conditions, null, EXPORT_BATCH_SIZE);
  async function* rows() {
    let batch = first;
    for (;;) {
      if (batch.length > 0) yield batch.map((order) => COLUMNS.map((column) => column.cell(order, language)));
      if (batch.length < EXPORT_BATCH_SIZE) return;
      batch = await selectOrderBatch(ctx.db, conditions, batch[batch.length - 1]!.cursor, EXPORT_BATCH_SIZE);
    }
  }
  const sheetColumns = COLUMNS.map(({ header, width, kind }) => ({ header: header[language], width, kind }));
  return streamSheet(SHEET_NAME[language], sheetColumns, rows());
}
