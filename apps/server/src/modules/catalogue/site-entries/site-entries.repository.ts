import { and, asc, eq, max, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { articles, courses, members, onlineCourses, titleRedirects, topics } from '../../../db/schema/catalogue.js';
import { titleKeySql, titleMatches } from '../../../lib/titles.js';
import { seatsTaken } from '../courses/courses.repository.js';
import type { RedirectKind } from '../shared/title-redirects.repository.js';

/*
 * Read-only projections of the published catalogue for page metadata and the sitemap (modules/seo): only
 * the columns a <head> or a sitemap entry needs, long texts cut short in the database. Each query
 * either lists a kind (up to `limit`, oldest id first, so ties between titles resolve like the
 * catalogue's lookups) or finds the rows one URL designates. Courses are the published ones.
 */

export interface EntryQuery {
  limit: number;
  /** Only the rows this URL segment designates (title, name-surname or slug). */
  match?: string;
  /** Only the row with this id (an item found through an old title). */
  id?: number;
}

/** The condition `options` ask for: one id, the rows a URL segment designates, or every row. */
function only(options: EntryQuery, id: SQLWrapper, byRef: (ref: string) => SQL): SQL | undefined {
  if (options.id !== undefined) return eq(id, options.id);
  return options.match === undefined ? undefined : byRef(options.match);
}

// Longer than any description a page shows; the service cuts to the final length.
const SHORT_TEXT = 600;
const short = (column: SQLWrapper) => sql<string>`left(${column}, ${sql.raw(String(SHORT_TEXT))})`;

export async function selectArticleEntries(db: Executor, options: EntryQuery) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      intro: short(articles.intro),
      category: articles.category,
      image: articles.fileUrl,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(only(options, articles.id, (ref) => titleMatches(articles.title, ref)))
    .orderBy(asc(articles.id))
    .limit(options.limit);
}

export async function selectCourseEntries(db: Executor, options: EntryQuery) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      intro: short(courses.intro),
      description: short(courses.description),
      category: courses.category,
      author: courses.author,
      location: courses.location,
      startDate: courses.startDate,
      endDate: courses.endDate,
      startTime: courses.startTime,
      endTime: courses.endTime,
      placeName: courses.placeName,
      placeAddress: courses.placeAddress,
      priceCents: courses.priceCents,
      seats: courses.seats,
      seatsTaken,
      image: courses.coverImage,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .where(
      and(
        eq(courses.status, 'published'),
        only(options, courses.id, (ref) => titleMatches(courses.title, ref)),
      ),
    )
    .orderBy(asc(courses.id))
    .limit(options.limit);
}

export async function selectOnlineCourseEntries(db: Executor, options: EntryQuery) {
  return db
    .select({
      id: onlineCourses.id,
      title: onlineCourses.title,
      intro: short(onlineCourses.intro),
      description: short(onlineCourses.description),
      category: onlineCourses.category,
      author: onlineCourses.author,
      priceCents: onlineCourses.priceCents,
      image: onlineCourses.coverImage,
      updatedAt: onlineCourses.updatedAt,
    })
    .from(onlineCourses)
    .where(
      and(
        eq(onlineCourses.status, 'published'),
        only(options, onlineCourses.id, (ref) => titleMatches(onlineCourses.title, ref)),
      ),
    )
    .orderBy(asc(onlineCourses.id))
    .limit(options.limit);
}

const fullName = sql`${members.name} || ' ' || ${members.surname}`;

/** A member by id (digits) or by the `name-surname` of the members page's links. */
function memberMatches(ref: string): SQL {
  if (/^\d{1,9}$/.test(ref)) return eq(members.id, Number(ref));
  return sql`${titleKeySql(fullName)} = ${titleKeySql(ref)}`;
}

export async function selectMemberEntries(db: Executor, options: EntryQuery) {
  return db
    .select({
      id: members.id,
      name: members.name,
      surname: members.surname,
      description: short(members.description),
      image: members.fileUrl,
      updatedAt: members.updatedAt,
    })
    .from(members)
    .where(only(options, members.id, memberMatches))
    .orderBy(asc(members.id))
    .limit(options.limit);
}

/** The old titles (as title keys) of renamed items of a kind, and the item each leads to, oldest first. */
export async function selectRenamedTitles(db: Executor, kind: RedirectKind, limit: number) {
  return db
    .select({ oldTitleKey: titleRedirects.oldTitleKey, itemId: titleRedirects.itemId })
    .from(titleRedirects)
    .where(eq(titleRedirects.kind, kind))
    .orderBy(asc(titleRedirects.id))
    .limit(limit);
}

/** The topics page has no item pages: only when it last changed. */
export async function selectTopicsUpdatedAt(db: Executor): Promise<Date | null> {
  const [row] = await db.select({ updatedAt: max(topics.updatedAt) }).from(topics);
  return row?.updatedAt ?? null;
}
