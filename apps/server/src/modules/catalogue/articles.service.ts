import type { ArticleDetailResponse, ArticleListItem, ArticleListQuery } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import {
  type ArticleListRow,
  deleteArticleByTitle,
  findArticleWithNeighbours,
  selectArticles,
} from './articles.repository.js';

const toListItem = (row: ArticleListRow): ArticleListItem => ({
  id: row.id,
  title: row.title,
  intro: row.intro,
  category: row.category,
  fileUrl: row.fileUrl,
  date: row.publishedAt.toISOString(),
});

export async function listArticles(ctx: AppContext, query: ArticleListQuery): Promise<ArticleListItem[]> {
  const rows = await selectArticles(ctx.db, query);
  return rows.map(toListItem);
}

/** The article page: the article and its neighbours in the blog's order (newest first). */
export async function getArticleByTitle(ctx: AppContext, title: string): Promise<ArticleDetailResponse> {
  const row = await findArticleWithNeighbours(ctx.db, title);
  if (!row) throw notFound('Articolo non trovato');
  return {
    article: { ...toListItem(row), content: row.content },
    previous: row.previousTitle === null ? null : { title: row.previousTitle },
    next: row.nextTitle === null ? null : { title: row.nextTitle },
  };
}

export async function deleteArticle(ctx: AppContext, title: string): Promise<void> {
  if (!(await deleteArticleByTitle(ctx.db, title))) throw notFound('Articolo non trovato');
}
