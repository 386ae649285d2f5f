import { z } from 'zod';
import { CaptionLanguages } from './captions.js';
import { requiredText } from './common.js';
import { problem } from './field-problems.js';
import { ARTICLES_OFFSET_MAX, ARTICLES_PAGE_DEFAULT, ARTICLES_PAGE_MAX } from './limits.js';
import { Euros } from './money.js';
import { ReviewItem } from './reviews.js';

/** Every public list answers at most this many rows, filtered or not. */
export const CATALOGUE_LIST_MAX = 500;
export const TITLE_MAX_LENGTH = 300;

const MAX_SERIAL = 2_147_483_647;

/** A database id in a URL: digits only, so `abc` or `1.5` is a 400 and never reaches the database. */
export const NumericId = z
  .string()
  .regex(/^\d{1,10}$/, problem('id'))
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_SERIAL));

/** An id in a JSON body: the original client sends a number or a numeric string. */
export const IdValue = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, problem('id'))
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(MAX_SERIAL));

export const IdParams = z.object({ id: NumericId });
/** A title as it appears in URLs: spaced or hyphenated, any case (the router has decoded it). */
export const TitleParams = z.object({ title: z.string().trim().min(1).max(TITLE_MAX_LENGTH) });
/** A member by numeric id or by `name-surname`, as the members page links to them. */
export const MemberRefParams = z.object({ idMember: z.string().trim().min(1).max(200) });

const searchText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

/** `limit`: the list's first items only (the home shows a few); the whole list, up to its cap, without it. */
export const ListLimitQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CATALOGUE_LIST_MAX).default(CATALOGUE_LIST_MAX),
});
export type ListLimitQuery = z.output<typeof ListLimitQuery>;

/** `q`: case-insensitive "contains" on the title; `filter`: the category (members: the territory), any case. */
export const ListQuery = ListLimitQuery.extend({ q: searchText, filter: searchText });
export type ListQuery = z.output<typeof ListQuery>;

