import fc from 'fast-check';
import type { FormParts } from '../fixtures/course-admin.fixtures.js';
import type { ApiRoute } from '../support/api-routes.js';
import type { TestFile } from '../support/multipart.js';
import { evilStrings } from './arbitraries.js';
import { MULTIPART_FORMS } from './multipart-forms.js';
import type { World } from './world.js';

/** Multipart bodies for the fuzzer: near-valid forms with one hostile part, forms cut off, garbage. */

const BOUNDARY = '----cammini-fuzz-boundary';

function disposition(name: string, filename?: string) {
  const quoted = (text: string) => text.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
  return `Content-Disposition: form-data; name="${quoted(name)}"${filename === undefined ? '' : `; filename="${quoted(filename)}"`}`;
}

/** A multipart body written by hand, so names, types and bytes can be anything a client could send. */
export function multipartBody(parts: FormParts, boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\n`));
      if (typeof item === 'string') {
        chunks.push(Buffer.from(`${disposition(name)}\r\n\r\n`), Buffer.from(item), Buffer.from('\r\n'));
      } else {
        const file = item as TestFile;
        chunks.push(
          Buffer.from(
            `${disposition(name, file.filename)}\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          Buffer.from(file.bytes),
          Buffer.from('\r\n'),
        );
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartHeaders = (boundary = BOUNDARY) => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
});

export const garbageMultipart = fc.oneof(
  fc.constant(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated`)),
  fc.constant(Buffer.from(`--${BOUNDARY}--\r\n`)),
  fc.constant(Buffer.from(`--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--\r\n`)),
  fc.constant(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`)),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  fc
    .tuple(fc.constantFrom(...evilStrings), fc.constantFrom(...evilStrings))
    .map(([name, value]) => multipartBody({ [name || 'x']: value })),
);

/** A file with a hostile name or content, in place of a good one. */
const hostileFile = fc
  .tuple(
    fc.constantFrom(
      '../../etc/passwd',
      '..\\..\\x.png',
      '/etc/passwd',
      'C:\\Windows\\x.png',
      'a\u0000.png',
      'x'.repeat(1000),
      '.htaccess',
      'index.html',
      'foto.png.php',
      '',
    ),
    fc.constantFrom('image/png', 'text/html', 'video/mp4', 'application/pdf', 'image/svg+xml', ''),
    fc.oneof(
      fc.constant(Buffer.from('<html><script>alert(1)</script></html>')),
      fc.constant(Buffer.from('GIF89a<script>alert(1)</script>')),
      fc.constant(Buffer.from('\x89PNG\r\n\x1a\n<?php system($_GET["c"]); ?>', 'latin1')),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      fc.constant(Buffer.from('%PDF-1.4\n/OpenAction << /JS (app.alert(1)) >>')),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.alloc(0)),
    ),
  )
  .map(([filename, type, bytes]): TestFile => ({ filename, type, bytes }));

export function multipartStrategies(route: ApiRoute, world: World): fc.Arbitrary<{ payload: Buffer; kind: string }> {
  const form = MULTIPART_FORMS[`${route.method} ${route.path}`];
  if (!form) return garbageMultipart.map((payload) => ({ payload, kind: 'multipart-garbage' }));
  const good = () => ({ ...form.fields(world), ...form.files(world) });
  const textNames = Object.keys(form.fields(world));
  const fileNames = Object.keys(form.files(world));
  return fc.oneof(
    { arbitrary: fc.constant(null).map(() => ({ payload: multipartBody(good()), kind: 'form-valid' })), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(...(textNames.length ? textNames : ['x'])),
          fc.oneof(fc.constantFrom(...evilStrings), fc.string()),
        )
        .map(([name, value]) => ({ payload: multipartBody({ ...good(), [name]: value }), kind: 'form-field-mutated' })),
      weight: 5,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...evilStrings, 'title', 'id', 'foto', '__proto__'), fc.constantFrom(...evilStrings))
        .map(([name, value]) => ({
          payload: multipartBody({ ...good(), [name || 'x']: value }),
          kind: 'form-extra-field',
        })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...(fileNames.length ? fileNames : ['file'])), hostileFile)
        .map(([name, file]) => ({ payload: multipartBody({ ...good(), [name]: file }), kind: 'form-hostile-file' })),
      weight: 3,
    },
    {
      // The body breaks off somewhere (a closed tab, a dropped connection), maybe inside a file.
      arbitrary: fc.double({ min: 0, max: 1, noNaN: true }).map((where) => {
        const whole = multipartBody(good());
        return { payload: whole.subarray(0, Math.floor(whole.length * where)), kind: 'form-cut-off' };
      }),
      weight: 2,
    },
    { arbitrary: garbageMultipart.map((payload) => ({ payload, kind: 'multipart-garbage' })), weight: 2 },
  );
}
