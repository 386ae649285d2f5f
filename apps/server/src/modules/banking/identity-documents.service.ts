import { type DocumentState, ErrorCode } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { StoredFile } from '../../lib/uploads/media-storage.js';
import { lockAccountHolder, setUserVerifying } from '../accounts/bank-details.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { getNoticeAddress } from '../settings/settings.service.js';
import { documentsSubmittedNotice } from './banking-mails.js';
import {
  deleteReplaceableDocuments,
  findLatestDocumentReview,
  insertIdentityDocument,
} from './identity-documents.repository.js';

/**
 * The review states (none, verifying, verified), plus `rejected` with the admin's reason, so the
 * customer knows why the form is back.
 */
export async function getDocumentState(
  ctx: AppContext,
  user: { id: number; verifying: boolean; docVerified: boolean },
): Promise<{ state: DocumentState; rejectionReason: string | null }> {
  if (user.docVerified) return { state: 'verified', rejectionReason: null };
  if (user.verifying) return { state: 'verifying', rejectionReason: null };
  const latest = await findLatestDocumentReview(ctx.db, user.id);
  return latest?.status === 'rejected'
    ? { state: 'rejected', rejectionReason: latest.rejectionReason }
    : { state: 'none', rejectionReason: null };
}

/** The upload pipeline hashes every identity document as it arrives; a file without one was not uploaded here. */
function digestOf(file: StoredFile): string {
  if (!file.sha256) throw new Error(`identity document ${file.key} has no SHA-256`);
  return file.sha256;
}

/**
 * POST /api/document/: front and back, already stored privately by the upload pipeline. They
 * replace any pending or rejected pair (whose files are then deleted: identity documents are kept
 * no longer than needed); a customer whose documents are verified has nothing to upload. Each file's
 * SHA-256 as uploaded is kept beside it: the same document under another account makes the two one
 * person, whose referrals to each other earn nothing (shared-identity.service.ts).
 */
export async function submitIdentityDocuments(
  ctx: AppContext,
  userId: number,
  files: { front: StoredFile; back: StoredFile },
): Promise<void> {
  const replaced = await ctx.db.transaction(async (tx) => {
    const owner = await lockAccountHolder(tx, userId);
    if (!owner) throw notFound('Utente non trovato');
    if (owner.docVerified) {
      throw new AppError(ErrorCode.DOCUMENTS_ALREADY_VERIFIED, 'I tuoi documenti sono già verificati.');
    }
    const old = await deleteReplaceableDocuments(tx, userId);
    await insertIdentityDocument(tx, {
      userId,
      frontPath: files.front.key,
      backPath: files.back.key,
      frontSha256: digestOf(files.front),
      backSha256: digestOf(files.back),
    });
    await setUserVerifying(tx, userId);
    await enqueueMail(
      tx,
      documentsSubmittedNotice(await getNoticeAddress(ctx, tx), owner, `${ctx.config.publicUrl}/clienti`),
    );
    return old;
  });
  ctx.mail.nudge();
  await Promise.all(
    replaced.flatMap((document) => [
      ctx.storage.remove('private', document.frontPath),
      ctx.storage.remove('private', document.backPath),
    ]),
  );
}
