import type { Readable } from 'node:stream';
import { ErrorCode, UploadLimits } from '@cammini/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { storeDocument, storeImage, storeVideo, tooLarge } from './media-files.js';
import type { MediaArea, MediaStorage, StoredFile } from './media-storage.js';

/** What a multipart form may carry in one file field. */
export interface FileFieldSpec {
  /** Images are public pictures; documents are private identity documents (image or PDF). */
  kind: 'image' | 'video' | 'document';
  /** Storage folder under `media/`: `courses`, `articles`, … */
  folder: string;
  /** How many files the field takes; 1 unless it is a gallery. */
  max?: number;
  area?: MediaArea;
}

export type FileFieldSpecs = Record<string, FileFieldSpec>;

export interface UploadedForm<S extends FileFieldSpecs> {
  /** Text fields; a repeated name becomes the last value (forms never repeat a text field). */
  fields: Record<string, string>;
  files: { [K in keyof S]: StoredFile[] };
}

const badForm = (message: string) => new AppError(ErrorCode.VALIDATION, message);

/**
 * The multipart parser's own failures (a body cut off before its closing boundary, a type without
 * a boundary, a broken part header) come as plain errors: they are the client's malformed form,
 * not a fault of the server. Errors that already carry a client status pass unchanged.
 */
export function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) return error;
  return badForm('Il modulo inviato è incompleto o non leggibile: invialo di nuovo.');
}

async function readAtMost(stream: Readable, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) {
      stream.resume();
      throw tooLarge(limitBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function storePart(storage: MediaStorage, spec: FileFieldSpec, file: Readable & { truncated: boolean }) {
  try {
    switch (spec.kind) {
      case 'image':
        return await storeImage(storage, await readAtMost(file, UploadLimits.imageBytes), spec.folder);
      case 'document':
        return await storeDocument(storage, await readAtMost(file, UploadLimits.documentBytes), spec.folder);
      case 'video':
        return await storeVideo(storage, file, {
          folder: spec.folder,
          area: spec.area,
          truncated: () => file.truncated,
        });
    }
  } catch (error) {
    // The file's own stream fails when the body ends inside it: the form's fault, not the storage's.
    throw file.errored ? asFormError(error) : error;
  }
}

/**
 * Reads a multipart request part by part, storing each file as it arrives (images re-encoded,
 * videos streamed to storage), then hands the text fields and stored files to `use`. If anything
 * fails, here or in `use`, every file stored for this request is removed again, so a refused
 * form leaves nothing behind.
 */
export async function withUploadedForm<S extends FileFieldSpecs, T>(
  request: FastifyRequest,
  storage: MediaStorage,
  specs: S,
  use: (form: UploadedForm<S>) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Atteso un modulo multipart/form-data.');
  const fields: Record<string, string> = {};
  const files = Object.fromEntries(
    Object.keys(specs).map((name) => [name, [] as StoredFile[]]),
  ) as UploadedForm<S>['files'];
  const stored: StoredFile[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: UploadLimits.videoBytes } })[Symbol.asyncIterator]();
    while (true) {
      const next = await parts.next().catch((error: unknown) => {
        throw asFormError(error);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badForm(`Campo non valido: ${part.fieldname}`);
        if (part.valueTruncated) throw badForm(`Il campo ${part.fieldname} è troppo lungo.`);
        fields[part.fieldname] = part.value;
        continue;
      }
      const spec = specs[part.fieldname];
      if (!spec) {
        part.file.resume();
        throw badForm(`File inatteso nel campo ${part.fieldname}.`);
      }
      const list = files[part.fieldname as keyof S];
      // A browser sends an empty file part for a file input left empty.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (list.length >= (spec.max ?? 1)) {
        part.file.resume();
        throw badForm(`Troppi file nel campo ${part.fieldname} (massimo ${spec.max ?? 1}).`);
      }
      const file = await storePart(storage, spec, part.file);
      if (part.file.truncated) {
        await storage.remove(file.area, file.key);
        throw tooLarge(UploadLimits.videoBytes);
      }
      stored.push(file);
      list.push(file);
    }
    return await use({ fields, files });
  } catch (error) {
    await Promise.all(stored.map((file) => storage.remove(file.area, file.key)));
    throw error;
  }
}

/**
 * Parses the text fields of a multipart form with a contract schema; failures answer 400 with
 * the failing fields, exactly like a JSON body.
 */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = ['body', ...issue.path].join('.');
    byField[key] = [...(byField[key] ?? []), issue.message];
  }
  throw new AppError(ErrorCode.VALIDATION, 'Dati non validi: controlla i campi evidenziati', { fields: byField });
}

/** A comma-separated list field (`existingImages`, `videosUrls`), empty entries dropped. */
export const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
