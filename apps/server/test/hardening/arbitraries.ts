import fc from 'fast-check';
import type { JsonSchema } from '../support/api-routes.js';

/*
 * fast-check arbitraries for the fuzzer: values that fit a route's JSON Schema (so requests get
 * past validation and reach the handler), and values chosen to break servers: wrong types, edge
 * numbers, NUL bytes, lone surrogates, huge strings, prototype-pollution keys, deep nesting.
 */

/** Strings that break parsers, databases, path handling and templates. */
export const evilStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  '😀'.repeat(300),
  'é'.normalize('NFD'),
  '\r\n\r\nSet-Cookie: x=1',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'C:\\boot.ini',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'; drop table users; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, on purpose.
  '${7*7}{{7*7}}<%= 7*7 %>',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x7fffffff',
  '99999999999999999999999999999',
  '2147483648',
  '-2147483649',
  '0000000001',
  '1.5',
  'true',
  'null',
  'undefined',
  '[object Object]',
  'a'.repeat(301),
  'a'.repeat(5001),
  'x'.repeat(70_000),
  'http://169.254.169.254/latest/meta-data/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:a@b.c\r\nbcc:x@y.z',
  'a@b',
  'cliente@example.com',
  'ADMIN@EXAMPLE.COM ',
  '1990-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
  'fas fa-heart',
  '#ffa400',
  'IT60X0542811101000000123456',
  'RSSMRA85T10A562S',
];

export const evilNumbers = [
  0,
  -0,
  -1,
  1,
  1.5,
  -1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** Objects meant to reach a merge or an `in` check on the server. */
export const pollutionObjects: unknown[] = [
  JSON.parse('{"__proto__":{"polluted":true,"isAdmin":true,"group":"admin"}}'),
  { constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__":null}'),
  { hasOwnProperty: 1, toString: 'x', valueOf: [] },
];

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const anyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...evilStrings),
);

/** Any JSON value, evil ones weighted in. */
export const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: anyString, weight: 4 },
  { arbitrary: fc.constantFrom(...evilNumbers), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 1 },
  { arbitrary: fc.constantFrom(...pollutionObjects), weight: 1 },
  { arbitrary: fc.array(anyString, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** What a field's name says about its value, where the schema's JSON form cannot (zod refinements). */
function hintedStrings(name: string, known: string[]): fc.Arbitrary<string>[] {
  if (/mail/i.test(name)) {
    const emails = known.filter((value) => value.includes('@'));
    return [fc.emailAddress(), ...(emails.length ? [fc.constantFrom(...emails)] : [])];
  }
  if (/birth|date/i.test(name)) {
    return [
      fc
        .date({ min: new Date('1930-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    ];
  }
  if (/^(CF|taxCode)$/i.test(name)) return [fc.constant('RSSMRA85T10A562S')];
  if (/iban/i.test(name)) return [fc.constant('IT60X0542811101000000123456')];
  if (/phone/i.test(name)) return [fc.stringMatching(/^\+39 3\d{2} \d{7}$/)];
  return [];
}

function stringFor(schema: JsonSchema, known: string[], name: string): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  const options: fc.Arbitrary<string>[] = hintedStrings(name, known);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') options.push(fc.emailAddress());
  if (schema.format === 'date') {
    options.push(fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)));
  }
  if (typeof schema.pattern === 'string') {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, max)));
    } catch {
      // A pattern JavaScript cannot compile: plain strings will do.
    }
  }
  const fitting = known.filter((value) => value.length >= min && value.length <= max);
  if (fitting.length > 0) options.push(fc.constantFrom(...fitting));
  options.push(fc.string({ minLength: Math.min(min, 20), maxLength: Math.max(Math.min(max, 30), min) }));
  return fc.oneof(...options);
}

function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  if (schema.type === 'integer') return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true }));
}

/**
 * Values that fit `schema` as far as JSON Schema can say (refinements the schema cannot express
 * may still fail): what a well-meaning client would send. `known` holds values from the database
 * (titles, e-mails, ids) so lookups sometimes find a real row.
 */
export function fromSchema(
  schema: JsonSchema | undefined,
  known: string[] = [],
  depth = 0,
  name = '',
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map((variant) => fromSchema(variant, known, depth + 1, name)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return fromSchema(schema.allOf[0], known, depth + 1, name);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const nullable = schema.nullable === true;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let value: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      value = stringFor(schema, known, name);
      break;
    case 'integer':
    case 'number':
      value = numberFor(schema);
      break;
    case 'boolean':
      value = fc.boolean();
      break;
    case 'null':
      value = fc.constant(null);
      break;
    case 'array': {
      const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 5, 5);
      const minLength = Math.min(typeof schema.minItems === 'number' ? schema.minItems : 0, maxLength);
      value = fc.array(fromSchema(schema.items as JsonSchema, known, depth + 1, name), { minLength, maxLength });
      break;
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      if (type === undefined && Object.keys(properties).length === 0) {
        value = evilValue;
        break;
      }
      const required = new Set((schema.required ?? []) as string[]);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, fromSchema(property, known, depth + 1, key)]),
      );
      value = fc.record(shape, { requiredKeys: [...required].filter((key) => key in shape) });
      break;
    }
    default:
      value = evilValue;
  }
  return nullable ? fc.option(value, { nil: null }) : value;
}

/** A schema-shaped object with one property swapped for an evil value, or an evil key added. */
export function mutated(schema: JsonSchema | undefined, known: string[]): fc.Arbitrary<unknown> {
  const properties = Object.keys((schema?.properties ?? {}) as object);
  const base = fromSchema(schema, known);
  const keys = [...properties, '__proto__', 'constructor', 'id', 'email', 'group', 'isAdmin'];
  return fc.tuple(base, fc.constantFrom(...keys), evilValue, fc.boolean()).map(([value, key, evil, drop]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return evil;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (drop && properties.length > 0) delete copy[key];
    else Object.defineProperty(copy, key, { value: evil, enumerable: true, writable: true, configurable: true });
    return copy;
  });
}
