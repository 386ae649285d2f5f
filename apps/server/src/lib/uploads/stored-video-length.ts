import type { MediaArea, MediaStorage } from './media-storage.js';

/** Bytes read from storage at once: a container's index (MP4's `moov`) is seldom larger than a few. */
const BLOCK_BYTES = 1024 * 1024;
/** Blocks kept while one file is read; older ones are dropped (an index of hours may be long). */
const BLOCKS_KEPT = 8;

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A stored file seen as a Blob whose slices are read from storage by range, a block at a time: the
 * container reader jumps to the index wherever it lies (MP4 often keeps it at the end) instead of
 * reading a whole video of gigabytes through.
 */
function storedBlob(storage: MediaStorage, area: MediaArea, key: string, size: number, type: string) {
  const blocks = new Map<number, Promise<Buffer>>();
  const block = (index: number) => {
    let found = blocks.get(index);
    if (!found) {
      const start = index * BLOCK_BYTES;
      const end = Math.min(size, start + BLOCK_BYTES) - 1;
      found = readAll(storage.read(area, key, { start, end }));
      blocks.set(index, found);
      if (blocks.size > BLOCKS_KEPT) blocks.delete(blocks.keys().next().value as number);
    }
    return found;
  };
  const bytes = async (start: number, end: number) => {
    if (end <= start) return new Uint8Array(0);
    const parts: Buffer[] = [];
    for (let index = Math.floor(start / BLOCK_BYTES); index * BLOCK_BYTES < end; index += 1) {
      parts.push(await block(index));
    }
    const from = start - Math.floor(start / BLOCK_BYTES) * BLOCK_BYTES;
    return new Uint8Array(Buffer.concat(parts).subarray(from, from + (end - start)));
  };
  return {
    size,
    type,
    slice: (start = 0, end = size) => ({
      arrayBuffer: async () => (await bytes(Math.max(0, start), Math.min(size, end))).slice().buffer,
    }),
  };
}

/**
 * A stored video's length in seconds (fractions kept), read from its container: null when the file
 * is missing or its length cannot be read. For videos whose length was not kept when they were
 * uploaded (an in-person course's, a trailer, a landing page's).
 */
export async function storedVideoSeconds(storage: MediaStorage, area: MediaArea, key: string): Promise<number | null> {
  const size = await storage.size(area, key);
  if (size === null || size === 0) return null;
  const type = VIDEO_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'video/mp4';
  try {
    // Loaded when first needed, as on upload (video-duration.ts): the container readers are large.
    const { parseBlob } = await import('music-metadata');
    const blob = storedBlob(storage, area, key, size, type) as unknown as Blob;
    const { format } = await parseBlob(blob, { duration: true, skipCovers: true });
    return format.duration !== undefined && Number.isFinite(format.duration) && format.duration > 0
      ? format.duration
      : null;
  } catch {
    return null;
  }
}
