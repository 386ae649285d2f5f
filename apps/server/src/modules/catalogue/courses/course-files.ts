import type { AppContext } from '../../../context.js';
import { removeOwnedFiles } from '../../../lib/uploads/media-files.js';
import { OWNED_PREFIX } from '../../../lib/uploads/media-storage.js';
import { forgetCaptions } from '../../captions/captions.service.js';

const SAFE_KEY = /^[\w/.-]+$/;

/** A private video (lesson or course) the upload pipeline wrote; the demo seed's copies are left alone, like its public files. */
const isOwnedPrivateKey = (key: string) => key.startsWith(OWNED_PREFIX) && SAFE_KEY.test(key) && !key.includes('..');

/**
 * Deletes the files a committed change no longer uses: public addresses the pipeline wrote and
 * private videos (lessons, in-person course videos); a list may mix both, each kind is recognised
 * by its form (`/uploads/media/…` or `media/…`). The captions of the videos among them go too (the
 * owner no longer shows those videos). Never throws: the change is saved, and a file left behind is
 * only disk space, while a failure here would undo the new uploads of a form that did succeed.
 */
export async function discardFiles(
  ctx: AppContext,
  unused: { public?: Iterable<string | null>; private?: Iterable<string | null> },
): Promise<void> {
  const publicFiles = [...(unused.public ?? [])];
  const privateFiles = [...(unused.private ?? [])];
  try {
    await forgetCaptions(ctx, [...publicFiles, ...privateFiles]);
    await removeOwnedFiles(ctx.storage, publicFiles);
    for (const key of privateFiles) {
      if (key && isOwnedPrivateKey(key)) await ctx.storage.remove('private', key);
    }
  } catch {
    // See above: nothing to undo.
  }
}
