import { ErrorCode, type ListQuery, type Topic } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { fieldError, notFound } from '../../../lib/app-error.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import { droppedPhoto, nextPhoto, type PhotoChange, removeDroppedFiles } from '../shared/photos.js';
import { titleRedirectsOf } from '../shared/title-redirects.repository.js';
import { writeUniquely } from '../shared/unique-writes.js';
import {
  deleteTopicById,
  findTopicById,
  insertTopicRow,
  lockTopic,
  renameCategory,
  selectTopics,
  type TopicRow,
  topicTitleTaken,
  updateTopicRow,
} from './topics.repository.js';

const redirects = titleRedirectsOf('topic');

const toTopic = (row: TopicRow): Topic => ({
  id: row.id,
  idTopic: row.id,
  title: row.title,
  description: row.description,
  fileUrl: row.fileUrl,
});

const topicNotFound = () => notFound('Argomento non trovato');

export async function listTopics(ctx: AppContext, query: ListQuery): Promise<Topic[]> {
  const rows = await selectTopics(ctx.db, { q: query.q, limit: query.limit });
  return rows.map(toTopic);
}

export async function getTopic(ctx: AppContext, id: number): Promise<Topic> {
  const row = await findTopicById(ctx.db, id);
  if (!row) throw topicNotFound();
  return toTopic(row);
}

export interface NewTopic {
  title: string;
  description: string;
  fileUrl: string | null;
}

/** Publishes a topic; a title whose key another topic has is a 409 on the title field. */
export async function createTopic(ctx: AppContext, topic: NewTopic): Promise<number> {
  const taken = () => fieldError('title', 'topicTitleTaken', ErrorCode.TITLE_TAKEN);
  const id = await writeUniquely(ctx, taken, async (tx) => {
    if (await topicTitleTaken(tx, topic.title)) throw taken();
    const id = await insertTopicRow(tx, topic);
    await redirects.releaseTitle(tx, topic.title);
    return id;
  });
  ctx.publicCache.invalidate(CacheTag.topics);
  return id;
}

export interface TopicChanges {
  /** Left out, the title stays. */
  newTitle?: string;
  description: string;
  photo: PhotoChange;
}

/**
 * Saves a topic. A new title takes the articles and courses filed under the old one along, and
 * the old title keeps leading to the topic. Answers whether the title changed (their lists then
 * changed too).
 */
export async function updateTopic(
  ctx: AppContext,
  target: { id?: number; title?: string },
  changes: TopicChanges,
): Promise<{ renamed: boolean }> {
  const taken = () => fieldError('newTitle', 'topicTitleTaken', ErrorCode.TITLE_TAKEN);
  const saved = await writeUniquely(ctx, taken, async (tx) => {
    const current = await lockTopic(tx, target);
    if (!current) throw topicNotFound();
    const title = changes.newTitle ?? current.title;
    if (await topicTitleTaken(tx, title, current.id)) throw taken();
    await updateTopicRow(tx, current.id, {
      title,
      description: changes.description,
      fileUrl: nextPhoto(current.fileUrl, changes.photo),
    });
    const renamed = title !== current.title;
    if (renamed) {
      await redirects.recordRename(tx, { itemId: current.id, oldTitle: current.title, newTitle: title });
      await renameCategory(tx, current.title, title);
    }
    return { previousPhoto: current.fileUrl, renamed };
  });
  await removeDroppedFiles(ctx, droppedPhoto(saved.previousPhoto, changes.photo));
  // Articles and courses show their topic's title.
  if (saved.renamed)
    ctx.publicCache.invalidate(CacheTag.topics, CacheTag.articles, CacheTag.courses, CacheTag.onlineCourses);
  else ctx.publicCache.invalidate(CacheTag.topics);
  return { renamed: saved.renamed };
}

/** Articles and courses name their topic by title, so nothing else points at the row. */
export async function deleteTopic(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await deleteTopicById(tx, id);
    if (row) await redirects.forgetRedirects(tx, row.id);
    return row;
  });
  if (!deleted) throw topicNotFound();
  ctx.publicCache.invalidate(CacheTag.topics);
  await removeDroppedFiles(ctx, [deleted.fileUrl]);
}
