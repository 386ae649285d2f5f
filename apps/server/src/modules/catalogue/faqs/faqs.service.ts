import type { Faq, ListQuery } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/app-error.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import {
  deleteFaqById,
  type FaqRow,
  type FaqValues,
  findFaqById,
  insertFaqRow,
  moveFaqRow,
  selectFaqs,
  updateFaqRow,
} from './faqs.repository.js';

const faqNotFound = () => notFound('FAQ non trovata');

const toFaq = (row: FaqRow): Faq => ({ idFaq: row.id, question: row.question, answer: row.answer });

/** `q` searches the question. */
export async function listFaqs(ctx: AppContext, query: ListQuery): Promise<Faq[]> {
  const rows = await selectFaqs(ctx.db, { q: query.q, limit: query.limit });
  return rows.map(toFaq);
}

export async function getFaq(ctx: AppContext, id: number): Promise<Faq> {
  const row = await findFaqById(ctx.db, id);
  if (!row) throw faqNotFound();
  return toFaq(row);
}

export async function createFaq(ctx: AppContext, faq: FaqValues): Promise<number> {
  const id = await insertFaqRow(ctx.db, faq);
  ctx.publicCache.invalidate(CacheTag.faqs);
  return id;
}

export async function updateFaq(ctx: AppContext, id: number, faq: FaqValues): Promise<void> {
  if (!(await updateFaqRow(ctx.db, id, faq))) throw faqNotFound();
  ctx.publicCache.invalidate(CacheTag.faqs);
}

export async function moveFaq(ctx: AppContext, id: number, to: number): Promise<void> {
  if (!(await moveFaqRow(ctx.db, id, to))) throw faqNotFound();
  ctx.publicCache.invalidate(CacheTag.faqs);
}

export async function deleteFaq(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteFaqById(ctx.db, id))) throw faqNotFound();
  ctx.publicCache.invalidate(CacheTag.faqs);
}
