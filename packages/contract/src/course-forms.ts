import { z } from 'zod';
import { CaptionLanguages } from './captions.js';
import { CourseStatus, DateMode, OnlineCourseOfferFields, TITLE_MAX_LENGTH } from './catalogue.js';
import { isSingleLine } from './common.js';
import { problem } from './field-problems.js';
import { Euros, typedEuros } from './money.js';

/*
 * The add and edit forms of in-person courses (POST/PUT /api/course) and online courses
 * (POST/PUT /api/onlinecourse/). Multipart text fields are strings, and so are the inputs of a web
 * form, so one schema validates both: the server parses the received fields with it, the web form
 * uses it through zodResolver. Rules carry their problem's code (field-problems.ts).
 */

export const CourseTextLimits = {
  author: 160,
  category: 100,
  intro: 600,
  location: 1000,
  description: 20_000,
  lessonTitle: 200,
  placeName: 200,
  placeAddress: 300,
  /** The owner's own words that go with the e-mail telling the enrolled of a new date or place. */
  changeMessage: 1000,
} as const;
/** The highest price a form accepts, in euros. */
export const COURSE_PRICE_MAX_EUROS = 100_000;
/** Lesson videos in one upload, and lessons in one online course. */
export const LESSON_UPLOADS_MAX = 50;
export const LESSONS_PER_COURSE_MAX = 200;
/** The most places an in-person course can offer. */
export const COURSE_SEATS_MAX = 10_000;

/** Required text; rules carry their problem's code (field-problems.ts). */
const requiredText = (max: number) => z.string().trim().min(1, problem('required')).max(max, problem('tooLong', max));
const oneLine = (max: number) => requiredText(max).refine(isSingleLine, problem('oneLine'));

/** Titles are public keys in URLs: one line, with at least a letter or digit (so its key is never empty). */
export const CourseTitle = oneLine(TITLE_MAX_LENGTH).refine(
  (title) => title === '' || /[\p{L}\p{N}]/u.test(title),
  problem('titleNeedsLetters'),
);

/** A price typed in a form: "49", "49.9" or "49,90"; answered as euros (a number). */
export const EuroText = z
  .string()
  .trim()
  .min(1, problem('required'))
  .pipe(typedEuros('priceFormat'))
  .refine((euros) => euros <= COURSE_PRICE_MAX_EUROS, problem('priceTooHigh', COURSE_PRICE_MAX_EUROS));

/** A share of the price that may be left empty: empty means 0. */
export const OptionalEuroText = z
  .string()
  .trim()
  .optional()
  .transform((text) => text || '0')
  .pipe(typedEuros('priceFormat'))
  .refine((euros) => euros <= COURSE_PRICE_MAX_EUROS, problem('priceTooHigh', COURSE_PRICE_MAX_EUROS));

// Links open in a new tab from the course page; a script address must never be one.
const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript|file):/i;

/** A Google Maps link or the place's name (the course page turns a name into a maps search). */
export const CourseLocation = requiredText(CourseTextLimits.location)
  .refine(isSingleLine, problem('oneLine'))
  .refine((text) => !UNSAFE_SCHEME.test(text), problem('unsafeLocation'));

const DateText = z.string().trim().max(10).optional();

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day as a form sends it, "09:30"; empty means none (null). */
export const TimeText = z
  .string()
  .trim()
  .regex(new RegExp(`^$|${TIME_OF_DAY.source}`), problem('invalidTime'))
  .optional()
  .transform((value) => value || null);

/** A one-line text that may be left empty (null). */
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, problem('tooLong', max))
    .refine(isSingleLine, problem('oneLine'))
    .optional()
    .transform((value) => value || null);

interface Prices {
  price?: unknown;
  affiliatePrice?: unknown;
  facilitatorPrice?: unknown;
}
const pricesParsed = (value: Prices) =>
  typeof value.price === 'number' &&
  typeof value.affiliatePrice === 'number' &&
  typeof value.facilitatorPrice === 'number';

/** The deposit and the referral share are paid out of the price, so together they fit inside it. */
const sharesWithinPrice = {
  check: (value: Prices) =>
    !pricesParsed(value) ||
    Math.round(Number(value.affiliatePrice) * 100) + Math.round(Number(value.facilitatorPrice) * 100) <=
      Math.round(Number(value.price) * 100),
  options: (path: string) => ({
    path: [path],
    message: problem('sharesOverPrice'),
    // Also while other fields still have errors, so the form shows every problem at once.
    when: (payload: { value: unknown }) => pricesParsed((payload.value ?? {}) as Prices),
  }),
};

