import { z } from 'zod';
import { IdValue, TITLE_MAX_LENGTH } from './catalogue.js';
import { isSingleLine } from './common.js';
import { problem } from './field-problems.js';

/*
 * The add and edit forms of topics (POST/PUT /api/topic/), FAQs (POST/PUT /api/faq/), members
 * (POST /api/member/add, PUT /api/member/) and articles (POST/PUT /api/article/). Multipart text
 * fields are strings, and so are a web form's inputs, so one schema checks both: the server parses
 * what it receives with it, the web form uses it through zodResolver. Every rule carries its
 * problem's code (field-problems.ts), which the server answers with its Italian text and the web
 * translates.
 */

export const ContentTextLimits = {
  /** Topic titles are the categories of articles and courses, which take at most 100 characters. */
  topicTitle: 100,
  topicDescription: 2000,
  articleTitle: TITLE_MAX_LENGTH,
  /** The form suggests 15 words; this only bounds what is stored. */
  articleIntro: 600,
  /** HTML, pictures being addresses rather than data. */
  articleContent: 500_000,
  category: 100,
  faqQuestion: 300,
  faqAnswer: 5000,
  memberName: 80,
  memberDescription: 5000,
  memberTerritory: 100,
  memberLanguage: 100,
  website: 500,
} as const;

/** The article form's label says "max 15 parole"; the count is a hint, not a rule. */
export const ARTICLE_INTRO_WORDS = 15;

/** A missing field reads like an empty one. */
const text = () => z.string({ error: problem('required') });
const requiredText = (max: number) => text().trim().min(1, problem('required')).max(max, problem('tooLong', max));
const oneLine = (max: number) => requiredText(max).refine(isSingleLine, problem('oneLine'));
const hasLetterOrDigit = (text: string) => text === '' || /[\p{L}\p{N}]/u.test(text);

/** Titles are public keys in URLs: one line, with a letter or digit (so their key is never empty). */
const title = (max: number) => oneLine(max).refine(hasLetterOrDigit, problem('titleNeedsLetters'));
const personName = oneLine(ContentTextLimits.memberName).refine(
  (text) => text === '' || /\p{L}/u.test(text),
  problem('nameNeedsLetters'),
);

/** Words as the intro's hint counts them. */
export const countWords = (text: string): number => text.trim().split(/\s+/u).filter(Boolean).length;

/** Rich HTML with something to read: text, or at least a picture. The server checks again after sanitizing. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() !== ''
  );
}

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** An optional http(s) address; empty means none (null). */
const OptionalWebsite = z
  .string()
  .trim()
  .max(ContentTextLimits.website, problem('tooLong', ContentTextLimits.website))
  .refine((text) => text === '' || isWebAddress(text), problem('website'))
  .optional()
  .transform((text) => text || null);

const ContactEmail = text()
  .trim()
  .min(1, problem('required'))
  .max(254, problem('email'))
  .pipe(z.email(problem('email')))
  .transform((email) => email.toLowerCase());

/** Digits, spaces, +, -, and brackets, with at least 6 digits (the contact forms' rule). */
const isPhoneNumber = (value: string) =>
  value === '' || (/^[0-9+\-() ]{6,20}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6);
const Phone = text().trim().min(1, problem('required')).refine(isPhoneNumber, problem('phone'));

/** "true" asks to remove the saved optional picture (when no new one is sent). */
const RemoveFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** A new title or name on PUT; left out (or empty) it keeps the current one. */
const optionalNew = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(schema.optional());

// Topics ("aree")

export const TopicFormFields = z.object({
  title: title(ContentTextLimits.topicTitle),
  description: requiredText(ContentTextLimits.topicDescription),
});
export type TopicFormInput = z.input<typeof TopicFormFields>;
export type TopicFormValues = z.output<typeof TopicFormFields>;

/**
 * PUT /api/topic/: the topic by `id` or by its current `title`, `newTitle` to rename it, the
 * description, and `removeFoto` to drop the saved picture. `directory` is accepted and ignored.
 */
