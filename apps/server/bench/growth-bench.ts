import { ARTICLES_PAGE_MAX, CATALOGUE_LIST_MAX } from '@cammini/contract';
import type { BenchProcess } from './bench-process.js';
import { missedGrowth } from './budgets.js';
import type { EndpointCost, NewsletterCost } from './growth-probe.js';

/** One data set's costs, measured on its own server. */
export interface GrowthSample {
  scale: number;
  lists: EndpointCost[];
  newsletter: NewsletterCost;
}

export async function measureGrowthSample(server: BenchProcess, scale: number, repetitions: number) {
  const lists = await server.request({ type: 'listCosts', repetitions });
  const newsletter = await server.request({ type: 'newsletterCost' });
  return { scale, lists, newsletter } satisfies GrowthSample;
}

/** The most items a visitor's list may hold; the customer table is the admin's and is not capped. */
function visitorCap(name: string): number | undefined {
  if (name === 'customer table') return undefined;
  if (name === 'articles') return ARTICLES_PAGE_MAX;
  if (name.startsWith('article (')) return 1;
  return CATALOGUE_LIST_MAX;
}

export interface GrowthRow {
  name: string;
  unit: string;
  small: number;
  large: number;
  /** large / small of the measure in `unit`. */
  factor: number;
  /** Database work (shared buffers touched), small and large, when measured. */
  work?: { small: number; large: number; factor: number };
  /** The database's own execution time (EXPLAIN ANALYZE), small and large, in ms. */
  databaseMs?: { small: number; large: number };
  queries?: { small: number; large: number };
  items?: { small: number; large: number; cap?: number };
  missed: string[];
}

const ratioOf = (large: number, small: number) =>
  small > 0 ? large / small : large > 0 ? Number.POSITIVE_INFINITY : 1;

function listRow(small: EndpointCost, large: EndpointCost, dataRatio: number): GrowthRow {
  const cap = visitorCap(small.name);
  const row: GrowthRow = {
    name: `${small.name} (${small.url.startsWith('/api/article/') ? '/api/article/{title}' : small.url})`,
    unit: 'ms',
    small: small.medianMs,
    large: large.medianMs,
    factor: ratioOf(large.medianMs, small.medianMs),
    work: {
      small: small.work.buffers,
      large: large.work.buffers,
      factor: ratioOf(large.work.buffers, small.work.buffers),
    },
    databaseMs: { small: small.work.executionMs, large: large.work.executionMs },
    queries: { small: small.work.queries, large: large.work.queries },
    items: { small: small.items, large: large.items, cap },
    missed: [],
  };
  const time = missedGrowth(row.factor, dataRatio);
  if (time) row.missed.push(`time ${time}`);
  const work = missedGrowth(row.work?.factor ?? 1, dataRatio);
  if (work) row.missed.push(`database work ${work}`);
  if (large.work.queries > small.work.queries) {
    row.missed.push(`queries grew from ${small.work.queries} to ${large.work.queries} (a query per row?)`);
  }
  if (cap !== undefined && large.items > cap) row.missed.push(`${large.items} items, more than the cap of ${cap}`);
  return row;
}

function newsletterRows(small: NewsletterCost, large: NewsletterCost): GrowthRow[] {
  const dataRatio = ratioOf(large.subscribers, small.subscribers);
  return [
    ['newsletter send: queue (POST /api/sendnewsletter/)', small.queueMs, large.queueMs],
    ['newsletter send: delivered to the outbox', small.deliverMs, large.deliverMs],
  ].map(([name, s, l]) => {
    const factor = ratioOf(Number(l), Number(s));
    const missed = missedGrowth(factor, dataRatio);
    return {
      name: String(name),
      unit: 'ms',
      small: Number(s),
      large: Number(l),
      factor,
      items: { small: small.subscribers, large: large.subscribers },
      missed: missed ? [`time ${missed}`] : [],
    };
  });
}

/** Item 2: each cost at the large data set against the small one, judged against the data's growth. */
export function compareGrowth(small: GrowthSample, large: GrowthSample): GrowthRow[] {
  const dataRatio = large.scale / small.scale;
  const rows = small.lists.map((cost) => {
    const match = large.lists.find((candidate) => candidate.name === cost.name);
    if (!match) throw new Error(`no large-scale cost for ${cost.name}`);
    return listRow(cost, match, dataRatio);
  });
  return [...rows, ...newsletterRows(small.newsletter, large.newsletter)];
}