const isIsoDate = (text: string) => z.iso.date().safeParse(text).success;

interface DateChoice {
  dateMode?: unknown;
  courseStartDate?: unknown;
  courseEndDate?: unknown;
}
/** No mode given (older clients send only dates): a start date means "Inserisci data". */
const effectiveMode = (value: DateChoice): DateMode =>
  (value.dateMode as DateMode | undefined) ?? (value.courseStartDate ? 'scegliData' : 'nessuna');
const datesChosen = (payload: { value: unknown }) => {
  const value = (payload.value ?? {}) as DateChoice;
  return (
    (value.dateMode === undefined || DateMode.safeParse(value.dateMode).success) &&
    effectiveMode(value) === 'scegliData'
  );
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A yes-or-no field: a boolean in the browser's form state, `true` or `false` in a multipart body.
 * Left out, it is no.
 */
const FormFlag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .optional()
  .transform((value) => value === true);

/** A course's status as a form sends it; left out, a new course is published. */
const StatusField = CourseStatus.optional().transform((status) => status ?? 'published');

/** Places for sale: a whole number, or empty for no limit (null). */
export const SeatsText = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return null;
    const seats = typeof value === 'number' ? value : /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(seats) || seats < 0) {
      ctx.addIssue({ code: 'custom', message: problem('seatsFormat') });
      return z.NEVER;
    }
    if (seats > COURSE_SEATS_MAX) {
      ctx.addIssue({ code: 'custom', message: problem('seatsTooMany', COURSE_SEATS_MAX) });
      return z.NEVER;
    }
    return seats;
  });

const courseShape = {
  title: CourseTitle,
  author: oneLine(CourseTextLimits.author),
  category: oneLine(CourseTextLimits.category),
  intro: requiredText(CourseTextLimits.intro),
  location: CourseLocation,
  description: requiredText(CourseTextLimits.description),
  price: EuroText,
  affiliatePrice: OptionalEuroText,
  facilitatorPrice: OptionalEuroText,
  /** only 'scegliData' takes dates; 'nessuna' and 'daDefinirsi' clear them. */
  dateMode: DateMode.optional(),
  courseStartDate: DateText,
  courseEndDate: DateText,
  /** The course's "free cancellation" badge, on its card and page. */
  freeCancellation: FormFlag,
  status: StatusField,
  seats: SeatsText,
  /** When the course begins on its first day and ends on its last (Italian time); kept only with dates. */
  startTime: TimeText,
  endTime: TimeText,
  /** The place as people name it and its postal address, beside the maps link of `location`. */
  placeName: optionalLine(CourseTextLimits.placeName),
  placeAddress: optionalLine(CourseTextLimits.placeAddress),
};

interface TimeChoice {
  startTime?: unknown;
  endTime?: unknown;
  courseStartDate?: unknown;
  courseEndDate?: unknown;
}
/** A one-day course (no last day, or the same) cannot end before it begins. */
const endTimeAfterStart = (value: TimeChoice) => {
  // Only two valid times are compared: a malformed one has its own problem.
  const start = typeof value.startTime === 'string' && TIME_OF_DAY.test(value.startTime) ? value.startTime : null;
  const end = typeof value.endTime === 'string' && TIME_OF_DAY.test(value.endTime) ? value.endTime : null;
  const oneDay = !text(value.courseEndDate) || text(value.courseEndDate) === text(value.courseStartDate);
  return !start || !end || !oneDay || end > start;
};

/**
 * The text fields of the in-person course form. The output has prices in euros and the dates the
 * chosen mode keeps (null otherwise).
 */
export const CourseFormFields = z
  .object(courseShape)
  .refine(sharesWithinPrice.check, sharesWithinPrice.options('facilitatorPrice'))
  .refine((value) => Boolean(text(value.courseStartDate)), {
    path: ['courseStartDate'],
    message: problem('startDateRequired'),
    when: datesChosen,
  })
  .refine((value) => !text(value.courseStartDate) || isIsoDate(text(value.courseStartDate)), {
    path: ['courseStartDate'],
    message: problem('invalidDate'),
    when: datesChosen,
  })
  .refine((value) => !text(value.courseEndDate) || isIsoDate(text(value.courseEndDate)), {
    path: ['courseEndDate'],
    message: problem('invalidDate'),
    when: datesChosen,
  })
  .refine(
    (value) => {
      const start = text(value.courseStartDate);
      const end = text(value.courseEndDate);
      return !isIsoDate(start) || !isIsoDate(end) || end >= start;
    },
    { path: ['courseEndDate'], message: problem('endBeforeStart'), when: datesChosen },
  )
  .refine((value) => !value.endTime || Boolean(value.startTime), {
    path: ['startTime'],
    message: problem('endTimeWithoutStart'),
    when: datesChosen,
  })
  .refine(endTimeAfterStart, { path: ['endTime'], message: problem('endTimeBeforeStart'), when: datesChosen })
  .transform(({ courseStartDate, courseEndDate, dateMode, startTime, endTime, ...rest }) => {
    const mode = effectiveMode({ dateMode, courseStartDate });
    const dated = mode === 'scegliData';
    return {
      ...rest,
      dateMode: mode,
      courseStartDate: dated ? courseStartDate || null : null,
      courseEndDate: dated ? courseEndDate || null : null,
      // A time belongs to a day: a course without dates has none.
      startTime: dated ? startTime : null,
      endTime: dated ? endTime : null,
    };
  });
