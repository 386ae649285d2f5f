import type { Readable } from 'node:stream';
import type { AdminOrderFilters, Language, OrderStatus, PaymentKind } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { centsToEuros } from '../../lib/money.js';
import { type SheetColumn, streamSheet } from '../../lib/xlsx-stream.js';
import { type AdminOrderRecord, type OrderCursor, selectOrderBatch } from './orders-admin.repository.js';
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
    kind: { course: 'In presenza', onlineCourse: 'Online' },
    payment: { full: 'Intero', deposit: 'Acconto', balance: 'Saldo' } satisfies Record<PaymentKind, string>,
    status: {
      pending: 'In attesa di pagamento',
      paid: 'Pagato',
      failed: 'Non riuscito',
      cancelled: 'Annullato',
      duplicate: 'Doppio (rimborsato)',
      soldOut: 'Posti esauriti (rimborsato)',
      refunded: 'Rimborsato',
    } satisfies Record<OrderStatus, string>,
  },
  en: {
    sheet: 'Orders',
    headers: ['Order', 'Created', 'Paid', 'Name', 'Surname', 'E-mail', 'Course', 'Kind', 'Payment', 'Status'],
    amount: 'Amount',
    refunded: 'Refunded',
    kind: { course: 'In person', onlineCourse: 'Online' },
    payment: { full: 'Full', deposit: 'Deposit', balance: 'Balance' } satisfies Record<PaymentKind, string>,
    status: {
      pending: 'Awaiting payment',
      paid: 'Paid',
      failed: 'Failed',
      cancelled: 'Cancelled',
      duplicate: 'Paid twice (refunded)',
      soldOut: 'Sold out (refunded)',
      refunded: 'Refunded',
    } satisfies Record<OrderStatus, string>,
  },
} as const;

const WIDTHS = [38, 17, 17, 16, 18, 30, 34, 12, 11, 22, 12, 12];

function columns(language: Language): SheetColumn[] {
  const text = words[language];
  const headers = [...text.headers, text.amount, text.refunded];
  return headers.map((header, index) => ({
    header,
    width: WIDTHS[index] ?? 14,
    kind: index === 1 || index === 2 ? 'dateTime' : index >= 10 ? 'euros' : 'text',
  }));
}

async function* batches(ctx: AppContext, filters: AdminOrderFilters): AsyncGenerator<AdminOrderRecord[]> {
  const conditions = orderConditions(filters);
  let after: OrderCursor | null = null;
  for (;;) {
    const batch = await selectOrderBatch(ctx.db, conditions, after, EXPORT_BATCH_SIZE);
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH_SIZE) return;
    after = batch[batch.length - 1]!.cursor;
  }
}

/** The orders that match the list's filters, newest first, as ordini.xlsx. */
export function streamOrdersWorkbook(ctx: AppContext, filters: AdminOrderFilters, language: Language): Readable {
  const text = words[language];
  async function* rows() {
    for await (const batch of batches(ctx, filters)) {
      yield batch.map((order) => [
        order.id,
        order.createdAt,
        order.paidAt,
        order.name,
        order.surname,
        order.email,
        order.title,
        text.kind[order.online ? 'onlineCourse' : 'course'],
        text.payment[order.payment],
        text.status[order.status],
        centsToEuros(order.amountCents),
        centsToEuros(order.refundedCents),
      ]);
    }
  }
  return streamSheet(text.sheet, columns(language), rows());
}
