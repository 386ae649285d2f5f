import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, selectRows } from '../src/db/client.js';
import { median } from './budgets.js';
import { explainQueries, type QueryRecorder, type QueryWork } from './query-recorder.js';

export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' } as const;

/** What one answer costs to build, uncached: the lists of item 2 and the cold article read. */
export interface EndpointCost {
  name: string;
  url: string;
  /** Median of the sequential, uncached requests. */
  medianMs: number;
  /** Items in the answer's list, and its size in bytes. */
  items: number;
  bytes: number;
  work: QueryWork;
}

export interface NewsletterCost {
  subscribers: number;
  queueMs: number;
  /** From the send request until the worker has written every message to the outbox. */
  deliverMs: number;
}

/** The length of the answer's list: the answer itself or its first array property. */
function countItems(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') {
    const list = Object.values(body).find(Array.isArray);
    return list ? list.length : 1;
  }
  return 0;
}

async function adminPrivateToken(app: FastifyInstance): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/login/', payload: BENCH_ADMIN });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  const token = await app.inject({
    method: 'GET',
    url: '/api/generate-private-token/',
    headers: { authorization: `Bearer ${login.json().token}` },
  });
  return token.json().token;
}

export interface ProbeContext {
  app: FastifyInstance;
  db: Database;
  recorder: QueryRecorder;
}

async function measure(ctx: ProbeContext, name: string, url: string, headers: Record<string, string>, reps: number) {
  const times: number[] = [];
  let response = await ctx.app.inject({ method: 'GET', url, headers });
  for (let i = 0; i < reps; i++) {
    ctx.app.publicCache.clear();
    const start = performance.now();
    response = await ctx.app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  ctx.app.publicCache.clear();
  const queries = await ctx.recorder.record(async () => {
    await ctx.app.inject({ method: 'GET', url, headers });
  });
  return {
    name,
    url,
    medianMs: median(times),
    items: countItems(response.json()),
    bytes: response.rawPayload.length,
    work: await explainQueries(ctx.db, queries),
  };
}

/** Each list built from the database (the public cache emptied before every request), one after another. */
export async function measureListCosts(ctx: ProbeContext, reps: number, coldArticle: string): Promise<EndpointCost[]> {
  const admin = { authorization: `Bearer ${await adminPrivateToken(ctx.app)}` };
  const publicLists = [
    ['courses', '/api/courses'],
    ['articles', '/api/articles'],
    ['online courses', '/api/onlinecourses/'],
    ['members', '/api/members'],
    ['topics', '/get/topics'],
    ['reviews', '/api/reviews'],
    ['article (uncached)', `/api/article/${encodeURIComponent(coldArticle)}`],
  ] as const;
  const costs: EndpointCost[] = [];
  for (const [name, url] of publicLists) costs.push(await measure(ctx, name, url, {}, reps));
  costs.push(await measure(ctx, 'customer table', '/api/clienti', admin, Math.max(3, Math.ceil(reps / 2))));
  return costs;
}

/** One newsletter to every confirmed subscriber: the request that queues it, then the worker's delivery. */
export async function measureNewsletterCost(ctx: ProbeContext): Promise<NewsletterCost> {
  const headers = { authorization: `Bearer ${await adminPrivateToken(ctx.app)}` };
  const payload = { oggetto: 'Novità di stagione', contenuto: '<h2>Cari lettori</h2><p>Ecco i nuovi percorsi.</p>' };
  const start = performance.now();
  const response = await ctx.app.inject({ method: 'POST', url: '/api/sendnewsletter/', headers, payload });
  const queueMs = performance.now() - start;
  if (response.statusCode !== 200) throw new Error(`newsletter send answered ${response.statusCode}: ${response.body}`);
  const { id, queued } = response.json() as { id: number; queued: number };
  for (;;) {
    const [row] = await selectRows<{ pending: number | string }>(
      ctx.db,
      sql`select count(*) filter (where status = 'pending') as pending from mail_outbox where newsletter_id = ${id}`,
    );
    if (Number(row?.pending) === 0) break;
    await sleep(100);
  }
  return { subscribers: queued, queueMs, deliverMs: performance.now() - start };
}
