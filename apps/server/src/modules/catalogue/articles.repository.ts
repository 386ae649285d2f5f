import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { articles } from '../../db/schema/index.js';
import { exactTitleFirst, titleMatches } from '../../lib/titles.js';
import { containsText, equalsIgnoringCase } from './list-filters.js';

export type ArticleRow = typeof articles.$inferSelect;

const listColumns = {
  id: articles.id,
  title: articles.title,
  intro: articles.intro,
  category: articles.category,
  fileUrl: articles.fileUrl,
  publishedAt: articles.publishedAt,
};
export type ArticleListRow = { [K in keyof typeof listColumns]: ArticleRow[K] };

// The one order of the blog: newest first, the id breaking ties so neighbours are stable.
const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

export async function selectArticles(
  db: Executor,
  options: { q?: string; filter?: string; limit: number; offset: number },
): Promise<ArticleListRow[]> {
  return db
    .select(listColumns)
    .from(articles)
    .where(and(containsText(articles.title, options.q), equalsIgnoringCase(articles.category, options.filter)))
    .orderBy(...newestFirst)
    .limit(options.limit)
    .offset(options.offset);
}

export interface ArticleWithNeighbours extends ArticleRow {
  previousTitle: string | null;
  nextTitle: string | null;
}

/** The article and the titles before and after it in the blog's order, in one query. */
export async function findArticleWithNeighbours(
  db: Executor,
  rawTitle: string,
): Promise<ArticleWithNeighbours | undefined> {
  const ordered = db
    .select({
      id: articles.id,
      previousTitle: sql<
        string | null
      >`lag(${articles.title}) over (order by ${articles.publishedAt} desc, ${articles.id} desc)`.as('previous_title'),
      nextTitle: sql<
        string | null
      >`lead(${articles.title}) over (order by ${articles.publishedAt} desc, ${articles.id} desc)`.as('next_title'),
    })
    .from(articles)
    .as('ordered');
  const [row] = await db
    .select({ article: articles, previousTitle: ordered.previousTitle, nextTitle: ordered.nextTitle })
    .from(articles)
    .innerJoin(ordered, eq(ordered.id, articles.id))
    .where(titleMatches(articles.title, rawTitle))
    .orderBy(exactTitleFirst(articles.title, rawTitle), articles.id)
    .limit(1);
  return row ? { ...row.article, previousTitle: row.previousTitle, nextTitle: row.nextTitle } : undefined;
}

/** Deletes the one article the title designates (the exact title first); false when none does. */
export async function deleteArticleByTitle(db: Executor, rawTitle: string): Promise<boolean> {
  const target = db
    .select({ id: articles.id })
    .from(articles)
    .where(titleMatches(articles.title, rawTitle))
    .orderBy(exactTitleFirst(articles.title, rawTitle), articles.id)
    .limit(1);
  const deleted = await db.delete(articles).where(inArray(articles.id, target)).returning({ id: articles.id });
  return deleted.length > 0;
}
