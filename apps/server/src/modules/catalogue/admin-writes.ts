import {
  CourseVideoPositionList,
  ErrorCode,
  type FieldProblemCode,
  type FieldProblems,
  fieldProblem,
} from '@cammini/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError, fieldError, invalidFields } from '../../lib/app-error.js';
import { centsToEuros } from '../../lib/money.js';
import { removeOwnedFiles } from '../../lib/uploads/media-files.js';
import { OWNED_PREFIX, type StoredFile } from '../../lib/uploads/media-storage.js';
import { commaList, type FileFieldSpec, parseFields } from '../../lib/uploads/multipart-form.js';
import { forgetCaptions } from '../captions/captions.service.js';
import { findMemberByFullName } from './course-references.repository.js';
import { findTopicTitle } from './topics.repository.js';

/*
 * The one path of the catalogue's admin writes: the form's fields parsed into one 400 with the
 * files' problems, the transaction that turns a title taken (found by key, or lost in a race to the
 * unique title-key index) into a 409 on the title field, the topic and member a course points at,
 * the pictures and videos an edit keeps, and the files a committed change no longer uses.
 */

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs `work` in a transaction. The service checks titles by key before writing; if another
 * request took the title in between, the unique index refuses the row and the caller gets the
 * same answer as a title found taken.
 */
export async function writeUniquely<T>(
  ctx: AppContext,
  taken: () => AppError,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** The one picture of a topic, member or article, as a multipart field (`foto`). */
export const photoField = (folder: string) => ({ foto: { kind: 'image', folder, max: 1 } satisfies FileFieldSpec });

/** What an edit does to the saved picture. */
export type PhotoChange = { kind: 'keep' } | { kind: 'replace'; url: string } | { kind: 'remove' };

/** A new file replaces the picture; otherwise `remove` drops it, or it stays. */
export function photoChange(uploadedUrl: string | undefined, remove = false): PhotoChange {
  if (uploadedUrl) return { kind: 'replace', url: uploadedUrl };
  return remove ? { kind: 'remove' } : { kind: 'keep' };
}

export function nextPhoto(current: string | null, change: PhotoChange): string | null {
  if (change.kind === 'replace') return change.url;
  return change.kind === 'remove' ? null : current;
}

/**
 * After a committed change: the files the item no longer shows go (only files the upload
 * pipeline wrote; seeded pictures and outside addresses stay). Never throws: the change is
 * saved by then, and a file left behind is harmless where a reported failure would mislead.
 */
export async function removeDroppedFiles(ctx: AppContext, urls: (string | null | undefined)[]): Promise<void> {
  try {
    await removeOwnedFiles(ctx.storage, urls);
  } catch {
    // See above.
  }
}

/** The picture an edit dropped, if any. */
export const droppedPhoto = (previous: string | null, change: PhotoChange) =>
  change.kind === 'keep' ? [] : [previous];

/** One field's problem, keyed as the answer names it. */
export const problemOf = (field: string, code: FieldProblemCode, limit?: number): FieldProblems => ({
  [`body.${field}`]: [fieldProblem(code, limit)],
});

/** The required file fields that came empty, as problems. */
export function missingFiles(
  required: Record<string, { files: readonly unknown[]; problem: FieldProblemCode }>,
): FieldProblems {
  const problems: FieldProblems = {};
  for (const [field, { files, problem }] of Object.entries(required)) {
    if (files.length === 0) Object.assign(problems, problemOf(field, problem));
  }
  return problems;
}

/** Browsers send a form's line breaks as CRLF (HTML's form encoding); texts are stored with LF. */
const withUnixLineBreaks = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')]));

/** Parses the text fields with a contract schema and answers one 400 with their problems and the files'. */
export function parseFormFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
  fileProblems: FieldProblems = {},
): z.output<T> {
  let parsed: z.output<T>;
  try {
    parsed = parseFields(schema, withUnixLineBreaks(fields));
  } catch (error) {
    if (error instanceof AppError && error.fields) throw invalidFields({ ...error.fields, ...fileProblems });
    throw error;
  }
  if (Object.keys(fileProblems).length > 0) throw invalidFields(fileProblems);
  return parsed;
}

const PRICE_ALIASES = { affiliateprice: 'affiliatePrice', facilitatorprice: 'facilitatorPrice' } as const;

/** The original form spells two prices in lower case; the camel-case name wins when both come. */
export function withPriceAliases(fields: Record<string, string>): Record<string, string> {
  const result = { ...fields };
  for (const [alias, name] of Object.entries(PRICE_ALIASES)) {
    if (result[name] === undefined && result[alias] !== undefined) result[name] = result[alias];
    delete result[alias];
  }
  return result;
}

