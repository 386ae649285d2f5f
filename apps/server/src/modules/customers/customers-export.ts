import type { Readable } from 'node:stream';
import type { Language } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { type SheetColumn, streamSheet } from '../../lib/xlsx-stream.js';
import { type CustomerPurchaseRow, customerPurchaseBatch } from '../orders/back-office/customer-purchases.service.js';
import { toCustomerRow } from './customers.service.js';

/** The export's file and sheet names, as the customers screen has always named them. */
export const CUSTOMERS_EXPORT_FILE_NAME = 'clienti.xlsx';
export const CUSTOMERS_SHEET_NAME = 'Clienti';
const BATCH_SIZE = 1000;

const headers = {
  it: ['Nome', 'Cognome', 'Email', 'Telefono', 'Corso', 'Prezzo corso', 'Meditazione', 'Prezzo meditazione'],
  en: ['Name', 'Surname', 'Email', 'Phone', 'Course', 'Course price', 'Meditation', 'Meditation price'],
} as const;
const WIDTHS = [16, 18, 30, 18, 34, 14, 34, 16];

const columns = (language: Language): SheetColumn[] =>
  headers[language].map((header, index) => ({
    header,
    width: WIDTHS[index] ?? 14,
    kind: index === 5 || index === 7 ? 'euros' : 'text',
  }));

const toCells = (purchase: CustomerPurchaseRow) => {
  const row = toCustomerRow(purchase);
  return [
    row.userName,
    row.userSurname,
    row.email,
    row.phoneNumber || null,
    row.courseTitle,
    row.coursePrice,
    row.meditationTitle,
    row.meditationPrice,
  ];
};

/**
 * clienti.xlsx: the rows of GET /api/clienti, in its order, written batch by batch. The first batch
 * is read before anything is sent, so a failing query is answered as an error, not a cut file.
 */
export async function streamCustomersWorkbook(ctx: AppContext, language: Language): Promise<Readable> {
  const first = await customerPurchaseBatch(ctx, null, BATCH_SIZE);
  async function* rows() {
    let batch = first;
    for (;;) {
      if (batch.length > 0) yield batch.map(toCells);
      if (batch.length < BATCH_SIZE) return;
      batch = await customerPurchaseBatch(ctx, batch[batch.length - 1]!.cursor, BATCH_SIZE);
    }
  }
  return streamSheet(CUSTOMERS_SHEET_NAME, columns(language), rows());
}
