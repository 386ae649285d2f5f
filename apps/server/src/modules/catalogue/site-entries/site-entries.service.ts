import type { AppContext } from '../../../context.js';
import { findRenamedItemId, type RedirectKind } from '../shared/title-redirects.repository.js';
import {
  type EntryQuery,
  selectArticleEntries,
  selectCourseEntries,
  selectMemberEntries,
  selectOnlineCourseEntries,
  selectRenamedTitles,
  selectTopicsUpdatedAt,
} from './site-entries.repository.js';

/*
 * What the published catalogue shows a search engine (modules/seo keeps it as its site index): each list
 * is one query, oldest id first, its long texts cut short; `match` finds the rows one URL names the way
 * the catalogue's own pages find them, and renamed items are followed through the catalogue's redirects.
 */

export type { EntryQuery, RedirectKind };

export const listArticleEntries = (ctx: AppContext, query: EntryQuery) => selectArticleEntries(ctx.db, query);
/** Published courses only, with the places taken counted in the same query. */
export const listCourseEntries = (ctx: AppContext, query: EntryQuery) => selectCourseEntries(ctx.db, query);
export const listOnlineCourseEntries = (ctx: AppContext, query: EntryQuery) => selectOnlineCourseEntries(ctx.db, query);
/** A member is named by id (digits) or by the `name-surname` of the members page's links. */
export const listMemberEntries = (ctx: AppContext, query: EntryQuery) => selectMemberEntries(ctx.db, query);
/** When the topics last changed (the topics page has no item pages), or null without topics. */
export const topicsUpdatedAt = (ctx: AppContext) => selectTopicsUpdatedAt(ctx.db);

/** The old title keys of renamed items of a kind and the item each leads to, up to `limit`. */
export const listRenamedTitles = (ctx: AppContext, kind: RedirectKind, limit: number) =>
  selectRenamedTitles(ctx.db, kind, limit);

/** The id of the item of a kind that once had this title, or null: the catalogue's own rename lookup. */
export const findRenamedItem = (ctx: AppContext, kind: RedirectKind, title: string) =>
  findRenamedItemId(ctx.db, kind, title);
