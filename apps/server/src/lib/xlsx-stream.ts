import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { BUSINESS_TIME_ZONE } from './business-day.js';

export type SheetCellKind = 'text' | 'euros' | 'dateTime';
export interface SheetColumn {
  header: string;
  width: number;
  kind: SheetCellKind;
}
export type SheetValue = string | number | Date | null;

const FORMATS: Record<SheetCellKind, string> = {
  // Text format: a phone number such as +39 333… stays text, shown as typed, with no apostrophe.
  text: '@',
  euros: '#,##0.00 "€"',
  dateTime: 'dd/mm/yyyy hh:mm',
};

const romeParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A spreadsheet date has no time zone: it shows the business's wall-clock time in Rome. */
export function romeWallClock(instant: Date): Date {
  const part = Object.fromEntries(romeParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return new Date(
    Date.UTC(
      Number(part.year),
      Number(part.month) - 1,
      Number(part.day),
      Number(part.hour),
      Number(part.minute),
      Number(part.second),
    ),
  );
}

/**
 * An .xlsx file of one sheet written as it is read: rows arrive in batches and each batch is
 * committed to the zip stream before the next is asked for, waiting while the reader is behind, so
 * memory stays flat however many rows there are. Text is always written as text (a cell value, never
 * a formula), so nothing a customer typed can run on the admin's machine. The header row carries an
 * autofilter over every column, so the admin can narrow the list in Excel.
 */
export function streamSheet(
  sheetName: string,
  columns: SheetColumn[],
  batches: AsyncIterable<SheetValue[][]>,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    // Loaded with the first export: ExcelJS and its zip and XML libraries hold ~40 MB of a process
    // that, most days, never writes a spreadsheet.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column, index) => ({
      key: String(index),
      header: column.header,
      width: column.width,
      style: { numFmt: FORMATS[column.kind] },
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let lastRow = 1;
    for await (const batch of batches) {
      lastRow += batch.length;
      for (const values of batch) {
        sheet.addRow(values.map((value) => (value instanceof Date ? romeWallClock(value) : value))).commit();
      }
      // The embedded database answers without a turn of the event loop: give one to the compression
      // and the socket, so that they move on and `writableNeedDrain` tells how far behind the reader is.
      await nextTurn();
      // A reader that went away (the admin cancelled the download) stops the reading of batches.
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    // Written after the rows (ExcelJS places it behind them): the filter covers the header and every row.
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: lastRow, column: columns.length } };
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
