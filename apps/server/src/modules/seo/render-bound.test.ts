import { describe, expect, it } from 'vitest';
import { readHead, useFixtureRendererApp } from '../../../test/fixtures/seo.fixtures.js';

/*
 * Drawing a page is the costliest thing an anonymous request can ask for. Uncached renders are bounded
 * per client address (120 a minute) and in total (one drawn at a time); beyond either bound the page is
 * sent as the app's shell with its own head, which the browser draws by itself, not kept, so the next
 * visitor still gets it drawn. Pages held in the cache are never bounded: they cost no render.
 */
const RENDERS_PER_ADDRESS = 120;
const RENDERS_AT_ONCE = 1;

const { t, renderer } = useFixtureRendererApp({ seed: false });

let lastAddress = 0;
/** An address no earlier test has spent any allowance of. */
const freshAddress = () => `10.30.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;
const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
type Answer = Awaited<ReturnType<typeof get>>;

const isDrawn = (answer: Answer) => answer.body.includes('id="page-state"');

/** The app's shell with the page's own head: no content, not kept, asked for again on every visit. */
function expectShell(answer: Answer, status = 200) {
  expect(answer.statusCode).toBe(status);
  expect(answer.body).toContain('<div id="root"></div>');
  expect(isDrawn(answer)).toBe(false);
  expect(answer.headers['cache-control']).toBe('no-cache');
  expect(answer.headers.etag).toBeUndefined();
}

/** Waits until `count` renders are being held by the fixture renderer. */
async function untilHeld(count: number) {
  const deadline = Date.now() + 10_000;
  while (renderer.held.length < count) {
    if (Date.now() > deadline) throw new Error(`${renderer.held.length} renders held, ${count} expected`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('uncached renders per client address', () => {
  it('draws 120 for one address, then sends it the shell while another address still gets its page drawn', async () => {
    const address = freshAddress();
    for (let n = 1; n <= RENDERS_PER_ADDRESS; n++) {
      const answer = await get(`/blog?q=${n}`, address);
      expect(isDrawn(answer), `render ${n}`).toBe(true);
    }
    const beyond = await get('/blog?q=beyond', address);
    expectShell(beyond);
    expect(readHead(beyond.body).title).toBe('Blog · Cammini di Crescita');
    expect(renderer.renders).toHaveLength(RENDERS_PER_ADDRESS);

    expect(isDrawn(await get('/blog?q=other', freshAddress()))).toBe(true);
    // The not-found page is drawn too, and counted the same way.
    expectShell(await get('/nessuna/pagina', address), 404);
    expect(isDrawn(await get('/nessuna/pagina', freshAddress()))).toBe(true);
  });

  it('still answers a page held in the cache to an address past its allowance', async () => {
    await get('/faq', freshAddress());
    await get('/faq', freshAddress());
    const spent = freshAddress();
    for (let n = 1; n <= RENDERS_PER_ADDRESS; n++) await get(`/blog?q=${n}`, spent);
    const cached = await get('/faq', spent);
    expect(cached.statusCode).toBe(200);
    expect(isDrawn(cached)).toBe(true);
    expect(cached.headers.etag).toBeDefined();
  });

  it('keeps the shell out of the cache: the next visitor gets the page drawn', async () => {
    const spent = freshAddress();
    for (let n = 1; n <= RENDERS_PER_ADDRESS; n++) await get(`/blog?q=${n}`, spent);
    renderer.renders.length = 0;
    expectShell(await get('/faq', spent));
    expectShell(await get('/faq', spent));
    expect(isDrawn(await get('/faq', freshAddress()))).toBe(true);
    expect(renderer.renders).toEqual(['it /faq']);
  });
});

describe('uncached renders at once', () => {
  it('draws one at a time, sending the shell to another visitor meanwhile, from any address', async () => {
    const drawing = get('/blog?hold', freshAddress());
    await untilHeld(RENDERS_AT_ONCE);
    expectShell(await get('/blog?q=second', freshAddress()));
    expectShell(await get('/faq', freshAddress()));
    expectShell(await get('/nessuna/pagina', freshAddress()), 404);

    for (const release of renderer.held.splice(0)) release();
    expect(isDrawn(await drawing)).toBe(true);
    expect(isDrawn(await get('/blog?q=after', freshAddress()))).toBe(true);
  });

  it('lets a page held in the cache through while a render is under way', async () => {
    await get('/faq', freshAddress());
    await get('/faq', freshAddress());
    const drawing = get('/blog?hold', freshAddress());
    await untilHeld(RENDERS_AT_ONCE);
    expect(isDrawn(await get('/faq', freshAddress()))).toBe(true);
    for (const release of renderer.held.splice(0)) release();
    await drawing;
  });

  it('frees the place when a render fails', async () => {
    const failed = await get('/blog?fail', freshAddress());
    expect(failed.statusCode).toBe(200);
    expect(isDrawn(failed)).toBe(false);
    expect(isDrawn(await get('/blog?q=next', freshAddress()))).toBe(true);
  });
});
