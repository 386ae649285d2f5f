import { randomUUID } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import { DOCUMENT_FILE_TYPES, ErrorCode, IMAGE_TYPES, UploadLimits, VIDEO_TYPES } from '@cammini/contract';
import { AppError } from '../app-error.js';
import { detectFileType } from './detect-file-type.js';
import { decodeImage } from './image-decoding.js';
import {
  type MediaArea,
  type MediaStorage,
  OWNED_PREFIX,
  ownedKeyOf,
  publicUrlOf,
  type StoredFile,
} from './media-storage.js';
import { videoDurationProbe } from './video-duration.js';

export const notAnImage = () =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Il file non è un’immagine valida (JPEG, PNG, WebP, GIF o AVIF).');
export const notAVideo = () =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Il file non è un video valido (MP4, WebM o MOV).');
export const tooLarge = (limitBytes: number) =>
  new AppError(
    ErrorCode.PAYLOAD_TOO_LARGE,
    `Il file supera la dimensione massima di ${Math.round(limitBytes / (1024 * 1024))} MB.`,
  );

export const notADocument = () =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Il documento deve essere un’immagine (JPEG, PNG o WebP) o un PDF.');

const newKey = (folder: string, extension: string) => {
  const year = new Date().getUTCFullYear();
  return `${OWNED_PREFIX}${folder}/${year}/${randomUUID()}.${extension}`;
};

/**
 * An image is judged by its bytes, never its name: the signature must be a raster type we accept,
 * its header must claim a plausible number of pixels, and sharp must decode it. It is stored re-encoded as WebP, at most 1920 px on its longest side,
 * without metadata (so no GPS position of a phone photo leaks).
 */
export async function storeImage(storage: MediaStorage, bytes: Buffer, folder: string): Promise<StoredFile> {
  const detected = await detectFileType(bytes);
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime)) throw notAnImage();
  const webp = await decodeImage(bytes, notAnImage, (image) =>
    image
      .rotate()
      .resize({
        width: UploadLimits.imageMaxSide,
        height: UploadLimits.imageMaxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 }),
  );
  const key = newKey(folder, 'webp');
  const size = await storage.write('public', key, webp);
  return { area: 'public', key, url: publicUrlOf(key), bytes: size, mime: 'image/webp' };
}

/** Identity documents keep more detail than site pictures: small print must stay readable. */
const DOCUMENT_IMAGE_MAX_SIDE = 2400;

/**
 * An identity document, judged by its bytes: a photo or scan (JPEG, PNG, WebP), stored re-encoded
 * without metadata, or a PDF, stored as it came. Always in the private area, which no public
 * address reaches.
 */
export async function storeDocument(storage: MediaStorage, bytes: Buffer, folder: string): Promise<StoredFile> {
  const detected = await detectFileType(bytes);
  if (!detected || !(DOCUMENT_FILE_TYPES as readonly string[]).includes(detected.mime)) throw notADocument();
  if (detected.mime === 'application/pdf') {
    const key = newKey(folder, 'pdf');
    const size = await storage.write('private', key, bytes);
    return { area: 'private', key, url: key, bytes: size, mime: detected.mime };
  }
  const webp = await decodeImage(bytes, notADocument, (image) =>
    image
      .rotate()
      .resize({
        width: DOCUMENT_IMAGE_MAX_SIDE,
        height: DOCUMENT_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 88 }),
  );
  const key = newKey(folder, 'webp');
  const size = await storage.write('private', key, webp);
  return { area: 'private', key, url: key, bytes: size, mime: 'image/webp' };
}

/** Counts bytes as they pass and fails the stream the moment it passes the limit. */
function byteLimit(limitBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limitBytes) callback(tooLarge(limitBytes));
      else callback(null, chunk);
    },
  });
}

/**
 * The first `size` bytes of a stream (fewer if it ends sooner), and the whole stream again. Read
 * with the stream's own iterator, which also settles for a stream that already ended (an empty
 * file) or failed (a body cut off inside the file): file-type's detection stream waits for a
 * 'readable' event that such a stream never emits again, and the request hung forever.
 */
async function peek(source: Readable, size: number) {
  const chunks: Buffer[] = [];
  let length = 0;
  const rest = source.iterator({ destroyOnReturn: false });
  while (length < size) {
    const next = await rest.next();
    if (next.done) break;
    chunks.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  const head = Buffer.concat(chunks);
  async function* whole() {
    yield head;
    yield* rest;
  }
  return {
    head,
    whole: Readable.from(whole()),
    /** Lets the rest of the file go by unread (the multipart parser then moves on). */
    skip: async () => {
      await rest.return?.();
      source.resume();
    },
  };
}

/**
 * A video is streamed straight to storage, never held whole in memory. Its type is read from the
 * first bytes as they arrive; the size limit ends the upload as soon as it is passed. Its length is
 * read on the way (video-duration.ts).
 */
export async function storeVideo(
  storage: MediaStorage,
  source: Readable,
  options: { folder: string; area?: MediaArea; limitBytes?: number; truncated?: () => boolean },
): Promise<StoredFile> {
  const limitBytes = options.limitBytes ?? UploadLimits.videoBytes;
  const area = options.area ?? 'public';
  const { head, whole, skip } = await peek(source, 4100);
  const mime = (await detectFileType(head))?.mime;
  if (!mime || !(VIDEO_TYPES as readonly string[]).includes(mime)) {
    await skip();
    throw notAVideo();
  }
  const extension = mime === 'video/webm' ? 'webm' : mime === 'video/quicktime' ? 'mov' : 'mp4';
  const key = newKey(options.folder, extension);
  // pipeline, not pipe: when the upload breaks off (a cut body, a closed tab) the error must reach
  // the write, or it waits forever with its partial file open.
  const limited = byteLimit(limitBytes);
  const probe = videoDurationProbe(mime);
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      probe.offer(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      probe.end();
      callback();
    },
  });
  pipeline(whole, limited, tap, (error) => error && probe.abort());
  const size = await storage.write(area, key, tap).catch((error: unknown) => {
    probe.abort();
    throw error;
  });
  if (options.truncated?.()) {
    await storage.remove(area, key);
    throw tooLarge(limitBytes);
  }
  const durationSeconds = await probe.seconds;
  return { area, key, url: area === 'public' ? publicUrlOf(key) : key, bytes: size, mime, durationSeconds };
}

/** Removes the files this app stored for an item; addresses it does not own are left alone. */
export async function removeOwnedFiles(
  storage: MediaStorage,
  urls: Iterable<string | null | undefined>,
): Promise<void> {
  for (const url of urls) {
    const key = url ? ownedKeyOf(url) : null;
    if (key) await storage.remove('public', key);
  }
}
