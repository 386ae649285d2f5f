import type { Readable } from 'node:stream';
import {
  type DocumentSide,
  documentFilePath,
  type IdentityDocumentItem,
  IMAGE_TYPES,
  type ReviewDocumentBody,
} from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { detectFileType } from '../../lib/uploads/detect-file-type.js';
import { setUserDocumentVerified } from '../accounts/bank-details.service.js';
import {
  findDocumentFiles,
  lockDocumentWithOwner,
  selectDocumentsForReview,
  setDocumentStatus,
} from '../banking/document-review.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { documentReviewMail } from './document-review-mails.js';

const documentNotFound = () => notFound('Documento non trovato');

/** GET /api/documents/: the file addresses are this API's authorized routes, never public ones. */
export async function listDocuments(ctx: AppContext): Promise<IdentityDocumentItem[]> {
  const rows = await selectDocumentsForReview(ctx.db);
  return rows.map((row) => ({
    idDoc: row.id,
    idDocument: row.id,
    name: `${row.name} ${row.surname}`,
    email: row.email,
    taxCode: row.taxCode,
    birthDate: row.birthDate,
    valid: row.status === 'approved' ? 1 : 0,
    fileurl: `${documentFilePath(row.id, 'front')},${documentFilePath(row.id, 'back')}`,
    status: row.status,
    rejectionReason: row.rejectionReason,
    submittedAt: row.createdAt.toISOString(),
  }));
}

/**
 * PUT /api/document/: approve (1) or reject (0), a rejection with an optional reason for the customer.
 * The document, the customer's verification flags and the e-mail that tells them change together;
 * repeating the current decision changes nothing.
 */
export async function reviewDocument(ctx: AppContext, input: z.output<typeof ReviewDocumentBody>): Promise<void> {
  const approved = input.status === 1;
  const changed = await ctx.db.transaction(async (tx) => {
    const document = await lockDocumentWithOwner(tx, input.id);
    if (!document) throw documentNotFound();
    const status = approved ? 'approved' : 'rejected';
    if (document.status === status) return false;
    const reason = approved ? null : input.reason || null;
    await setDocumentStatus(tx, document.id, status, reason);
    await setUserDocumentVerified(tx, document.userId, approved);
    await enqueueMail(
      tx,
      documentReviewMail({
        to: document.email,
        language: document.language,
        name: document.name,
        approved,
        reason,
        userAreaUrl: `${ctx.config.publicUrl}/utente`,
      }),
    );
    return true;
  });
  if (changed) ctx.mail.nudge();
}

const PREVIEWABLE_TYPES: readonly string[] = [...IMAGE_TYPES, 'application/pdf'];
const SNIFF_BYTES = 4100;

async function readHead(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface DocumentFile {
  stream: Readable;
  bytes: number;
  /** Judged from the file's bytes; anything but an image or a PDF is offered as a download. */
  mime: string;
  inline: boolean;
  filename: string;
}

/** One side of a document, for the admin's preview. */
export async function openDocumentFile(ctx: AppContext, id: number, side: DocumentSide): Promise<DocumentFile> {
  const files = await findDocumentFiles(ctx.db, id);
  if (!files) throw documentNotFound();
  const key = side === 'front' ? files.frontPath : files.backPath;
  const bytes = await ctx.storage.size('private', key);
  if (bytes === null) throw notFound('File del documento non trovato');
  const head = await readHead(ctx.storage.read('private', key, { start: 0, end: SNIFF_BYTES - 1 }));
  const detected = await detectFileType(head);
  const inline = detected !== undefined && PREVIEWABLE_TYPES.includes(detected.mime);
  const mime = inline && detected ? detected.mime : 'application/octet-stream';
  const extension = inline && detected ? detected.ext : 'bin';
  return {
    stream: ctx.storage.read('private', key),
    bytes,
    mime,
    inline,
    filename: `documento-${id}-${side}.${extension}`,
  };
}
