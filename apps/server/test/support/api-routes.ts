import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Executor, selectRows } from '../../src/db/client.js';

/** A JSON Schema fragment as the OpenAPI document gives it. */
export type JsonSchema = Record<string, unknown>;

/** One operation of the API, as its OpenAPI document describes it. */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path: `/api/article/{title}`. */
  path: string;
  tags: string[];
  /** The operation says it takes a bearer token. */
  bearer: boolean;
  /** Admin-only routes are tagged `admin` (they take only the private token). */
  admin: boolean;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** The JSON body schema, when the route reads a JSON body. */
  body?: JsonSchema;
  summary: string;
}

interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every operation of the API, read from the app's own OpenAPI document (generated from the routes'
 * zod schemas), so a route added tomorrow is listed without anyone touching a test.
 */
export function documentedRoutes(app: FastifyInstance): ApiRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]));
      routes.push({
        method: method.toUpperCase() as ApiRoute['method'],
        path,
        tags: operation.tags ?? [],
        bearer: (operation.security?.length ?? 0) > 0,
        admin: operation.tags?.includes('admin') ?? false,
        params: pick('path'),
        query: pick('query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        summary: operation.summary ?? '',
      });
    }
  }
  return routes;
}

/** `/api/article/{title}` with each parameter filled in (and URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/**
 * Every method and path the router answers, read from `printRoutes` (HEAD included), so that a
 * route left out of the OpenAPI document is noticed too.
 */
export function routerRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const found: { method: string; path: string }[] = [];
  for (const line of lines) {
    const match = line.match(/^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) found.push({ method, path });
    }
  }
  return found;
}

/** Row digests of every table: the fingerprint of "nothing changed". */
export async function databaseFingerprint(db: Executor): Promise<string> {
  const tables = await selectRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = await selectRows<{ digest: string | null }>(
      db,
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from "${table}" t`),
    );
    parts.push(`${table}:${row?.digest ?? 'empty'}`);
  }
  return parts.join('\n');
}
