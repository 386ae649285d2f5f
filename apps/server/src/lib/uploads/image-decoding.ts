import { ErrorCode } from '@cammini/contract';
import type sharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { AppError } from '../app-error.js';

/*
 * Decoding an image costs memory and CPU by its pixels, not by its bytes: a 6 KB PNG can claim
 * 7070 × 7070 pixels, and thirty of them at once used to hold every other request for seconds.
 * So an image's dimensions are read from its header first (no decoding) and refused when they are
 * not plausible, and only a few images are decoded at a time, each on one thread, so logins and
 * every other request keep a core and the libuv pool's other threads.
 */

/** No picture the site shows or an identity document needs comes near this: 40 million pixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Above 2 million pixels an image must carry at least one byte per thousand pixels: photos and
 * scans carry one per few pixels, while a decompression bomb carries one per several thousand.
 * Smaller images cost little to decode whatever their ratio (icons, flat logos).
 */
export const RATIO_CHECKED_FROM_PIXELS = 2_000_000;
export const MAX_PIXELS_PER_BYTE = 1000;
/** Images decoded at once; the rest wait their turn. */
export const IMAGE_DECODING_SLOTS = 2;

let sharpLoaded: Promise<typeof sharpModule> | undefined;

/**
 * sharp, loaded with the first image rather than at start: libvips is 10 MB of memory that a server
 * answering pages does not need until someone uploads a picture.
 */
function loadSharp() {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per image: with IMAGE_DECODING_SLOTS images at once, sharp never takes more
    // cores than that, whatever the machine.
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

export const implausibleImage = () =>
  new AppError(
    ErrorCode.IMAGE_TOO_MANY_PIXELS,
    'L’immagine dichiara più pixel di quanti ne abbia una foto vera: usa una foto o una scansione normale.',
  );

/**
 * Refuses an image whose header claims more pixels than any real picture, or more than its size
 * makes plausible. Reads only the header; throws `unreadable()` when there is none to read.
 */
export async function assertPlausibleImage(bytes: Buffer, unreadable: () => AppError): Promise<void> {
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  const pixels = width * height;
  if (pixels > MAX_IMAGE_PIXELS) throw implausibleImage();
  if (pixels > RATIO_CHECKED_FROM_PIXELS && pixels / bytes.length > MAX_PIXELS_PER_BYTE) throw implausibleImage();
}

/** Runs at most `slots` pieces of work at once, the others in arrival order. */
export function createSemaphore(slots: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (active < slots) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

const decodingSlot = createSemaphore(IMAGE_DECODING_SLOTS);

/**
 * Re-encodes a plausible image through `pipeline` (rotate, resize, encode) while holding one of
 * the decoding slots.
 */
export async function decodeImage(
  bytes: Buffer,
  unreadable: () => AppError,
  pipeline: (image: Sharp) => Sharp,
): Promise<Buffer> {
  await assertPlausibleImage(bytes, unreadable);
  const sharp = await loadSharp();
  return decodingSlot(async () => {
    try {
      return await pipeline(sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })).toBuffer();
    } catch {
      throw unreadable();
    }
  });
}
