import { CATALOGUE_LIST_MAX, type Faq, type ListQuery } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { deleteFaqById, type FaqRow, findFaqById, selectFaqs } from './faqs.repository.js';

const toFaq = (row: FaqRow): Faq => ({ idFaq: row.id, question: row.question, answer: row.answer });

/** `q` searches the question. */
export async function listFaqs(ctx: AppContext, query: ListQuery): Promise<Faq[]> {
  const rows = await selectFaqs(ctx.db, { q: query.q, limit: CATALOGUE_LIST_MAX });
  return rows.map(toFaq);
}

export async function getFaq(ctx: AppContext, id: number): Promise<Faq> {
  const row = await findFaqById(ctx.db, id);
  if (!row) throw notFound('FAQ non trovata');
  return toFaq(row);
}

export async function deleteFaq(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteFaqById(ctx.db, id))) throw notFound('FAQ non trovata');
}
