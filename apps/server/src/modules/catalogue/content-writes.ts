import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import type { AppError } from '../../lib/app-error.js';
import { removeOwnedFiles } from '../../lib/uploads/media-files.js';
import type { FileFieldSpec } from '../../lib/uploads/multipart-form.js';

/*
 * What the admin writers of topics, members and articles share: errors that point at a form
 * field, the transaction that turns a lost race for a unique title into the same 409, and the
 * optional picture an edit keeps, replaces or removes.
 */

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs `work` in a transaction. The service checks titles by key before writing; if another
 * request took the title in between, the unique index refuses the row and the caller gets the
 * same answer as a title found taken.
 */
export async function writeUniquely<T>(
  ctx: AppContext,
  taken: () => AppError,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** The one picture of a topic, member or article, as a multipart field (`foto`). */
export const photoField = (folder: string) => ({ foto: { kind: 'image', folder, max: 1 } satisfies FileFieldSpec });

/** What an edit does to the saved picture. */
export type PhotoChange = { kind: 'keep' } | { kind: 'replace'; url: string } | { kind: 'remove' };

/** A new file replaces the picture; otherwise `remove` drops it, or it stays. */
export function photoChange(uploadedUrl: string | undefined, remove = false): PhotoChange {
  if (uploadedUrl) return { kind: 'replace', url: uploadedUrl };
  return remove ? { kind: 'remove' } : { kind: 'keep' };
}

export function nextPhoto(current: string | null, change: PhotoChange): string | null {
  if (change.kind === 'replace') return change.url;
  return change.kind === 'remove' ? null : current;
}

/**
 * After a committed change: the files the item no longer shows go (only files the upload
 * pipeline wrote; seeded pictures and outside addresses stay). Never throws: the change is
 * saved by then, and a file left behind is harmless where a reported failure would mislead.
 */
export async function removeDroppedFiles(ctx: AppContext, urls: (string | null | undefined)[]): Promise<void> {
  try {
    await removeOwnedFiles(ctx.storage, urls);
  } catch {
    // See above.
  }
}

/** The picture an edit dropped, if any. */
export const droppedPhoto = (previous: string | null, change: PhotoChange) =>
  change.kind === 'keep' ? [] : [previous];