export const ArticleListQuery = ListQuery.extend({
  limit: z.coerce.number().int().min(1).max(ARTICLES_PAGE_MAX).default(ARTICLES_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(ARTICLES_OFFSET_MAX).default(0),
});
export type ArticleListQuery = z.output<typeof ArticleListQuery>;

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();

// Topics ("aree")

/**
 * The nine areas the site was founded with: the demo content seeds them, and the web lists them when the
 * topic list cannot be fetched.
 */
export const FOUNDING_TOPIC_TITLES = [
  'AUTOSTIMA',
  'DOLORE PERDITA',
  'RELAZIONI',
  'SPIRITUALITA',
  'POTERE PERSONALE',
  'PROSPERITA E ABBONDANZA',
  'BENESSERE',
  'FOBIE',
  'SVILUPPO PERSONALE',
] as const;

export const Topic = z.object({
  id: z.number(),
  idTopic: z.number(),
  title: z.string(),
  description: z.string(),
  fileUrl: z.string().nullable(),
});
export type Topic = z.infer<typeof Topic>;
export const TopicListResponse = z.array(Topic);
export type TopicListResponse = z.infer<typeof TopicListResponse>;
export const TopicResponse = z.object({ topic: Topic });
export type TopicResponse = z.infer<typeof TopicResponse>;

// Articles

export const ArticleListItem = z.object({
  id: z.number(),
  title: z.string(),
  intro: z.string(),
  category: z.string(),
  fileUrl: z.string().nullable(),
  date: isoDateTime,
});
export type ArticleListItem = z.infer<typeof ArticleListItem>;
export const Article = ArticleListItem.extend({ content: z.string() });
export type Article = z.infer<typeof Article>;
export const ArticleListResponse = z.object({ articles: z.array(ArticleListItem) });
export type ArticleListResponse = z.infer<typeof ArticleListResponse>;
/** The neighbours in list order (newest first): `previous` is the newer article, `next` the older one. */
export const ArticleNeighbour = z.object({ title: z.string() }).nullable();
export const ArticleDetailResponse = z.object({ article: Article, previous: ArticleNeighbour, next: ArticleNeighbour });
export type ArticleDetailResponse = z.infer<typeof ArticleDetailResponse>;

// Members (facilitators)

export const Member = z.object({
  idMember: z.number(),
  name: z.string(),
  surname: z.string(),
  /** Name and surname, as the original list shows it. */
  title: z.string(),
  description: z.string(),
  fileUrl: z.string().nullable(),
  /** The territory. */
  session: z.string(),
  language: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  website: z.string().nullable(),
});
export type Member = z.infer<typeof Member>;
export const MemberListResponse = z.object({ members: z.array(Member) });
export type MemberListResponse = z.infer<typeof MemberListResponse>;
export const MemberResponse = z.object({ member: Member });
export type MemberResponse = z.infer<typeof MemberResponse>;
export const TerritoriesResponse = z.object({ territories: z.array(z.string()) });
export type TerritoriesResponse = z.infer<typeof TerritoriesResponse>;

/** The facilitator block of a course page. */
export const MemberCard = z.object({
  idMember: z.number(),
  name: z.string(),
  surname: z.string(),
  fileUrl: z.string().nullable(),
  description: z.string(),
  website: z.string().nullable(),
});
export type MemberCard = z.infer<typeof MemberCard>;

/** One card on /corsi-membro: in-person courses have a place and a date, online ones have neither. */
export const MemberCourse = z.object({
  kind: z.enum(['course', 'onlineCourse']),
  idCourse: z.number(),
  title: z.string(),
  fileUrl: z.string().nullable(),
  location: z.string().nullable(),
  /** An in-person course's place as the owner typed its name; null when not given, and for online courses. */
  placeName: z.string().nullable(),
  date: isoDate.nullable(),
  price: Euros,
  /** The detail page of the course. */
  link: z.string(),
});
export type MemberCourse = z.infer<typeof MemberCourse>;
export const MemberCoursesResponse = z.array(MemberCourse);
export type MemberCoursesResponse = z.infer<typeof MemberCoursesResponse>;

// In-person courses ("percorsi")

export const DateMode = z.enum(['scegliData', 'nessuna', 'daDefinirsi']);
export type DateMode = z.infer<typeof DateMode>;

/**
 * A course's life, for both kinds: a `draft` only admins see; `published`, listed and for sale;
 * `archived`, off the lists and not for sale, while its buyers keep what they bought.
 */
export const CourseStatus = z.enum(['draft', 'published', 'archived']);
export type CourseStatus = z.infer<typeof CourseStatus>;

/** Below this many places left, a course's card and page say how few remain ("Ultimi N posti"). */
export const FEW_SEATS_LEFT = 5;

export const CourseListItem = z.object({
  id: z.number(),
  idCourse: z.number(),
  title: z.string(),
  category: z.string(),
  intro: z.string(),
  author: z.string(),
  price: Euros,
  /** The booking deposit. */
  facilitatorPrice: Euros,
  affiliatePrice: Euros,
  /** A maps link. */
  location: z.string(),
  /** The place as people name it (`Agriturismo Il Poggio`), as the owner typed it; null when not given. */
  placeName: z.string().nullable(),
  /** The first day, or null while the date is to be decided. */
  date: isoDate.nullable(),
  dateFine: isoDate.nullable(),
  dateMode: DateMode,
  immagineCopertina: z.string().nullable(),
  immaginiRappresentative: z.array(z.string()),
  freeCancellation: z.boolean(),
  /** How many customers are enrolled. */
  peopleInterested: z.number().int().nonnegative(),
  /** Places for sale, and those neither sold nor held by an open checkout; both null when unlimited. */
  seats: z.number().int().nonnegative().nullable(),
  seatsLeft: z.number().int().nonnegative().nullable(),
});
export type CourseListItem = z.infer<typeof CourseListItem>;
export const CourseListResponse = z.object({ courses: z.array(CourseListItem) });
export type CourseListResponse = z.infer<typeof CourseListResponse>;

export const CourseDetail = CourseListItem.extend({
  description: z.string(),
  /** "HH:MM" in Italian time: when it begins on its first day and ends on its last; null when not given. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The place's postal address, beside its name (`placeName`) and maps link (`location`); null when not given. */
  placeAddress: z.string().nullable(),
  /** Days from the first to the last day, both included; null without dates. */
  duration: z.number().int().positive().nullable(),
  facilitators: z.array(MemberCard),
  /** The course's start date has passed: its page stays, says so, and is no longer for sale. */
  tookPlace: z.boolean(),
  /** When it took place: the next dated course of the same topic still to come, if any. */
  nextCourse: z.object({ title: z.string(), date: isoDate, link: z.string() }).nullable(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;
/** The original client reads the first item of an array. */
export const CourseDetailResponse = z.array(CourseDetail);
export type CourseDetailResponse = z.infer<typeof CourseDetailResponse>;

/** GET /api/get/courses: the calendar's events, dated courses only. */
export const CalendarEvent = z.object({
  title: z.string(),
  intro: z.string(),
  author: z.string(),
  price: Euros,
  category: z.string(),
  link: z.string(),
  location: z.string(),
  date: isoDate,
  dateFine: isoDate.nullable(),
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;
export const CalendarResponse = z.array(CalendarEvent);
export type CalendarResponse = z.infer<typeof CalendarResponse>;

// Online courses ("meditazioni")

/**
 * What an online course says of itself and its three prices, alike in the public list and the admin's
 * edit form. Spread in the same place in both, so each answer keeps its key order.
 */
export const OnlineCourseOfferFields = {
  category: z.string(),
  intro: z.string(),
  description: z.string(),
  price: Euros,
  facilitatorPrice: Euros,
  affiliatePrice: Euros,
};

export const OnlineCourseListItem = z.object({
  id: z.number(),
  title: z.string(),
  ...OnlineCourseOfferFields,
  author: z.string(),
  immagineCopertina: z.string().nullable(),
  /** The public trailer. */
  mainVideo: z.string().nullable(),
  lessonsCount: z.number().int().nonnegative(),
});
export type OnlineCourseListItem = z.infer<typeof OnlineCourseListItem>;
export const OnlineCourseListResponse = z.object({ onlinecourses: z.array(OnlineCourseListItem) });
export type OnlineCourseListResponse = z.infer<typeof OnlineCourseListResponse>;

/** A lesson as the public sees it: never its video, which only owners may stream. */
export const LessonSummary = z.object({
  position: z.number().int(),
  title: z.string(),
  durationSeconds: z.number().int().nullable(),
});
export type LessonSummary = z.infer<typeof LessonSummary>;
export const OnlineCourseDetail = OnlineCourseListItem.extend({
  lessons: z.array(LessonSummary),
  member: MemberCard.nullable(),
  /** The trailer's caption languages (GET /api/onlinecourses/{id}/video/captions/{language}); absent means none. */
  mainVideoCaptions: CaptionLanguages.optional(),
});
export type OnlineCourseDetail = z.infer<typeof OnlineCourseDetail>;
export const OnlineCourseDetailResponse = z.object({ onlinecourse: OnlineCourseDetail });
export type OnlineCourseDetailResponse = z.infer<typeof OnlineCourseDetailResponse>;

// FAQ and reviews

export const Faq = z.object({ idFaq: z.number(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;
export const FaqListResponse = z.object({ faqs: z.array(Faq) });
export type FaqListResponse = z.infer<typeof FaqListResponse>;
/** The original client reads the first item of an array. */
export const FaqDetailResponse = z.array(Faq);
export type FaqDetailResponse = z.infer<typeof FaqDetailResponse>;

/** A review's shape is owned by the reviews contract; the public list reuses it. */
export const ReviewListResponse = z.object({ reviews: z.array(ReviewItem) });
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

// Admin deletes

export const DeleteByIdBody = z.object({ id: IdValue });
export type DeleteByIdBody = z.input<typeof DeleteByIdBody>;
export const DeleteByTitleBody = z.object({ title: requiredText(TITLE_MAX_LENGTH) });
export type DeleteByTitleBody = z.input<typeof DeleteByTitleBody>;
/**
 * DELETE /api/member. A member who leads courses is deleted only with `confirm: true` (the admin saw
 * which courses: the first answer is 409 LEADS_COURSES naming them); the courses stay, without a
 * linked facilitator.
 */
export const DeleteMemberBody = z.object({
  name: requiredText(80),
  surname: requiredText(80),
  confirm: z.boolean().optional(),
});
export type DeleteMemberBody = z.input<typeof DeleteMemberBody>;