/** What both kinds of course have on their form, from a saved row, as the form's text fields. */
export function courseBasicsAsFields(course: {
  author: string;
  category: string;
  intro: string;
  description: string;
  priceCents: number;
  affiliatePriceCents: number;
  facilitatorPriceCents: number;
}): Record<string, string> {
  return {
    author: course.author,
    category: course.category,
    intro: course.intro,
    description: course.description,
    price: String(centsToEuros(course.priceCents)),
    affiliatePrice: String(centsToEuros(course.affiliatePriceCents)),
    facilitatorPrice: String(centsToEuros(course.facilitatorPriceCents)),
  };
}

/** 409 on the field the admin typed the title in. */
export const titleTaken = (field: 'title' | 'newTitle', problem: 'courseTitleTaken' | 'onlineCourseTitleTaken') =>
  fieldError(field, problem, ErrorCode.TITLE_TAKEN);

export interface CourseReferences {
  /** The topic's title as the topic spells it. */
  category: string;
  author: string;
  authorMemberId: number | null;
}

/**
 * The category must be an existing topic. The author is a member's "Nome Cognome" when it matches
 * one (the course then links the facilitator and their earnings), otherwise the text as typed.
 */
export async function resolveReferences(
  tx: Executor,
  fields: { category: string; author: string },
): Promise<CourseReferences> {
  const category = await findTopicTitle(tx, fields.category);
  if (!category) throw invalidFields(problemOf('category', 'unknownCategory'));
  const member = await findMemberByFullName(tx, fields.author);
  return { category, author: member?.fullName ?? fields.author, authorMemberId: member?.id ?? null };
}

/**
 * The saved addresses an edit keeps (`existingImages`), in the order sent.
 * Addresses the item does not have are ignored, so a form can never attach someone else's file;
 * a form without the field keeps everything.
 */
export function keptMedia(saved: readonly string[], requested: string | undefined): string[] {
  if (requested === undefined) return [...saved];
  const wanted = commaList.parse(requested);
  return [...new Set(wanted)].filter((url) => saved.includes(url));
}

const KeptVideosField = z.object({ existingVideos: CourseVideoPositionList });

/**
 * The saved videos an edit keeps: `existingVideos` lists their positions (from 1, as the edit view
 * numbered them), in the order wanted; a form without the field keeps them all. A position the
 * course no longer has means the form was loaded before another change of the videos: the edit is
 * refused rather than guessed, because dropped videos are deleted for good.
 */
export function keptVideos(saved: readonly string[], requested: string | undefined): string[] {
  if (requested === undefined) return [...saved];
  const { existingVideos: positions } = parseFields(KeptVideosField, { existingVideos: requested });
  if (positions.some((position) => position > saved.length)) {
    throw invalidFields(problemOf('existingVideos', 'videoPositions'));
  }
  return [...new Set(positions)].map((position) => saved[position - 1] as string);
}

export const urlsOf = (files: readonly StoredFile[]) => files.map((file) => file.url);

/** The saved addresses that an edit dropped. */
export const droppedMedia = (before: readonly (string | null)[], after: readonly (string | null)[]) =>
  before.filter((url): url is string => url !== null && !after.includes(url));

const SAFE_KEY = /^[\w/.-]+$/;

/** A private video (lesson or course) the upload pipeline wrote; the demo seed's copies are left alone, like its public files. */
const isOwnedPrivateKey = (key: string) => key.startsWith(OWNED_PREFIX) && SAFE_KEY.test(key) && !key.includes('..');

/**
 * Deletes the files a committed change no longer uses: public addresses the pipeline wrote and
 * private videos (lessons, in-person course videos); a list may mix both, each kind is recognised
 * by its form (`/uploads/media/…` or `media/…`). The captions of the videos among them go too (the
 * owner no longer shows those videos). Never throws: the change is saved, and a file left behind is
 * only disk space, while a failure here would undo the new uploads of a form that did succeed.
 */
export async function discardFiles(
  ctx: AppContext,
  unused: { public?: Iterable<string | null>; private?: Iterable<string | null> },
): Promise<void> {
  const publicFiles = [...(unused.public ?? [])];
  const privateFiles = [...(unused.private ?? [])];
  try {
    await forgetCaptions(ctx, [...publicFiles, ...privateFiles]);
    await removeOwnedFiles(ctx.storage, publicFiles);
    for (const key of privateFiles) {
      if (key && isOwnedPrivateKey(key)) await ctx.storage.remove('private', key);
    }
  } catch {
    // See above: nothing to undo.
  }
}