export type CourseFormInput = z.input<typeof CourseFormFields>;
export type CourseFormValues = z.output<typeof CourseFormFields>;

/** The text fields of the online course form: the three prices are required. */
export const OnlineCourseFormFields = z
  .object({
    title: CourseTitle,
    author: oneLine(CourseTextLimits.author),
    category: oneLine(CourseTextLimits.category),
    intro: requiredText(CourseTextLimits.intro),
    description: requiredText(CourseTextLimits.description),
    price: EuroText,
    facilitatorPrice: EuroText,
    affiliatePrice: EuroText,
    status: StatusField,
  })
  .refine(sharesWithinPrice.check, sharesWithinPrice.options('facilitatorPrice'));
export type OnlineCourseFormInput = z.input<typeof OnlineCourseFormFields>;
export type OnlineCourseFormValues = z.output<typeof OnlineCourseFormFields>;

/**
 * PUT: `title` names the item as it is now, `newTitle` (optional) what it becomes. Every other
 * field left out keeps its saved value; the merged result is checked like a new item.
 */
export const CourseUpdateTarget = z.object({
  title: requiredText(TITLE_MAX_LENGTH),
  newTitle: z
    .string()
    .trim()
    .max(TITLE_MAX_LENGTH)
    .optional()
    .transform((value) => value || undefined),
});

/**
 * PUT /api/course's `changeMessage`: the owner's note that goes with the e-mail telling the enrolled of
 * a new date or place (plain text, written into the e-mail escaped); empty for none.
 */
export const CourseChangeMessage = z.object({
  changeMessage: z
    .string()
    .trim()
    .max(CourseTextLimits.changeMessage, problem('tooLong', CourseTextLimits.changeMessage))
    .optional()
    .transform((value) => value || null),
});

/** Someone told by e-mail of a course's new date or place. */
export const CourseChangeRecipient = z.object({ name: z.string(), email: z.string() });
export type CourseChangeRecipient = z.infer<typeof CourseChangeRecipient>;

/** PUT /api/course: saved, and who was e-mailed about the change (none when nothing they see changed). */
export const CourseUpdateResponse = z.object({
  message: z.literal('Success'),
  told: z.array(CourseChangeRecipient),
});
export type CourseUpdateResponse = z.infer<typeof CourseUpdateResponse>;

/** What the enrolled of an in-person course are told about when it changes. */
export interface CourseWhenAndWhere {
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string;
  placeName: string | null;
  placeAddress: string | null;
}

/**
 * An edit tells the enrolled when their course's days, times or place change, and only while it is
 * dated and still to begin (`today` is Italy's, "YYYY-MM-DD"). The edit form asks the owner first
 * with the same rule.
 */
export function courseChangeTellsEnrolled(before: CourseWhenAndWhere, after: CourseWhenAndWhere, today: string) {
  const keys: (keyof CourseWhenAndWhere)[] = [
    'startDate',
    'endDate',
    'startTime',
    'endTime',
    'location',
    'placeName',
    'placeAddress',
  ];
  const moved = keys.some((key) => (before[key] ?? null) !== (after[key] ?? null));
  return moved && after.startDate !== null && after.startDate >= today;
}

/** A lesson's title, one line. */
export const LessonTitle = oneLine(CourseTextLimits.lessonTitle);

/**
 * `lessonTitles`: a JSON array with one title per lesson of the saved course, in its final order
 * (the kept lessons first, then one per uploaded file of `videos`, in the order sent).
 */
export const LessonTitlesField = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: problem('lessonTitles') });
      return z.NEVER;
    }
  })
  .pipe(z.array(LessonTitle).max(LESSONS_PER_COURSE_MAX, problem('tooManyLessons', LESSONS_PER_COURSE_MAX)));

