import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Public files are served under /uploads/; private ones (identity documents, lessons) only through authorized routes. */
export type MediaArea = 'public' | 'private';

export interface StoredFile {
  area: MediaArea;
  /** Path inside the area, with forward slashes: `media/courses/2026/ab12….webp`. */
  key: string;
  /** The address a browser uses: `/uploads/<key>` for public files, the key itself for private ones. */
  url: string;
  bytes: number;
  mime: string;
}

/**
 * Where uploaded files live. Local disk under DATA_DIR by default; an object store can implement
 * the same five calls.
 */
export interface MediaStorage {
  /** Streams `source` to `key`; the file appears only once completely written. */
  write(area: MediaArea, key: string, source: Readable | Buffer): Promise<number>;
  read(area: MediaArea, key: string, range?: { start: number; end: number }): Readable;
  size(area: MediaArea, key: string): Promise<number | null>;
  remove(area: MediaArea, key: string): Promise<void>;
  /** Moves a file to the same key in another area (nothing happens when it is not there). */
  move(from: MediaArea, to: MediaArea, key: string): Promise<void>;
}

export const PUBLIC_PREFIX = '/uploads/';
/** Files the pipeline wrote; seeded demo images and external addresses are never deleted. */
export const OWNED_PREFIX = 'media/';

export const publicUrlOf = (key: string) => `${PUBLIC_PREFIX}${key}`;

/** The storage key of any public address (`/uploads/<key>`), or null for anything else. */
export function publicKeyOf(url: string): string | null {
  if (!url.startsWith(PUBLIC_PREFIX)) return null;
  const key = url.slice(PUBLIC_PREFIX.length);
  return /^[\w/.-]+$/.test(key) && !key.includes('..') ? key : null;
}

/** The storage key of a public address this app owns, or null for anything else. */
export function ownedKeyOf(url: string): string | null {
  if (!url.startsWith(PUBLIC_PREFIX + OWNED_PREFIX)) return null;
  const key = url.slice(PUBLIC_PREFIX.length);
  return /^[\w/.-]+$/.test(key) && !key.includes('..') ? key : null;
}

export function createLocalStorage(dirs: Record<MediaArea, string>): MediaStorage {
  const fileOf = (area: MediaArea, key: string) => {
    const root = dirs[area];
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`key outside storage: ${key}`);
    return file;
  };
  return {
    async write(area, key, source) {
      const file = fileOf(area, key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.part`;
      try {
        if (Buffer.isBuffer(source)) {
          const { writeFile } = await import('node:fs/promises');
          await writeFile(partial, source);
        } else {
          await pipeline(source, createWriteStream(partial));
        }
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return (await stat(file)).size;
    },
    read(area, key, range) {
      return createReadStream(fileOf(area, key), range);
    },
    async size(area, key) {
      try {
        return (await stat(fileOf(area, key))).size;
      } catch {
        return null;
      }
    },
    async remove(area, key) {
      await rm(fileOf(area, key), { force: true });
    },
    async move(from, to, key) {
      const source = fileOf(from, key);
      const target = fileOf(to, key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(source, target);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'ENOENT') return;
        if (code !== 'EXDEV') throw error;
        // The two areas are on different disks: copy completely, then remove the original.
        await this.write(to, key, createReadStream(source));
        await rm(source, { force: true });
      }
    },
  };
}
