import type { InjectOptions } from 'fastify';
import type { ApiRoute } from '../support/api-routes.js';
import { fillPath } from '../support/api-routes.js';
import { nextRemoteAddress } from '../support/factories.js';
import { JSON_EXAMPLES } from './json-examples.js';
import { multipartBody, multipartHeaders } from './multipart-bodies.js';
import { MULTIPART_FORMS } from './multipart-forms.js';
import { type Access, ROUTE_TABLE } from './route-table.js';
import type { Identity, World } from './world.js';

export type { Access } from './route-table.js';

/**
 * Who may call a route, as `ROUTE_TABLE` states it. A route without a row is expected to be
 * admin-only (the strictest expectation) until someone writes its row; the matrix fails on it anyway.
 */
export function accessOf(route: Pick<ApiRoute, 'method' | 'path'>): Access {
  return ROUTE_TABLE[`${route.method} ${route.path}`]?.access ?? 'admin';
}

/** A real value for each path parameter, so the call reaches a real row when it is allowed. */
export function pathValues(route: ApiRoute, world: World): Record<string, string> {
  const { path } = route;
  const title = /onlinecourse|checkout/.test(path)
    ? world.titles.onlineCourse
    : /course/.test(path)
      ? world.titles.course
      : world.titles.article;
  const id = /lessons/.test(path)
    ? world.ids.lesson
    : /^\/api\/courses\/\{id\}/.test(path)
      ? world.ids.course
      : /landingpage/.test(path)
        ? world.ids.landingPage
        : /topic/.test(path)
          ? world.ids.topic
          : /member/.test(path)
            ? world.ids.member
            : /document/.test(path)
              ? world.ids.document
              : /geo/.test(path)
                ? 'IT'
                : /orders/.test(path)
                  ? '00000000-0000-4000-8000-000000000000'
                  : // No customer: erasing the world's customer would take the battery's sessions and documents.
                    /admin\/customers/.test(path)
                    ? 2_000_000_000
                    : 1;
  return {
    title,
    id: String(id),
    email: world.customerEmail,
    side: 'front',
    token: 'x'.repeat(40),
    slug: 'pagina-da-modificare',
    idMember: String(world.ids.member),
    // The first video of the course: every demo course has one.
    position: '1',
    language: 'it',
  };
}

/** The request a well-meaning client sends to the route: real path values and a body it accepts. */
export function wellFormedCall(route: ApiRoute, world: World, identity: Identity): InjectOptions {
  const key = `${route.method} ${route.path}`;
  const url = fillPath(route.path, pathValues(route, world));
  const base = { method: route.method, url, remoteAddress: nextRemoteAddress() } as const;
  const headers = world.headersOf(identity);
  const form = MULTIPART_FORMS[key];
  if (form) {
    return {
      ...base,
      headers: { ...headers, ...multipartHeaders() },
      payload: multipartBody({ ...form.fields(world), ...form.files(world) }),
    };
  }
  const example = JSON_EXAMPLES[key];
  if (example) return { ...base, headers, payload: example(world) };
  if (route.body) return { ...base, headers, payload: {} };
  return { ...base, headers };
}
