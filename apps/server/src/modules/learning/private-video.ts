import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { parseByteRange } from '../../lib/uploads/byte-range.js';

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};
const typeOf = (key: string) => VIDEO_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

export type PrivateVideo =
  | { kind: 'whole'; size: number; mime: string; stream: Readable }
  | { kind: 'partial'; size: number; start: number; end: number; mime: string; stream: Readable }
  | { kind: 'unsatisfiable'; size: number };

/** A video from private storage, whole or the requested byte range; 404 when the file is missing. */
export async function openPrivateVideo(ctx: AppContext, key: string, rangeHeader?: string): Promise<PrivateVideo> {
  const size = await ctx.storage.size('private', key);
  if (size === null) throw notFound('Video non disponibile');
  const mime = typeOf(key);
  const range = parseByteRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size };
  if (range.kind === 'whole') return { kind: 'whole', size, mime, stream: ctx.storage.read('private', key) };
  return { ...range, size, mime, stream: ctx.storage.read('private', key, range) };
}

/** Sends a private video: never cached by anyone, ranges announced, 206 for a range, 416 past the end. */
export function sendPrivateVideo(reply: FastifyReply, video: PrivateVideo) {
  reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
  if (video.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${video.size}`)
      .send({ message: 'Intervallo richiesto non disponibile', error: 'RANGE_NOT_SATISFIABLE' });
  }
  reply.type(video.mime).header('x-content-type-options', 'nosniff');
  if (video.kind === 'whole') return reply.header('content-length', video.size).send(video.stream);
  return reply
    .code(206)
    .header('content-range', `bytes ${video.start}-${video.end}/${video.size}`)
    .header('content-length', video.end - video.start + 1)
    .send(video.stream);
}
