import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { preparedPerDatabase } from '../../../db/prepared.js';
import { articles } from '../../../db/schema/catalogue.js';
import { titleMatches } from '../../../lib/titles.js';
import { containsText, equalsIgnoringCase } from '../shared/list-filters.js';

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

/**
 * The article `where` designates and the titles before and after it in the
 * blog's order: each neighbour is one step along the (published_at, id) index, so the cost does
 * not grow with the blog (a window over every article did). Column names are spelled out: in a
 * one-table select drizzle leaves them unqualified, and the subqueries read the same table.
 */
function selectWithNeighbours(db: Executor, where: SQL) {
  const previousTitle = sql<string | null>`(
    select newer.title from ${articles} newer
    where (newer.published_at, newer.id) > ("articles"."published_at", "articles"."id")
    order by newer.published_at asc, newer.id asc limit 1)`;
  const nextTitle = sql<string | null>`(
    select older.title from ${articles} older
    where (older.published_at, older.id) < ("articles"."published_at", "articles"."id")
    order by older.published_at desc, older.id desc limit 1)`;
  return db.select({ article: articles, previousTitle, nextTitle }).from(articles).where(where).limit(1);
}

type NeighboursRow = Awaited<ReturnType<typeof selectWithNeighbours>>[number];

const withNeighbours = (row: NeighboursRow | undefined): ArticleWithNeighbours | undefined =>
  row && { ...row.article, previousTitle: row.previousTitle, nextTitle: row.nextTitle };

// The article page's lookup runs for every article not in the public cache (crawlers walk them all).
const articleByTitle = preparedPerDatabase('article_with_neighbours_by_title', (db: Database, name) => {
  const title = sql.placeholder('title');
  return selectWithNeighbours(db, titleMatches(articles.title, title)).prepare(name);
});

/** The article a title designates with its neighbours, in one query. */
export async function findArticleWithNeighbours(
  db: Database,
  rawTitle: string,
): Promise<ArticleWithNeighbours | undefined> {
  const [row] = await articleByTitle(db).execute({ title: rawTitle });
  return withNeighbours(row);
}

export async function findArticleWithNeighboursById(
  db: Executor,
  id: number,
): Promise<ArticleWithNeighbours | undefined> {
  const [row] = await selectWithNeighbours(db, eq(articles.id, id));
  return withNeighbours(row);
}

/** Locks the article the title designates until the transaction ends. */
export async function lockArticleByTitle(db: Executor, rawTitle: string): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(titleMatches(articles.title, rawTitle)).limit(1).for('update');
  return row;
}

/** Whether another article already answers to this title (titles are compared by key). */
export async function articleTitleTaken(db: Executor, title: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(titleMatches(articles.title, title), exceptId === undefined ? undefined : ne(articles.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export type ArticleValues = Pick<typeof articles.$inferInsert, 'title' | 'intro' | 'content' | 'category' | 'fileUrl'>;

export async function insertArticleRow(db: Executor, values: ArticleValues & { publishedAt: Date }): Promise<number> {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  if (!row) throw new Error('article not inserted');
  return row.id;
}

export async function updateArticleRow(db: Executor, id: number, values: ArticleValues): Promise<void> {
  await db
    .update(articles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(articles.id, id));
}

/** Deletes the one article the title designates; the deleted row, or nothing. */
export async function deleteArticleByTitle(db: Executor, rawTitle: string): Promise<ArticleRow | undefined> {
  const target = db.select({ id: articles.id }).from(articles).where(titleMatches(articles.title, rawTitle)).limit(1);
  const [row] = await db.delete(articles).where(inArray(articles.id, target)).returning();
  return row;
}
