import fc from 'fast-check';
import type { ApiRoute } from '../support/api-routes.js';
import { deeplyNested, evilStrings, evilValue, fromSchema, mutated } from './arbitraries.js';
import { JSON_EXAMPLES } from './json-examples.js';
import { garbageMultipart, multipartHeaders, multipartStrategies } from './multipart-bodies.js';
import { MULTIPART_FORMS } from './multipart-forms.js';
import type { Identity, World } from './world.js';

/** One generated request; the identity's token is added when it is sent (tokens may be renewed). */
export interface FuzzRequest {
  method: string;
  url: string;
  identity: Identity | 'junkToken';
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which strategy made the body, for the report. */
  kind: string;
  remoteAddress: string;
}

/** Path segments that are already encoded, or deliberately badly encoded. */
const rawSegments = [
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '.',
  '%',
  '%zz',
  '%c0%ae%c0%ae',
  '%00',
  'a%00b',
  '%ff%fe',
  '%ED%A0%80',
  '%F0%9F%98%80',
  'a%2Fb',
  '%252e%252e',
  'a'.repeat(301),
  'a'.repeat(4000),
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999',
  '2147483648',
  '__proto__',
  'constructor',
  '%7B%7B7*7%7D%7D',
];

const junkHeaderValues = [
  '',
  ' ',
  'x'.repeat(8000),
  '\t',
  '*',
  'bytes=0-',
  'bytes=-1',
  'bytes=999999999-',
  'it;q=abc,en',
];

const junkAuthorization = [
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Bearer undefined',
  `Bearer ${'a'.repeat(199)}`,
  `Bearer ${'a'.repeat(5000)}`,
  'Bearer a b c',
  'Basic YWRtaW46YWRtaW4=',
  'bearer %00',
  'Token 123',
];

const contentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/png',
  'application/merge-patch+json',
  ';;;',
];

const malformedJson = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  'NaN',
  '{"a":1}{"b":2}',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"just a string"',
  '12345678901234567890',
  deeplyNested(5000, 'array'),
  deeplyNested(2000, 'object'),
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];

