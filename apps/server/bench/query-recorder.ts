import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

/**
 * A drizzle logger that keeps the queries one request runs. Only that request's: the async context
 * tells them apart from the mail worker's, which polls the outbox meanwhile.
 */
export class QueryRecorder implements Logger {
  private readonly context = new AsyncLocalStorage<RecordedQuery[]>();

  logQuery(query: string, params: unknown[]): void {
    this.context.getStore()?.push({ sql: query, params });
  }

  async record(run: () => Promise<void>): Promise<RecordedQuery[]> {
    const recorded: RecordedQuery[] = [];
    await this.context.run(recorded, run);
    return recorded;
  }
}

export interface QueryWork {
  queries: number;
  /** Shared buffers (8 KB pages) the reads touched: deterministic, unlike time. */
  buffers: number;
  /** The executor's own time, summed over the reads. */
  executionMs: number;
  /** Rows the top plan nodes returned. */
  rows: number;
}

interface PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Actual Rows'?: number;
}
interface Explained {
  Plan: PlanNode;
  'Execution Time': number;
}

/** Both drivers answer `{ rows }`; the one column of EXPLAIN … FORMAT JSON is text or already parsed. */
interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

const isRead = (text: string) => /^[\s(]*(select|with)\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text);

/** Runs EXPLAIN (ANALYZE, BUFFERS) on each read of a request again and adds up the work. */
export async function explainQueries(db: Database, queries: RecordedQuery[]): Promise<QueryWork> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const work: QueryWork = { queries: queries.length, buffers: 0, executionMs: 0, rows: 0 };
  for (const query of queries.filter((q) => isRead(q.sql))) {
    const result = await client.query(`explain (analyze, buffers, format json) ${query.sql}`, query.params);
    const cell = Object.values(result.rows[0] ?? {})[0];
    const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Explained[];
    if (!explained) continue;
    work.buffers += (explained.Plan['Shared Hit Blocks'] ?? 0) + (explained.Plan['Shared Read Blocks'] ?? 0);
    work.executionMs += explained['Execution Time'];
    work.rows += explained.Plan['Actual Rows'] ?? 0;
  }
  return work;
}
