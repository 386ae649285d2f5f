import { IMAGE_TYPES, UploadLimits } from '@cammini/contract';
import { detectFileType } from './detect-file-type.js';
import { decodeImage } from './image-decoding.js';
import { notAnImage } from './media-files.js';
import { type MediaStorage, OWNED_PREFIX, publicUrlOf, type StoredFile } from './media-storage.js';

/** E-mail pictures need no more than this: a newsletter is at most 600 px wide, twice that for sharp screens. */
export const MAIL_IMAGE_MAX_SIDE = 1200;

/**
 * A picture for an e-mail: stored as JPEG, or as PNG when it has an alpha channel (a logo on a
 * transparent background would turn black or white as JPEG). Never WebP: desktop Outlook shows
 * none. Judged and cleaned like every image (signature, plausible pixels, no metadata, so no GPS
 * position of a phone photo leaks), at most MAIL_IMAGE_MAX_SIDE px on its longest side.
 */
export async function storeMailImage(storage: MediaStorage, bytes: Buffer, folder: string): Promise<StoredFile> {
  const detected = await detectFileType(bytes);
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime)) throw notAnImage();
  const { default: sharp } = await import('sharp');
  // Read from the header only; decodeImage below checks the pixels before anything is decoded.
  const hasAlpha = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .then((metadata) => metadata.hasAlpha === true)
    .catch(() => false);
  const side = Math.min(MAIL_IMAGE_MAX_SIDE, UploadLimits.imageMaxSide);
  const encoded = await decodeImage(bytes, notAnImage, (image) => {
    const resized = image.rotate().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    return hasAlpha
      ? resized.png({ compressionLevel: 9 })
      : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  });
  const extension = hasAlpha ? 'png' : 'jpg';
  const key = `${OWNED_PREFIX}${folder}/${new Date().getUTCFullYear()}/${crypto.randomUUID()}.${extension}`;
  const size = await storage.write('public', key, encoded);
  return { area: 'public', key, url: publicUrlOf(key), bytes: size, mime: hasAlpha ? 'image/png' : 'image/jpeg' };
}
