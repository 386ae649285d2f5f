import {
  type ArticleDetailResponse,
  type ArticleListItem,
  type ArticleListQuery,
  ErrorCode,
  type FieldProblems,
  fieldProblem,
} from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { fieldError, invalidFields, notFound } from '../../../lib/app-error.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import { richTextToPlain, sanitizeRichText } from '../../../lib/rich-text.js';
import { droppedPhoto, photoChange, removeDroppedFiles } from '../shared/photos.js';
import { titleRedirectsOf } from '../shared/title-redirects.repository.js';
import { writeUniquely } from '../shared/unique-writes.js';
import { findTopicTitle } from '../topics/topics.repository.js';
import {
  type ArticleListRow,
  articleTitleTaken,
  deleteArticleByTitle,
  findArticleWithNeighbours,
  findArticleWithNeighboursById,
  insertArticleRow,
  lockArticleByTitle,
  selectArticles,
  updateArticleRow,
} from './articles.repository.js';

const redirects = titleRedirectsOf('article');

const articleNotFound = () => notFound('Articolo non trovato');

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

/**
 * The article page: the article and its neighbours in the blog's order (newest first). A title
 * the article had before a rename still finds it.
 */
export async function getArticleByTitle(ctx: AppContext, title: string): Promise<ArticleDetailResponse> {
  let row = await findArticleWithNeighbours(ctx.db, title);
  if (!row) {
    const renamedId = await redirects.findRenamedItemId(ctx.db, title);
    if (renamedId !== null) row = await findArticleWithNeighboursById(ctx.db, renamedId);
  }
  if (!row) throw articleNotFound();
  return {
    article: { ...toListItem(row), content: row.content },
    previous: row.previousTitle === null ? null : { title: row.previousTitle },
    next: row.nextTitle === null ? null : { title: row.nextTitle },
  };
}

export interface ArticleText {
  intro: string;
  /** HTML as the editor sent it: sanitized here. */
  content: string;
  /** A topic's title, in any case. */
  category: string;
}

const hasNothingToRead = (html: string) => richTextToPlain(html) === '' && !/<img\b/i.test(html);

/**
 * The checks the form's schema cannot make, reported together: the content still says something
 * once sanitized, the category is an existing topic (stored as the topic spells it), and a new
 * article has its cover.
 */
async function checkArticle(ctx: AppContext, article: ArticleText, cover: { required: boolean; given: boolean }) {
  const problems: FieldProblems = {};
  if (cover.required && !cover.given) problems['body.foto'] = [fieldProblem('coverRequired')];
  const content = sanitizeRichText(article.content);
  if (hasNothingToRead(content)) problems['body.content'] = [fieldProblem('contentEmpty')];
  const category = await findTopicTitle(ctx.db, article.category);
  if (!category) problems['body.category'] = [fieldProblem('unknownCategory')];
  if (Object.keys(problems).length > 0 || !category) {
    throw invalidFields(problems);
  }
  return { intro: article.intro, content, category };
}

const titleTaken = (field: 'title' | 'newTitle') => fieldError(field, 'articleTitleTaken', ErrorCode.TITLE_TAKEN);

/** Publishes an article dated now; the cover picture is required. */
export async function createArticle(
  ctx: AppContext,
  article: ArticleText & { title: string; fileUrl: string | undefined },
): Promise<number> {
  const checked = await checkArticle(ctx, article, { required: true, given: Boolean(article.fileUrl) });
  const values = { ...checked, title: article.title, fileUrl: article.fileUrl ?? null };
  const taken = () => titleTaken('title');
  const id = await writeUniquely(ctx, taken, async (tx) => {
    if (await articleTitleTaken(tx, values.title)) throw taken();
    const id = await insertArticleRow(tx, { ...values, publishedAt: ctx.clock.now() });
    await redirects.releaseTitle(tx, values.title);
    return id;
  });
  ctx.publicCache.invalidate(CacheTag.articles);
  return id;
}

export interface ArticleChanges extends ArticleText {
  /** Left out, the title stays. */
  newTitle?: string;
  /** A new cover replaces the saved one; without it the cover stays. */
  newCoverUrl?: string;
}

/** Saves the article `title` names; a new title keeps the old address leading to it. */
export async function updateArticle(ctx: AppContext, title: string, changes: ArticleChanges): Promise<void> {
  const checked = await checkArticle(ctx, changes, { required: false, given: Boolean(changes.newCoverUrl) });
  const cover = photoChange(changes.newCoverUrl);
  const taken = () => titleTaken('newTitle');
  const previousCover = await writeUniquely(ctx, taken, async (tx) => {
    const current = await lockArticleByTitle(tx, title);
    if (!current) throw articleNotFound();
    const newTitle = changes.newTitle ?? current.title;
    if (await articleTitleTaken(tx, newTitle, current.id)) throw taken();
    await updateArticleRow(tx, current.id, {
      ...checked,
      title: newTitle,
      fileUrl: changes.newCoverUrl ?? current.fileUrl,
    });
    if (newTitle !== current.title) {
      await redirects.recordRename(tx, { itemId: current.id, oldTitle: current.title, newTitle });
    }
    return current.fileUrl;
  });
  ctx.publicCache.invalidate(CacheTag.articles);
  await removeDroppedFiles(ctx, droppedPhoto(previousCover, cover));
}

/** Deletes the article and its cover (pictures in the text may be shared, so they stay). */
export async function deleteArticle(ctx: AppContext, title: string): Promise<void> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await deleteArticleByTitle(tx, title);
    if (row) await redirects.forgetRedirects(tx, row.id);
    return row;
  });
  if (!deleted) throw articleNotFound();
  ctx.publicCache.invalidate(CacheTag.articles);
  await removeDroppedFiles(ctx, [deleted.fileUrl]);
}
