import { ErrorCode } from '@cammini/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import { tooLarge } from './media-files.js';
import { asFormError } from './multipart-form.js';

/** A form of one small file read whole into memory, and a few short text fields, in any order. */
export interface SmallFileForm {
  fields: Record<string, string>;
  /** The file's bytes; null when the form carried none (or an empty file input). */
  file: Buffer | null;
}

/**
 * Reads a multipart form of at most one file of at most `limitBytes` (kept in memory: only for
 * small kinds, a picture, a Word document, a captions file) and a few short text fields, before or
 * after it. A file over the limit is `onTooLarge()` (413 by default); a second file, a long field
 * or too many fields is a bad form (400), and the body's rest is read and dropped.
 */
export async function readSmallFileForm(
  request: FastifyRequest,
  options: { limitBytes: number; onTooLarge?: () => AppError },
): Promise<SmallFileForm> {
  if (!request.isMultipart())
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Atteso un modulo multipart/form-data.');
  // One file and nothing else: a few stray short fields are tolerated, never large ones.
  const limits = { fileSize: options.limitBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 };
  const refuseTooLarge = options.onTooLarge ?? (() => tooLarge(options.limitBytes));
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.valueTruncated)
          throw new AppError(ErrorCode.VALIDATION, `Campo non valido: ${part.fieldname.slice(0, 60)}`);
        fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw refuseTooLarge();
        throw error;
      });
      // A browser sends an empty file part for a file input left empty.
      if (part.filename || bytes.length > 0) file = bytes;
    }
  } catch (error) {
    if (!request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.resume();
    }
    throw asFormError(error);
  }
  return { fields, file };
}
