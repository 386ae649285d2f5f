import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiRoute } from '../support/api-routes.js';
import { type FuzzRequest, requestArbitrary } from './requests.js';
import { hash32 } from './results.js';
import { accessOf, wellFormedCall } from './route-calls.js';
import type { World } from './world.js';

export interface FuzzFailure {
  route: string;
  problem: string;
  status: number;
  method: string;
  url: string;
  identity: string;
  kind: string;
  contentType?: string;
  payload?: string;
  answer: string;
}

export interface FuzzStats {
  seed: number;
  routes: string[];
  requests: number;
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
  /** Statuses per route: shows which routes the generated requests got through to a success. */
  byRoute: Record<string, Record<string, number>>;
  /** The status of each route's control request: the well-formed call of its rightful caller. */
  controls: Record<string, number>;
  /** Generated requests light-my-request refused to build (no client could send them): not sent. */
  unbuilt: number;
  failures: FuzzFailure[];
  durationMs: number;
}

/** What a shard records for `write-report.ts`: its figures, each distinct failure once, and the routes in all. */
export interface FuzzShardResult extends Omit<FuzzStats, 'failures'> {
  failures: (FuzzFailure & { count: number })[];
  totalRoutes: number;
}

export const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** Who the route is for, as the route table says: the identity of its control request. */
const rightfulCaller = (route: ApiRoute) => {
  const access = accessOf(route);
  if (access === 'admin' || access === 'admin-session') return 'admin' as const;
  if (access === 'admin-login') return 'adminLogin' as const;
  // The world's customer bought what the owner routes name.
  return access === 'customer' || access === 'owner' ? ('customer' as const) : ('visitor' as const);
};

/** Deletes run last, so that the other routes find the demo content they look up. */
const order = (route: ApiRoute) => (route.method === 'DELETE' ? 1 : 0);

const preview = (payload: FuzzRequest['payload']) => {
  if (payload === undefined) return undefined;
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : payload;
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

const describe = (route: string, request: FuzzRequest) => ({
  route,
  method: request.method,
  url: request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url,
  identity: request.identity,
  kind: request.kind,
  contentType: request.headers['content-type'],
  payload: preview(request.payload),
});

/** What is wrong with an answer: a 5xx, or a 4xx without the `{ message, error }` shape. */
export function problemWith(request: Pick<FuzzRequest, 'method'>, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400 || request.method === 'HEAD') return null;
  try {
    const body = response.json() as { message?: unknown; error?: unknown };
    if (typeof body.message !== 'string' || typeof body.error !== 'string') return 'a 4xx without { message, error }';
    if (!/^[A-Z][A-Z0-9_]*$/.test(body.error)) return `a 4xx whose error is not a code: ${body.error}`;
    return null;
  } catch {
    return 'a 4xx that is not JSON';
  }
}

/** A request that has no answer after this long has hung (a stream waiting for an event that never comes). */
const ANSWER_WITHIN_MS = 15_000;

export async function send(world: World, request: FuzzRequest): Promise<LightMyRequestResponse | 'hung' | null> {
  const auth = request.identity === 'junkToken' ? {} : world.headersOf(request.identity);
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), ANSWER_WITHIN_MS);
  });
  try {
    const answer = world.t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...auth },
      payload: request.payload,
      remoteAddress: request.remoteAddress,
    });
    return await Promise.race([answer, hung]);
  } catch (error) {
    // light-my-request refuses to build some requests (an invalid header value): no client could send them.
    if (error instanceof TypeError || (error as { code?: string }).code === 'ERR_INVALID_CHAR') return null;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends `perRoute` generated requests to each route (fast-check, one seed per route derived from
 * `seed`) and collects every answer that is a 5xx or a 4xx of the wrong shape.
 */
export async function fuzzRoutes(
  world: World,
  routes: ApiRoute[],
  options: { seed: number; perRoute: number; log?: (line: string) => void },
): Promise<FuzzStats> {
  const started = Date.now();
  const stats: FuzzStats = {
    seed: options.seed,
    routes: [],
    requests: 0,
    byStatus: {},
    byKind: {},
    byRoute: {},
    controls: {},
    unbuilt: 0,
    failures: [],
    durationMs: 0,
  };
  for (const route of [...routes].sort((a, b) => order(a) - order(b))) {
    const key = routeKey(route);
    stats.routes.push(key);
    const requests = fc.sample(requestArbitrary(route, world), {
      seed: (options.seed ^ hash32(key)) | 0,
      numRuns: options.perRoute,
    });
    let routeFailures = 0;
    const statuses: Record<string, number> = {};
    stats.byRoute[key] = statuses;
    // First the request a well-meaning client with the right identity sends: it should succeed,
    // which shows the route's generated requests run against a world where success is possible.
    const control = await world.t.app.inject(wellFormedCall(route, world, rightfulCaller(route)));
    stats.controls[key] = control.statusCode;
    stats.requests += 1;
    statuses[control.statusCode] = (statuses[control.statusCode] ?? 0) + 1;
    const controlProblem = problemWith(route, control);
    if (controlProblem) {
      stats.failures.push({
        route: key,
        problem: `control request ${controlProblem}`,
        status: control.statusCode,
        method: route.method,
        url: route.path,
        identity: rightfulCaller(route),
        kind: 'control',
        answer: control.body.slice(0, 300),
      });
    }
    await world.refreshTokens();
    for (const request of requests) {
      const response = await send(world, request);
      if (!response) {
        stats.unbuilt += 1;
        continue;
      }
      stats.requests += 1;
      if (response === 'hung') {
        routeFailures += 1;
        stats.failures.push({
          ...describe(key, request),
          problem: `no answer within ${ANSWER_WITHIN_MS / 1000} s`,
          status: 0,
          answer: '',
        });
        continue;
      }
      stats.byStatus[response.statusCode] = (stats.byStatus[response.statusCode] ?? 0) + 1;
      stats.byKind[request.kind] = (stats.byKind[request.kind] ?? 0) + 1;
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      const problem = problemWith(request, response);
      if (!problem) continue;
      routeFailures += 1;
      stats.failures.push({
        ...describe(key, request),
        problem,
        status: response.statusCode,
        answer: response.body.slice(0, 300),
      });
    }
    options.log?.(`${key}: ${requests.length} requests${routeFailures ? `, ${routeFailures} FAILED` : ''}`);
    await world.refreshTokens();
  }
  stats.durationMs = Date.now() - started;
  return stats;
}

/** The failures grouped by route, problem and answer, for a readable report. */
export function distinctFailures(failures: FuzzFailure[]): (FuzzFailure & { count: number })[] {
  const groups = new Map<string, FuzzFailure & { count: number }>();
  for (const failure of failures) {
    const id = `${failure.route}|${failure.problem}|${failure.answer.slice(0, 80)}`;
    const group = groups.get(id);
    if (group) group.count += 1;
    else groups.set(id, { ...failure, count: 1 });
  }
  return [...groups.values()];
}
