import {
  CourseVideoPositionList,
  centsToEuros,
  ErrorCode,
  type FieldProblemCode,
  type FieldProblems,
  fieldProblem,
} from '@cammini/contract';
import { z } from 'zod';
import type { Executor } from '../../../db/client.js';
import { AppError, fieldError, invalidFields } from '../../../lib/app-error.js';
import type { StoredFile } from '../../../lib/uploads/media-storage.js';
import { commaList, parseFields } from '../../../lib/uploads/multipart-form.js';
import { findTopicTitle } from '../topics/topics.repository.js';
import { findMemberByFullName } from './course-references.repository.js';

/*
 * The forms of both kinds of course: their fields parsed into one 400 with the files' problems, the
 * topic and member a course points at, and the pictures and videos an edit keeps.
 */

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
