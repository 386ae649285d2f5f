import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.js';

const script = `export const parole = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `parola-${i}`))};`;

let web: TestApp;
let dist: string;

/** A text file of the build, with the brotli and gzip copies the web build writes beside it. */
async function writeBuiltText(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cammini-web-'));
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  await writeBuiltText(path.join(dist, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(dist, 'assets', 'tiny-abc123.css'), 'body{margin:0}');
  await writeBuiltText(
    path.join(dist, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  );
  web = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await web.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });

describe('built files', () => {
  it('sends a hashed script as the build compressed it with brotli or gzip, cached for a year', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a revalidation with 304 and a range with the plain bytes', async () => {
    const first = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const revalidated = await get('/assets/index-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    const range = await get('/assets/index-abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe(script.slice(0, 10));
  });

  it("sends the build's compressed copy of any text file, and a file without one as it is", async () => {
    expect((await get('/favicon.svg', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    const tiny = await get('/assets/tiny-abc123.css', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('body{margin:0}');
  });

  it('never sends the raw index.html, which only goes out rendered for a page', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Pagina non trovata');
  });

  it('answers unknown API, upload and asset paths with a JSON 404', async () => {
    for (const url of ['/api/nothing', '/uploads/nothing.webp', '/assets/nothing.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Risorsa non trovata', error: 'NOT_FOUND' });
    }
  });
});
