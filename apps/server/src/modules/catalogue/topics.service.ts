import { CATALOGUE_LIST_MAX, type ListQuery, type Topic } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { deleteTopicById, findTopicById, selectTopics, type TopicRow } from './topics.repository.js';

const toTopic = (row: TopicRow): Topic => ({
  id: row.id,
  idTopic: row.id,
  title: row.title,
  description: row.description,
  fileUrl: row.fileUrl,
});

export async function listTopics(ctx: AppContext, query: ListQuery): Promise<Topic[]> {
  const rows = await selectTopics(ctx.db, { q: query.q, limit: CATALOGUE_LIST_MAX });
  return rows.map(toTopic);
}

export async function getTopic(ctx: AppContext, id: number): Promise<Topic> {
  const row = await findTopicById(ctx.db, id);
  if (!row) throw notFound('Argomento non trovato');
  return toTopic(row);
}

/** Articles and courses name their topic by title, so nothing else points at the row. */
export async function deleteTopic(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteTopicById(ctx.db, id))) throw notFound('Argomento non trovato');
}
