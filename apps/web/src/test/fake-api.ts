import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

interface Answer {
  status?: number;
  body?: unknown;
}

type Route = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

/**
 * Stubs `fetch` with answers keyed by "METHOD /path" (query string included when the key has one).
 * Unknown calls answer 404 as the server does; every call is recorded for assertions.
 */
export function stubApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Matched decoded, as the server's router reads it: /current-group/maria%40example.com is .../maria@example.com.
    const path = decodeURIComponent(String(input));
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: RecordedCall = {
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.authorization,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    const answer: Answer = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: { message: 'Risorsa non trovata', error: 'NOT_FOUND' } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls made to one "METHOD /path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path.split('?')[0]}` === key),
  };
}

export const success = (extra: Record<string, unknown> = {}): Answer => ({ body: { message: 'Success', ...extra } });
export const failure = (
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
): Answer => ({
  status,
  body: { message, error, ...extra },
});

/** A small slice of the geo data: Italy with provinces, France without. */
export const geoRoutes: Record<string, Route> = {
  'GET /api/geo/countries': {
    body: {
      level: 'country',
      places: [
        { id: 'IT', name: 'Italia' },
        { id: 'FR', name: 'Francia' },
      ],
    },
  },
  'GET /api/geo/places/IT/children': {
    body: {
      level: 'region',
      places: [
        { id: 'IT-R-08', name: 'Emilia-Romagna' },
        { id: 'IT-R-09', name: 'Toscana' },
      ],
    },
  },
  'GET /api/geo/places/IT-R-09/children': {
    body: {
      level: 'province',
      places: [
        { id: 'IT-P-FI', name: 'Firenze' },
        { id: 'IT-P-SI', name: 'Siena' },
      ],
    },
  },
  'GET /api/geo/places/IT-P-FI/children': {
    body: {
      level: 'city',
      places: [
        { id: 'IT-C-048017', name: 'Firenze' },
        { id: 'IT-C-048014', name: 'Fiesole' },
      ],
    },
  },
  'GET /api/geo/places/FR/children': {
    body: { level: 'region', places: [{ id: 'FR-S-IDF', name: 'Île-de-France' }] },
  },
  'GET /api/geo/places/FR-S-IDF/children': {
    body: {
      level: 'city',
      places: [
        { id: 'FR-S-IDF-C-0', name: 'Paris' },
        { id: 'FR-S-IDF-C-1', name: 'Versailles' },
      ],
    },
  },
};
