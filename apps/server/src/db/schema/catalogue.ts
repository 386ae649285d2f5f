import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Lookups by title compare title keys (lib/titles.ts titleKeySql, the same expression): indexed,
 * so finding an article or a course by its URL does not read the whole table, and unique, so two
 * items can never share an address ("Il respiro" and "Il-respiro" are one key).
 */
const titleKeyIndex = (name: string, title: AnyPgColumn) =>
  uniqueIndex(name).on(sql`btrim(regexp_replace(lower(${title}), '[[:space:]-]+', '-', 'g'), '-')`);

/**
 * A course's life: a draft only admins see; published, on the lists and for sale; archived, off the
 * lists and not for sale, while its buyers keep what they bought.
 */
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
const courseStatus = () => text('status', { enum: COURSE_STATUSES }).notNull().default('published');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Areas ("aree"): the themes courses and articles are filed under. */
export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    fileUrl: text('file_url'),
    ...timestamps,
  },
  (t) => [uniqueIndex('topics_title_key').on(sql`lower(${t.title})`), titleKeyIndex('topics_title_key_idx', t.title)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    /** A topic title; compared case-insensitively. */
    category: text('category').notNull(),
    fileUrl: text('file_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('articles_title_key').on(sql`lower(${t.title})`),
    titleKeyIndex('articles_title_key_idx', t.title),
    index('articles_category_idx').on(sql`lower(${t.category})`),
    // The blog's order, newest first with the id breaking ties: lists and an article's neighbours walk it.
    index('articles_published_idx').on(t.publishedAt, t.id),
  ],
);

/** Facilitators. Their name and surname identify them in URLs (/corsi-membro/{name-surname}). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    description: text('description').notNull(),
    fileUrl: text('file_url'),
    territory: text('territory').notNull(),
    language: text('language').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('members_name_key').on(sql`lower(${t.name})`, sql`lower(${t.surname})`),
    index('members_email_idx').on(sql`lower(${t.email})`),
    index('members_territory_idx').on(t.territory),
  ],
);

/** In-person group courses ("percorsi"). */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    intro: text('intro').notNull(),
    description: text('description').notNull(),
    /** The organizer as shown ("Nome Cognome"); authorMemberId links the facilitator when known. */
    author: text('author').notNull(),
    authorMemberId: integer('author_member_id').references(() => members.id, { onDelete: 'set null' }),
    priceCents: integer('price_cents').notNull(),
    affiliatePriceCents: integer('affiliate_price_cents').notNull().default(0),
    facilitatorPriceCents: integer('facilitator_price_cents').notNull().default(0),
    location: text('location').notNull(),
    /** 'scegliData' has dates; the other two values are the form's "to be decided" choices. */
    dateMode: text('date_mode', { enum: ['scegliData', 'nessuna', 'daDefinirsi'] })
      .notNull()
      .default('scegliData'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** When the course begins on its first day and ends on its last ("HH:MM", Rome); null while not given. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    /** The place as people name it ("Agriturismo Il Poggio") and its postal address; `location` is the map link. */
    placeName: text('place_name'),
    placeAddress: text('place_address'),
    coverImage: text('cover_image'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    videos: text('videos').array().notNull().default(sql`'{}'::text[]`),
    freeCancellation: boolean('free_cancellation').notNull().default(false),
    status: courseStatus(),
    /** Places for sale; null means no limit. */
    seats: integer('seats'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('courses_title_key').on(sql`lower(${t.title})`),
    titleKeyIndex('courses_title_key_idx', t.title),
    index('courses_category_idx').on(sql`lower(${t.category})`),
    index('courses_start_date_idx').on(t.startDate),
    index('courses_author_member_idx').on(t.authorMemberId),
    index('courses_status_start_date_idx').on(t.status, t.startDate),
    check('courses_seats_range', sql`${t.seats} is null or ${t.seats} >= 0`),
  ],
);

/** Online video courses ("meditazioni"). */
export const onlineCourses = pgTable(
  'online_courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    intro: text('intro').notNull().default(''),
    description: text('description').notNull(),
    author: text('author').notNull(),
    authorMemberId: integer('author_member_id').references(() => members.id, { onDelete: 'set null' }),
    priceCents: integer('price_cents').notNull(),
    affiliatePriceCents: integer('affiliate_price_cents').notNull().default(0),
    facilitatorPriceCents: integer('facilitator_price_cents').notNull().default(0),
    coverImage: text('cover_image'),
    /** The public trailer. */
    mainVideo: text('main_video'),
    status: courseStatus(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('online_courses_title_key').on(sql`lower(${t.title})`),
    titleKeyIndex('online_courses_title_key_idx', t.title),
    index('online_courses_category_idx').on(sql`lower(${t.category})`),
    index('online_courses_author_member_idx').on(t.authorMemberId),
  ],
);

/** Lesson videos: private, streamed only to owners. */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    onlineCourseId: integer('online_course_id')
      .notNull()
      .references(() => onlineCourses.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    videoPath: text('video_path').notNull(),
    durationSeconds: integer('duration_seconds'),
  },
  (t) => [uniqueIndex('lessons_course_position_key').on(t.onlineCourseId, t.position)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

/**
 * Old titles of renamed items, so links shared before a rename keep working. Titles are the
 * public keys in URLs; a lookup that finds no item by title follows these to the item's id.
 */
export const titleRedirects = pgTable(
  'title_redirects',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['topic', 'article', 'course', 'onlineCourse', 'member'] }).notNull(),
    /** titleKey() of the old title (lib/titles.ts): lower case, spaces and hyphens folded. */
    oldTitleKey: text('old_title_key').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('title_redirects_kind_title_key').on(t.kind, t.oldTitleKey),
    index('title_redirects_item_idx').on(t.kind, t.itemId),
  ],
);
