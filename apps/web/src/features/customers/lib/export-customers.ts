import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/browser';
import { EXPORT_FILE_NAME, EXPORT_SHEET_NAME, type SheetCell } from './customer-sheet';

const PRICE_FORMAT = '#,##0.00 "€"';
const COLUMN_WIDTHS = [16, 18, 30, 18, 34, 14, 34, 16];

/** Text is always written as text (never a formula); prices as numbers shown in euros. */
function toCell(value: SheetCell): Cell {
  if (value === null) return null;
  if (typeof value === 'number') return { value, type: Number, format: PRICE_FORMAT };
  return { value, type: String };
}

/**
 * Writes clienti.xlsx in the browser and offers it as a download. This module (and the library)
 * is imported only when the admin presses the button.
 */
export async function downloadCustomerSheet(rows: SheetCell[][]): Promise<void> {
  const [header = [], ...body] = rows;
  const data: SheetData = [
    header.map((value) => ({ value: String(value ?? ''), type: String, fontWeight: 'bold' as const })),
    ...body.map((row) => row.map(toCell)),
  ];
  await writeXlsxFile(data, {
    sheet: EXPORT_SHEET_NAME,
    stickyRowsCount: 1,
    columns: COLUMN_WIDTHS.map((width) => ({ width })),
  }).toFile(EXPORT_FILE_NAME);
}
