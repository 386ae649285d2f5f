import { DOCUMENT_FILE_TYPES, UploadLimits } from '@cammini/contract';

export const DOCUMENT_SIDES = ['front', 'back'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** The file input's filter; the check below still runs, since a picker can be told to show all files. */
export const DOCUMENT_ACCEPT = DOCUMENT_FILE_TYPES.join(',');
export const DOCUMENT_MAX_MEGABYTES = Math.round(UploadLimits.documentBytes / (1024 * 1024));

/** Why a chosen file would be refused, before it is sent; the server checks its content again. */
export function documentFileProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(DOCUMENT_FILE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > UploadLimits.documentBytes) return 'tooLarge';
  return null;
}

/** "2,4 MB", "380 kB": enough to recognise the file chosen. */
export function formatFileSize(bytes: number, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'it-IT';
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
