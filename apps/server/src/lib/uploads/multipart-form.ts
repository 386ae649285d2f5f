import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ErrorCode, problemsOfIssues, UploadLimits } from '@cammini/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, invalidFields } from '../app-error.js';
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

/**
 * What one multipart form may carry. The parser keeps every text field in memory while the
 * request lasts, so each route sizes these to its own form: without them one customer could send
 * hundreds of 2 MB fields per request and run the server out of memory. Files are streamed to
 * storage and bounded by their kind's limit; their count and size default to what the file
 * specs allow.
 */
export interface FormLimits {
  /** Text fields the form may have (repeated names count each time). */
  fields: number;
  /** Bytes of the longest text field, as UTF-8 (a character may take four). */
  fieldSize: number;
  /** Files in all fields together; defaults to the sum of the specs' `max`. */
  files?: number;
  /** Parts of any kind; defaults to fields + files. */
  parts?: number;
  /** Bytes of one file; defaults to the largest the specs' kinds allow. */
  fileSize?: number;
}

/**
 * A form whose route sets no limits gets a handful of short fields (its files still follow its
 * specs); multipart read any other way gets these whole, one small file included.
 */
export const DEFAULT_FORM_LIMITS = {
  fields: 10,
  fieldSize: 16 * 1024,
  files: 1,
  parts: 11,
  fileSize: UploadLimits.imageBytes,
} as const satisfies Required<FormLimits>;

/** Room for a text of `characters` characters in a field: four bytes each, plus untrimmed space. */
export const fieldBytesFor = (characters: number) => characters * 4 + 1024;

const KIND_BYTES = {
  image: UploadLimits.imageBytes,
  document: UploadLimits.documentBytes,
  video: UploadLimits.videoBytes,
} as const;

/** The parser's limits for a form: the route's, completed from its file specs. */
export function parserLimitsOf(
  specs: FileFieldSpecs,
  limits: FormLimits = { fields: DEFAULT_FORM_LIMITS.fields, fieldSize: DEFAULT_FORM_LIMITS.fieldSize },
) {
  const declared = Object.values(specs);
  const files = limits.files ?? declared.reduce((sum, spec) => sum + (spec.max ?? 1), 0);
  const fileSize =
    limits.fileSize ?? Math.max(DEFAULT_FORM_LIMITS.fileSize, ...declared.map((spec) => KIND_BYTES[spec.kind]));
  return {
    fields: limits.fields,
    fieldSize: limits.fieldSize,
    files,
    parts: limits.parts ?? limits.fields + files,
    fileSize,
  };
}

export interface UploadedForm<S extends FileFieldSpecs> {
  /** Text fields; a repeated name becomes the last value (forms never repeat a text field). */
  fields: Record<string, string>;
  files: { [K in keyof S]: StoredFile[] };
}

const badForm = (message: string) => new AppError(ErrorCode.VALIDATION, message);

const fieldTooLong = (name: string, limitBytes: number) =>
  new AppError(
    ErrorCode.PAYLOAD_TOO_LARGE,
    `Il campo ${name.slice(0, 60)} supera la lunghezza massima (${Math.ceil(limitBytes / 1024)} KB).`,
  );

// The parser's own count limits: too many fields, files or parts for the form is a bad form (400).
const COUNT_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The multipart parser's own failures (a body cut off before its closing boundary, a type without
 * a boundary, a broken part header) come as plain errors: they are the client's malformed form,
 * not a fault of the server. Errors that already carry a client status pass unchanged.
 */
export function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && COUNT_LIMIT_CODES.has(code))
    return badForm('Il modulo ha più campi o file di quanti ne preveda.');
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) return error;
  return badForm('Il modulo inviato è incompleto o non leggibile: invialo di nuovo.');
}

/**
 * The whole file, up to `limitBytes`. The parser also ends a file at the form's own size limit and
 * marks it truncated: what arrived is only its beginning, so the answer is 413, never a verdict
 * on cut-off content (a 15 MB picture cut at 15 MB no longer decodes and would be called "not an image").
 * `digest`, when given, is fed each chunk as it arrives: the hash of the bytes as uploaded, taken on the
 * way rather than over a second copy.
 */
async function readAtMost(
  stream: Readable & { truncated: boolean },
  limitBytes: number,
  formFileBytes: number,
  digest?: Hash,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) {
      stream.resume();
      throw tooLarge(limitBytes);
    }
    digest?.update(chunk as Buffer);
    chunks.push(chunk as Buffer);
  }
  if (stream.truncated) throw tooLarge(Math.min(limitBytes, formFileBytes));
  return Buffer.concat(chunks);
}

async function storePart(
  storage: MediaStorage,
  spec: FileFieldSpec,
  file: Readable & { truncated: boolean },
  formFileBytes: number,
) {
  try {
    switch (spec.kind) {
      case 'image':
        return await storeImage(storage, await readAtMost(file, UploadLimits.imageBytes, formFileBytes), spec.folder);
      case 'document': {
        // Identity documents keep the SHA-256 of the file as the customer sent it (before any
        // re-encoding): the same document under two accounts is then one person (shared-identity).
        const digest = createHash('sha256');
        const bytes = await readAtMost(file, UploadLimits.documentBytes, formFileBytes, digest);
        return { ...(await storeDocument(storage, bytes, spec.folder)), sha256: digest.digest('hex') };
      }
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
 * A refused form's body may still be arriving (hundreds of megabytes, for an attack): the parser
 * lets go of it, so nothing more is parsed or kept, and the rest is read and dropped.
 */
function stopReading(request: FastifyRequest) {
  if (request.raw.readableEnded) return;
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * Reads a multipart request part by part, storing each file as it arrives (images re-encoded,
 * videos streamed to storage), then hands the text fields and stored files to `use`. If anything
 * fails, here or in `use`, every file stored for this request is removed again, so a refused
 * form leaves nothing behind. `limits` bound the form; a route that sets none gets the small
 * default.
 */
export async function withUploadedForm<S extends FileFieldSpecs, T>(
  request: FastifyRequest,
  storage: MediaStorage,
  specs: S,
  limits: FormLimits | undefined,
  use: (form: UploadedForm<S>) => Promise<T>,
): Promise<T> {
  const parserLimits = parserLimitsOf(specs, limits);
  if (!request.isMultipart())
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Atteso un modulo multipart/form-data.');
  const fields: Record<string, string> = {};
  const files = Object.fromEntries(
    Object.keys(specs).map((name) => [name, [] as StoredFile[]]),
  ) as UploadedForm<S>['files'];
  const stored: StoredFile[] = [];
  try {
    const parts = request.parts({ limits: parserLimits })[Symbol.asyncIterator]();
    while (true) {
      const next = await parts.next().catch((error: unknown) => {
        throw asFormError(error);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badForm(`Campo non valido: ${part.fieldname}`);
        if (part.valueTruncated) throw fieldTooLong(part.fieldname, parserLimits.fieldSize);
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
      const file = await storePart(storage, spec, part.file, parserLimits.fileSize);
      if (part.file.truncated) {
        await storage.remove(file.area, file.key);
        throw tooLarge(parserLimits.fileSize);
      }
      stored.push(file);
      list.push(file);
    }
    return await use({ fields, files });
  } catch (error) {
    stopReading(request);
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
  throw invalidFields(problemsOfIssues(result.error.issues, 'body'));
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
