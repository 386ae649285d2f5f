import type { CustomerRow } from '@cammini/contract';

/** The export's file and sheet names. */
export const EXPORT_FILE_NAME = 'clienti.xlsx';
export const EXPORT_SHEET_NAME = 'Clienti';

export type SheetCell = string | number | null;

/**
 * Text that a spreadsheet could read as a formula (=, +, - or @ first) gets a leading apostrophe,
 * so a customer's name can never run as a formula on the admin's machine (CSV/formula injection).
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@]/.test(text) ? `'${text}` : text;
}

const textCell = (value: string | null): SheetCell =>
  value === null || value === '' ? null : neutraliseFormula(value);

export interface CustomerSheetHeaders {
  name: string;
  surname: string;
  email: string;
  phone: string;
  course: string;
  coursePrice: string;
  meditation: string;
  meditationPrice: string;
}

/** A header row, then one row per purchase; missing values are empty cells, prices numbers in euros. */
export function customerSheetRows(rows: CustomerRow[], headers: CustomerSheetHeaders): SheetCell[][] {
  return [
    [
      headers.name,
      headers.surname,
      headers.email,
      headers.phone,
      headers.course,
      headers.coursePrice,
      headers.meditation,
      headers.meditationPrice,
    ],
    ...rows.map((row) => [
      textCell(row.userName),
      textCell(row.userSurname),
      textCell(row.email),
      textCell(row.phoneNumber),
      textCell(row.courseTitle),
      row.coursePrice,
      textCell(row.meditationTitle),
      row.meditationPrice,
    ]),
  ];
}