/**
 * `existingVideos` of an online course: the ids of the lessons to keep, comma-separated, in the
 * order wanted (lesson videos are private, so they are named by id rather than by address).
 */
export const LessonIdList = z
  .string()
  .trim()
  .regex(/^(\d{1,10}(\s*,\s*\d{1,10})*)?$/, problem('lessonIds'))
  .transform((value) => (value ? value.split(',').map((id) => Number(id.trim())) : []));

/**
 * `existingVideos` of an in-person course: the positions (from 1, as the edit form received them)
 * of the saved videos to keep, comma-separated, in the order wanted. The videos are private, so
 * they are named by position rather than by address.
 */
export const CourseVideoPositionList = z
  .string()
  .trim()
  .regex(/^([1-9]\d{0,2}(\s*,\s*[1-9]\d{0,2})*)?$/, problem('videoPositions'))
  .transform((value) => (value ? value.split(',').map((position) => Number(position.trim())) : []));

// Admin reads for the edit forms

const isoDate = z.iso.date();

/** A saved video of an in-person course as the edit form lists it: by position, never by its (private) key. */
export const CourseEditVideo = z.object({
  position: z.number().int().positive(),
  /** The languages it has captions in; absent means none. */
  captions: CaptionLanguages.optional(),
});
export type CourseEditVideo = z.infer<typeof CourseEditVideo>;

/** GET /api/admin/course/{title}: everything the edit form shows, videos included. */
export const CourseEditView = z.object({
  idCourse: z.number(),
  title: z.string(),
  author: z.string(),
  /** The member the author name matched, if any. */
  authorMemberId: z.number().nullable(),
  category: z.string(),
  intro: z.string(),
  location: z.string(),
  description: z.string(),
  price: Euros,
  affiliatePrice: Euros,
  facilitatorPrice: Euros,
  dateMode: DateMode,
  dataInizio: isoDate.nullable(),
  dateFine: isoDate.nullable(),
  freeCancellation: z.boolean(),
  status: CourseStatus,
  /** Places for sale; null when unlimited. */
  seats: z.number().int().nonnegative().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  placeName: z.string().nullable(),
  placeAddress: z.string().nullable(),
  /** People enrolled: an edit of its days, times or place e-mails each of them (the form asks first). */
  enrolled: z.number().int().nonnegative(),
  immagineCopertina: z.string().nullable(),
  immaginiRappresentative: z.array(z.string()),
  /**
   * The saved videos by position (sent back in `existingVideos` to keep them). They are private
   * files: the form asks GET /api/courses/{id}/videos/{position}/video-url, with the admin's
   * private token, for a signed address to preview each.
   */
  videos: z.array(CourseEditVideo),
});
export type CourseEditView = z.infer<typeof CourseEditView>;

/** A lesson as the edit form lists it: by id, never by its (private) video address. */
export const LessonEditItem = z.object({
  id: z.number(),
  position: z.number().int(),
  title: z.string(),
  durationSeconds: z.number().int().nullable(),
  /** The languages it has captions in; absent means none. */
  captions: CaptionLanguages.optional(),
});
export type LessonEditItem = z.infer<typeof LessonEditItem>;

/** GET /api/admin/onlinecourse/{title}. */
export const OnlineCourseEditView = z.object({
  id: z.number(),
  title: z.string(),
  author: z.string(),
  authorMemberId: z.number().nullable(),
  ...OnlineCourseOfferFields,
  status: CourseStatus,
  immagineCopertina: z.string().nullable(),
  mainVideo: z.string().nullable(),
  /** The trailer's caption languages; absent means none. */
  mainVideoCaptions: CaptionLanguages.optional(),
  lessons: z.array(LessonEditItem),
});
export type OnlineCourseEditView = z.infer<typeof OnlineCourseEditView>;

/**
 * GET /api/admin/courses?kind=: the courses of a kind the public lists leave out (drafts, archived
 * ones, in-person ones that took place), newest change first, so the admin can find and edit them.
 */
export const UnlistedCoursesQuery = z.object({ kind: z.enum(['course', 'onlineCourse']).default('course') });
export const UnlistedCourse = z.object({
  title: z.string(),
  status: CourseStatus,
  /** In-person courses: the first day, or null. */
  date: isoDate.nullable(),
  /** An in-person course whose start date has passed. */
  tookPlace: z.boolean(),
  /** Customers who own it. */
  peopleInterested: z.number().int().nonnegative(),
});
export type UnlistedCourse = z.infer<typeof UnlistedCourse>;
export const UnlistedCoursesResponse = z.object({ courses: z.array(UnlistedCourse) });
export type UnlistedCoursesResponse = z.infer<typeof UnlistedCoursesResponse>;
