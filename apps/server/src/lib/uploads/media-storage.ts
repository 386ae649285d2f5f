import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
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
  /** Videos: the length read from the file, in seconds, when it could be read. */
  durationSeconds?: number | null;
  /** Identity documents: the SHA-256 (hex) of the file as uploaded, before any re-encoding. */
  sha256?: string;
}

/** What a stored file's answer needs: its length, and what conditional requests compare. */
export interface StoredFileInfo {
  bytes: number;
  modified: Date;
  /** A quoted entity tag, as sent in an ETag header. */
  etag: string;
}

/**
 * Where uploaded files live: local disk under DATA_DIR by default (`createLocalStorage`), or an
 * S3-compatible bucket when S3_BUCKET is set (`createS3Storage`). Callers never know which.
 */
export interface MediaStorage {
  /** Streams `source` to `key`; the file appears only once completely written. Answers its bytes. */
  write(area: MediaArea, key: string, source: Readable | Buffer): Promise<number>;
  /** The file, or its inclusive byte range; a missing file fails the stream (check `size` first). */
  read(area: MediaArea, key: string, range?: { start: number; end: number }): Readable;
  /** The file's size, or null when there is none. */
  size(area: MediaArea, key: string): Promise<number | null>;
  stat(area: MediaArea, key: string): Promise<StoredFileInfo | null>;
  remove(area: MediaArea, key: string): Promise<void>;
  /** Moves a file to the same key in another area (nothing happens when it is not there). */
  move(from: MediaArea, to: MediaArea, key: string): Promise<void>;
  /** Lets go of connections (an object store's); the storage is not used after. */
  close(): void;
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
      return (await this.stat(area, key))?.bytes ?? null;
    },
    async stat(area, key) {
      try {
        const info = await stat(fileOf(area, key));
        if (!info.isFile()) return null;
        return {
          bytes: info.size,
          modified: info.mtime,
          etag: `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
        };
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
    close() {},
  };
}