/** encodeURIComponent, with lone surrogates (which it refuses) sent as U+FFFD; raw ones come from rawSegments. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

function pathFor(route: ApiRoute, world: World): fc.Arbitrary<string> {
  const names = Object.keys(route.params);
  if (names.length === 0) return fc.constant(route.path);
  const value = (name: string) =>
    fc.oneof(
      {
        arbitrary: fromSchema(route.params[name], world.known, 0, name).map((v) => encodeSegment(String(v))),
        weight: 4,
      },
      { arbitrary: fc.constantFrom(...evilStrings).map(encodeSegment), weight: 2 },
      { arbitrary: fc.constantFrom(...rawSegments), weight: 2 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeSegment), weight: 1 },
    );
  return fc
    .tuple(...names.map(value))
    .map((values) => route.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[names.indexOf(name)] ?? '1'));
}

function queryFor(route: ApiRoute, world: World): fc.Arbitrary<string> {
  const names = Object.keys(route.query);
  const fitting = fc
    .tuple(...names.map((name) => fc.option(fromSchema(route.query[name], world.known, 0, name), { nil: undefined })))
    .map((values) => {
      const search = new URLSearchParams();
      names.forEach((name, index) => {
        const v = values[index];
        if (v !== undefined) search.append(name, String(v));
      });
      return search.toString();
    });
  const hostile = fc
    .tuple(
      fc.constantFrom(...names, 'q', 'limit', 'offset', '__proto__[polluted]', 'constructor[prototype][x]', 'a[]', ''),
      fc.oneof(fc.constantFrom(...evilStrings).map(encodeSegment), fc.constantFrom('%zz', '%', '1&1', '-1', '1e9')),
      fc.boolean(),
    )
    .map(([name, value, twice]) => `${name}=${value}${twice ? `&${name}=${value}` : ''}`);
  return fc.oneof(
    { arbitrary: fitting, weight: 3 },
    { arbitrary: hostile, weight: 2 },
    { arbitrary: fc.constant(''), weight: 1 },
  );
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
  kind: string;
}

function bodyFor(route: ApiRoute, world: World): fc.Arbitrary<Body> {
  const json = (value: unknown, kind: string): Body => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
    kind,
  });
  const alwaysOther = fc.oneof(
    { arbitrary: evilValue.map((value) => json(value, 'json-evil')), weight: 2 },
    {
      arbitrary: fc
        .constantFrom(...malformedJson)
        .map((text) => ({ payload: text, contentType: 'application/json', kind: 'json-malformed' })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...contentTypes), fc.constantFrom('a=1&b=2', '<x/>', '{"a":1}', '\u0000\u0001', ''))
        .map(([contentType, payload]) => ({ payload, contentType, kind: 'content-type-wrong' })),
      weight: 2,
    },
    { arbitrary: fc.constant({ payload: '', contentType: 'application/json', kind: 'json-empty' }), weight: 1 },
    { arbitrary: fc.constant({ payload: '{"a":1}', kind: 'content-type-missing' }), weight: 1 },
    {
      arbitrary: garbageMultipart.map((payload) => ({
        payload,
        contentType: multipartHeaders()['content-type'],
        kind: 'multipart-garbage',
      })),
      weight: 1,
    },
  );
  if (MULTIPART_FORMS[`${route.method} ${route.path}`]) {
    return fc.oneof(
      {
        arbitrary: multipartStrategies(route, world).map(({ payload, kind }) => ({
          payload,
          contentType: multipartHeaders()['content-type'],
          kind,
        })),
        weight: 6,
      },
      { arbitrary: alwaysOther, weight: 3 },
    );
  }
  const example = JSON_EXAMPLES[`${route.method} ${route.path}`];
  if (route.body && example) {
    const properties = Object.keys(example(world));
    const swapped = fc
      .tuple(fc.constantFrom(...properties, '__proto__', 'constructor', 'group', 'id'), evilValue, fc.boolean())
      .map(([key, value, drop]) => {
        const body: Record<string, unknown> = { ...example(world) };
        if (drop) delete body[key];
        else Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
        return json(body, drop ? 'json-example-field-dropped' : 'json-example-field-swapped');
      });
    return fc.oneof(
      { arbitrary: fc.constant(null).map(() => json(example(world), 'json-example')), weight: 1 },
      { arbitrary: swapped, weight: 5 },
      { arbitrary: fromSchema(route.body, world.known).map((value) => json(value, 'json-fitting')), weight: 2 },
      { arbitrary: alwaysOther, weight: 3 },
    );
  }
  if (route.body) {
    return fc.oneof(
      { arbitrary: fromSchema(route.body, world.known).map((value) => json(value, 'json-fitting')), weight: 4 },
      { arbitrary: mutated(route.body, world.known).map((value) => json(value, 'json-mutated')), weight: 4 },
      { arbitrary: alwaysOther, weight: 3 },
    );
  }
  if (route.method === 'GET') {
    return fc.oneof({ arbitrary: fc.constant({ kind: 'none' }), weight: 9 }, { arbitrary: alwaysOther, weight: 1 });
  }
  return fc.oneof({ arbitrary: fc.constant({ kind: 'none' }), weight: 3 }, { arbitrary: alwaysOther, weight: 3 });
}

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-language',
    'if-none-match',
    'range',
    'x-request-id',
    'accept-encoding',
    'cookie',
    'origin',
  ),
  fc.oneof(
    fc.constantFrom(...junkHeaderValues),
    fc.constantFrom('text/html', 'application/json', '*/*', 'en-US,en;q=0.9', 'br, gzip', 'W/"x"'),
    fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
  ),
  { maxKeys: 3 },
);

/** Every kind of request the fuzzer sends to one route. */
export function requestArbitrary(route: ApiRoute, world: World): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { arbitrary: fc.constant(route.method), weight: 18 },
    { arbitrary: fc.constantFrom('PATCH', 'OPTIONS', route.method === 'GET' ? 'HEAD' : 'GET', 'DELETE'), weight: 1 },
  );
  const identity = fc.oneof(
    { arbitrary: fc.constant<Identity | 'junkToken'>('visitor'), weight: 2 },
    { arbitrary: fc.constant<Identity | 'junkToken'>('customer'), weight: 3 },
    { arbitrary: fc.constant<Identity | 'junkToken'>('admin'), weight: 4 },
    { arbitrary: fc.constant<Identity | 'junkToken'>('adminLogin'), weight: 1 },
    { arbitrary: fc.constant<Identity | 'junkToken'>('junkToken'), weight: 1 },
  );
  return fc
    .record({
      method,
      path: pathFor(route, world),
      query: queryFor(route, world),
      body: bodyFor(route, world),
      identity,
      junkAuthorization: fc.constantFrom(...junkAuthorization),
      headers: extraHeaders,
      address: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
    })
    .map(({ method, path, query, body, identity, junkAuthorization: junk, headers, address }) => ({
      method,
      url: query ? `${path}?${query}` : path,
      identity,
      headers: {
        ...headers,
        ...(identity === 'junkToken' ? { authorization: junk } : {}),
        ...(body.contentType !== undefined ? { 'content-type': body.contentType } : {}),
      },
      payload: body.payload,
      kind: body.kind,
      remoteAddress: `10.${address[0]}.${address[1]}.${address[2]}`,
    }));
}