export const TopicUpdateFields = z
  .object({
    id: IdValue.optional(),
    title: z.string().trim().max(TITLE_MAX_LENGTH).optional(),
    newTitle: optionalNew(title(ContentTextLimits.topicTitle)),
    description: requiredText(ContentTextLimits.topicDescription),
    removeFoto: RemoveFlag,
  })
  .refine((value) => value.id !== undefined || Boolean(value.title), {
    path: ['title'],
    message: problem('target'),
  });
export type TopicUpdateValues = z.output<typeof TopicUpdateFields>;

// FAQ

/** Answers are plain text: the FAQ page shows each line as a paragraph. */
export const FaqFormBody = z.object({
  question: oneLine(ContentTextLimits.faqQuestion),
  answer: requiredText(ContentTextLimits.faqAnswer),
});
export type FaqFormInput = z.input<typeof FaqFormBody>;
export type FaqFormValues = z.output<typeof FaqFormBody>;

export const FaqUpdateBody = FaqFormBody.extend({ idFaq: IdValue });
export type FaqUpdateBody = z.input<typeof FaqUpdateBody>;

/** Moves one FAQ to `to`, its place (from 0) in the list as it is now; the others keep their order. */
export const FaqMoveBody = z.strictObject({ idFaq: IdValue, to: z.number().int().min(0).max(10_000) });
export type FaqMoveBody = z.input<typeof FaqMoveBody>;

// Members (facilitators)

const memberDetails = {
  description: requiredText(ContentTextLimits.memberDescription),
  /** The operating territory. */
  session: oneLine(ContentTextLimits.memberTerritory),
  language: oneLine(ContentTextLimits.memberLanguage),
  email: ContactEmail,
  phoneNumber: Phone,
  website: OptionalWebsite,
};

/**
 * POST /api/member/add. The original client also sends `title` (name and surname), `directory`
 * and `token`: accepted and ignored.
 */
export const MemberFormFields = z.object({
  name: personName,
  surname: personName,
  ...memberDetails,
});
export type MemberFormInput = z.input<typeof MemberFormFields>;
export type MemberFormValues = z.output<typeof MemberFormFields>;

/** PUT /api/member/: the member by `id` or by current `name` and `surname`; `newName`, `newSurname` rename. */
export const MemberUpdateFields = z
  .object({
    id: IdValue.optional(),
    name: z.string().trim().max(ContentTextLimits.memberName).optional(),
    surname: z.string().trim().max(ContentTextLimits.memberName).optional(),
    newName: optionalNew(personName),
    newSurname: optionalNew(personName),
    ...memberDetails,
    removeFoto: RemoveFlag,
  })
  .refine((value) => value.id !== undefined || (Boolean(value.name) && Boolean(value.surname)), {
    path: ['name'],
    message: problem('target'),
  });
export type MemberUpdateValues = z.output<typeof MemberUpdateFields>;

// Articles

const articleFields = {
  intro: requiredText(ContentTextLimits.articleIntro),
  content: text()
    .max(ContentTextLimits.articleContent, problem('tooLong', ContentTextLimits.articleContent))
    .refine(hasVisibleContent, problem('contentEmpty')),
  /** A topic's title. */
  category: oneLine(ContentTextLimits.category),
};

/** POST /api/article/ (the cover `foto` is required there, checked with the files). */
export const ArticleFormFields = z.object({ title: title(ContentTextLimits.articleTitle), ...articleFields });
export type ArticleFormInput = z.input<typeof ArticleFormFields>;
export type ArticleFormValues = z.output<typeof ArticleFormFields>;

/** PUT /api/article/: `title` names the article as it is now, `newTitle` renames it. */
export const ArticleUpdateFields = z.object({
  title: z
    .string({ error: problem('target') })
    .trim()
    .min(1, problem('target'))
    .max(TITLE_MAX_LENGTH, problem('target')),
  newTitle: optionalNew(title(ContentTextLimits.articleTitle)),
  ...articleFields,
});
export type ArticleUpdateValues = z.output<typeof ArticleUpdateFields>;

/** What a create answers: the new item's id. */
export const ContentCreatedResponse = z.object({ message: z.literal('Success'), id: z.number() });
export type ContentCreatedResponse = z.infer<typeof ContentCreatedResponse>;
