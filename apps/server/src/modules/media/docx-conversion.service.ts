import { ErrorCode } from '@cammini/contract';
import { AppError } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { detectFileType } from '../../lib/uploads/detect-file-type.js';
import { storeImage } from '../../lib/uploads/media-files.js';
import type { MediaStorage } from '../../lib/uploads/media-storage.js';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const docxRefused = () => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Si accettano solo documenti Word .docx.');

/**
 * A Word document as sanitized rich HTML, its pictures stored as content uploads (a picture that cannot
 * be stored is left out). Anything but a readable .docx is refused, whatever its name says.
 */
export async function convertDocxToHtml(storage: MediaStorage, bytes: Buffer): Promise<string> {
  if ((await detectFileType(bytes))?.mime !== DOCX_MIME) throw docxRefused();
  let html: string;
  try {
    // Loaded on the first document converted: most instances never convert one.
    const { default: mammoth } = await import('mammoth');
    const result = await mammoth.convertToHtml(
      { buffer: bytes },
      {
        convertImage: mammoth.images.imgElement(async (image) => {
          const stored = await storeImage(storage, await image.readAsBuffer(), 'content').catch(() => null);
          return stored ? { src: stored.url } : { src: '' };
        }),
      },
    );
    html = result.value;
  } catch {
    throw docxRefused();
  }
  return sanitizeRichText(html);
}
