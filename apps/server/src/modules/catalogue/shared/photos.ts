import type { AppContext } from '../../../context.js';
import { removeOwnedFiles } from '../../../lib/uploads/media-files.js';
import type { FileFieldSpec } from '../../../lib/uploads/multipart-form.js';

/* The one picture of a topic, member or article: its form field, what an edit does to it, and the file it drops. */

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
