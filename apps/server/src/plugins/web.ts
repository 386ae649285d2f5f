import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { DoneFuncWithErrOrRes, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.js';
import { parseByteRange } from '../lib/uploads/byte-range.js';
import { contentTypeOf } from '../lib/uploads/content-types.js';
import { type MediaStorage, publicKeyOf, type StoredFileInfo } from '../lib/uploads/media-storage.js';
import { type Encoding, negotiateEncoding, varyOnEncoding } from './compression.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

type CompressedAssets = Map<string, Record<Encoding, Buffer>>;

/**
 * The brotli and gzip copies the web build writes beside each text file worth compressing
 * (apps/web/vite.config.ts), kept in memory (about 1 MB). Compressing them here instead cost each
 * start seconds of CPU and about 30 MB of encoder memory the process never gave back.
 */
async function readCompressedCopies(webDist: string): Promise<CompressedAssets> {
  const files = new Set(await listFiles(webDist));
  const copies = await Promise.all(
    [...files]
      .filter((file) => files.has(`${file}.br`) && files.has(`${file}.gz`))
      .map(async (file) => {
        const [br, gzip] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
        return [file, { br, gzip }] as const;
      }),
  );
  return new Map(copies);
}

export interface WebOptions {
  webDist: string;
  /**
   * Public uploads (`/uploads/<key>`): a folder on this machine, or the storage they are streamed
   * from (a bucket every instance shares), or redirected to its CDN at `redirectTo`.
   */
  uploads: { dir: string } | { storage: MediaStorage; redirectTo?: string };
}

const UPLOADS_MAX_AGE = 'public, max-age=86400';

/** The built web app's files and public uploads; pages themselves are rendered by the seo module. */
export default fp(
  async function web(app: FastifyInstance, options: WebOptions) {
    const { uploads } = options;
    // Their own context: the hook that lets other sites embed public pictures runs for uploads only.
    await app.register(async (files) => {
      files.addHook('onSend', embeddablePictures);
      if ('dir' in uploads) {
        await files.register(fastifyStatic, {
          root: uploads.dir,
          prefix: '/uploads/',
          decorateReply: false,
          maxAge: '1d',
        });
      } else {
        serveStoredUploads(files, uploads.storage, uploads.redirectTo);
      }
    });
    if (existsSync(path.join(options.webDist, 'index.html'))) await serveBuiltFiles(app, options.webDist);
  },
  { name: 'web' },
);

/**
 * Public pictures may be shown by any site: a newsletter's preview (a sandboxed frame, whose origin is
 * opaque) and webmail load them from elsewhere, and `Cross-Origin-Resource-Policy: same-origin` made
 * the browser refuse them. Everything else keeps `same-origin`: public videos and errors here, and
 * private files (identity documents, lessons), which are never served under /uploads/.
 */
function embeddablePictures(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: DoneFuncWithErrOrRes,
) {
  const picture = contentTypeOf(request.url.split('?')[0] ?? '').startsWith('image/');
  if (picture && reply.statusCode < 400) reply.header('cross-origin-resource-policy', 'cross-origin');
  done(null, payload);
}

/** Whether the client's copy is still the stored one (If-None-Match first, then If-Modified-Since). */
function isFresh(request: FastifyRequest, info: StoredFileInfo): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) {
    return tags.trim() === '*' || tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === info.etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(info.modified.getTime() / 1000) * 1000 <= since;
}

/**
 * `/uploads/<key>` from the public area of a storage that is not a local folder: streamed with its
 * type, length, validators and ranges (what @fastify/static gives a folder), or a redirect to the
 * CDN in front of the bucket. Only the public area is ever reached: private files have no address.
 */
function serveStoredUploads(app: FastifyInstance, storage: MediaStorage, redirectTo: string | undefined) {
  const cdn = redirectTo?.replace(/\/+$/, '');
  // HEAD is its own method here: Fastify's automatic one would read the whole object to discard it.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    // Files, not API: left out of the OpenAPI document, as @fastify/static leaves the folder's.
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = publicKeyOf(`/uploads/${request.params['*']}`);
      if (!key) throw notFound('File non trovato');
      if (cdn) return reply.header('cache-control', 'public, max-age=3600').redirect(`${cdn}/${key}`, 302);
      const info = await storage.stat('public', key);
      if (!info) throw notFound('File non trovato');
      return sendStoredFile(request, reply, { storage, key, info });
    },
  });
}

/** One public file: 304 when the client's copy is current, the requested range (206, 416) or all of it. */
function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { storage, key, info }: { storage: MediaStorage; key: string; info: StoredFileInfo },
) {
  reply
    .header('cache-control', UPLOADS_MAX_AGE)
    .header('etag', info.etag)
    .header('last-modified', info.modified.toUTCString())
    .header('accept-ranges', 'bytes')
    .type(contentTypeOf(key));
  if (isFresh(request, info)) return reply.code(304).send();
  // A range of a file that changed since the client's copy would mix two versions: send it whole.
  const ifRange = request.headers['if-range'];
  const range =
    ifRange !== undefined && ifRange !== info.etag
      ? ({ kind: 'whole' } as const)
      : parseByteRange(request.headers.range, info.bytes);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.bytes}`).type('text/plain').send();
  }
  const head = request.method === 'HEAD';
  if (range.kind === 'whole') {
    return reply.header('content-length', info.bytes).send(head ? undefined : storage.read('public', key));
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${info.bytes}`)
    .header('content-length', range.end - range.start + 1)
    .send(head ? undefined : storage.read('public', key, range));
}

/**
 * The build's files, hashed assets cached for a year. Text assets are sent from their
 * compressed copies when the client accepts br or gzip; index.html is only ever sent rendered.
 */
async function serveBuiltFiles(app: FastifyInstance, webDist: string): Promise<void> {
  const compressed = await readCompressedCopies(webDist);
  // Their own context: the hook below runs for the files' answers only, not for every API call.
  await app.register(async (files) => {
    const sending = new WeakMap<FastifyReply, string>();
    files.addHook('onSend', async (request, reply, payload) => {
      const file = sending.get(reply);
      if (file === undefined) return payload;
      sending.delete(reply);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const variants = compressed.get(file);
      // Conditional (304) and range (206) answers come from the file as they are.
      if (!encoding || !variants || reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
      (payload as Readable | null)?.destroy?.();
      reply.header('content-encoding', encoding).removeHeader('content-length').removeHeader('accept-ranges');
      return variants[encoding];
    });

    await files.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
        if (compressed.has(filePath)) {
          varyOnEncoding(reply);
          sending.set(reply, filePath);
        }
      },
    });
  });
}
