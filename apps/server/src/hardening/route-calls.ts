import type { InjectOptions } from 'fastify';
import type { ApiRoute } from '../test/api-routes.js';
import { fillPath } from '../test/api-routes.js';
import { nextRemoteAddress } from '../test/factories.js';
import { JSON_EXAMPLES } from './json-examples.js';
import { multipartBody, multipartHeaders } from './multipart-bodies.js';
import { MULTIPART_FORMS } from './multipart-forms.js';
import type { Identity, World } from './world.js';

/** Who may call a route, read from its OpenAPI operation (tags and security) with a few stated exceptions. */
export type Access = 'public' | 'customer' | 'admin' | 'session-optional' | 'admin-session';

/**
 * Routes whose access the document's tags and security cannot say. Every other route is classified
 * by rule: tagged `admin` → admin-only; with bearer security → customer; otherwise public.
 */
export const ACCESS_EXCEPTIONS: Record<string, { access: Access; why: string }> = {
  'POST /api/forcelogout/': {
    access: 'session-optional',
    why: 'logging out without a session has nothing to end and answers Success',
  },
  'GET /api/generate-private-token/': {
    access: 'admin-session',
    why: 'an admin’s login token asks for the private token here; a customer gets 403',
  },
};

export function accessOf(route: ApiRoute): Access {
  const exception = ACCESS_EXCEPTIONS[`${route.method} ${route.path}`];
  if (exception) return exception.access;
  if (route.admin) return 'admin';
  return route.bearer ? 'customer' : 'public';
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
                : 1;
  return {
    title,
    id: String(id),
    email: world.customerEmail,
    side: 'front',
    token: 'x'.repeat(40),
    slug: 'pagina-da-modificare',
    idMember: String(world.ids.member),
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
