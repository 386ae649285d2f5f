import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaArea, MediaStorage } from './media-storage.js';

export interface CopyOutcome {
  /** Files written to the storage. */
  copied: number;
  /** Files the storage already held with the same size. */
  skipped: number;
}

/** The files under `root` as storage keys (forward slashes); half-written `.part` files are left out. */
async function keysUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Copies the files of local folders (DATA_DIR/uploads and DATA_DIR/private) to the same keys of a
 * storage, one at a time. A file the storage already holds with the same size is skipped, so a run
 * that was interrupted, or repeated, only copies what is missing; files are never deleted.
 */
export async function copyFoldersToStorage(options: {
  dirs: Record<MediaArea, string>;
  storage: MediaStorage;
  onCopied?: (area: MediaArea, key: string, bytes: number) => void;
}): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, skipped: 0 };
  for (const area of ['public', 'private'] as const) {
    const root = options.dirs[area];
    for (const key of await keysUnder(root)) {
      const file = path.join(root, ...key.split('/'));
      const { size } = await stat(file);
      if ((await options.storage.size(area, key)) === size) {
        outcome.skipped += 1;
        continue;
      }
      await options.storage.write(area, key, size === 0 ? Buffer.alloc(0) : createReadStream(file));
      outcome.copied += 1;
      options.onCopied?.(area, key, size);
    }
  }
  return outcome;
}
