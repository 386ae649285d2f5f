import { describe, expect, it } from 'vitest';
import { useFixtureRendererApp } from '../../../test/fixtures/seo.fixtures.js';
import { faqs } from '../../db/schema/index.js';
import { CacheTag } from '../../lib/cache-tags.js';

// renderer.renders: each render of the fixture renderer, as "language path" (the server imports the same module).
const { t, renderer } = useFixtureRendererApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const english = { cookie: 'theme=calm; language=en' };

describe('a public page rendered on the server', () => {
  it('carries its content, drawn from the API in process, and the state the browser hydrates from', async () => {
    const questions = (await t.db.select().from(faqs)).map((faq) => faq.question);
    expect(questions.length).toBeGreaterThan(0);
    const page = await get('/faq');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('<div id="root"><main><h1>Domande frequenti</h1>');
    for (const question of questions) expect(page.body).toContain(`<li>${question}</li>`);
    expect(page.body).toContain('</div><script type="application/json" id="page-state">{}</script>');
  });

  it('is named by the title the page itself sets, in its language, so hydration keeps it', async () => {
    expect((await get('/faq')).body).toContain('<title>Domande frequenti · Cammini di Crescita</title>');
    const page = await get('/faq', english);
    expect(page.body).toContain('<title>Frequently asked questions · Cammini di Crescita</title>');
    expect(page.body).toContain('<meta property="og:locale" content="en_GB" />');
  });

  it("is rendered in the language of the visitor's cookie, Italian without one", async () => {
    const page = await get('/faq', english);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Frequently asked questions</h1>');
    expect((await get('/faq', { cookie: 'language=de' })).body).toContain('<h1>Domande frequenti</h1>');
    expect(renderer.renders).toEqual(['en /faq', 'it /faq']);
  });

  it('is kept once per language and answered from the cache, varying by cookie for shared caches', async () => {
    const italian = await get('/faq');
    const inEnglish = await get('/faq', english);
    expect(italian.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(inEnglish.headers.etag).not.toBe(italian.headers.etag);
    // Again in both languages: the before-routing answer keeps them apart.
    expect((await get('/faq', english)).body).toBe(inEnglish.body);
    expect((await get('/faq')).body).toBe(italian.body);
    expect(renderer.renders).toEqual(['it /faq', 'en /faq']);
    const revalidated = await get('/faq', { ...english, 'if-none-match': inEnglish.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
  });

  it('is drawn again after a write to what it shows', async () => {
    await get('/faq');
    t.app.ctx.publicCache.invalidate(CacheTag.faqs);
    await get('/faq');
    expect(renderer.renders).toEqual(['it /faq', 'it /faq']);
  });

  it('with a query string (a filtered list) is rendered for each request and not kept', async () => {
    const first = await get('/blog?filter=autostima');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding, Cookie');
    await get('/blog?filter=autostima');
    expect(renderer.renders).toEqual(['it /blog?filter=autostima', 'it /blog?filter=autostima']);
  });

  it('is sent as the app shell, and not kept, when its content cannot be drawn', async () => {
    const page = await get('/faq?fail');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('page-state');
    await get('/faq?fail');
    expect(renderer.renders).toEqual(['it /faq?fail', 'it /faq?fail']);
  });

  it('answers an unknown address with the rendered not-found page and a 404', async () => {
    const page = await get('/nessuna/pagina/qui', english);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('id="page-state"');
  });
});

describe('a page behind a login', () => {
  it('is the app shell, in the language of the cookie, never rendered', async () => {
    const page = await get('/utente', english);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<div id="root"></div>');
    expect(renderer.renders).toEqual([]);
  });
});

describe('a form sent before the page ran its script', () => {
  const post = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('sends the visitor back to the page, with nothing it carried in the address', async () => {
    const answer = await post('/login?from=menu', 'email=anna%40example.it&password=segreta');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/login');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).not.toContain('segreta');
    expect(renderer.renders).toEqual([]);
  });

  it('stays on the site whatever the address looks like', async () => {
    expect((await post('//evil.example/x', 'a=1')).headers.location).toBe('/evil.example/x');
    expect((await post('/contatti/%C3%A8', 'a=1')).headers.location).toBe('/contatti/%C3%A8');
  });

  it('is not taken for a page under the API or the files', async () => {
    expect((await post('/api/nessuna-via', 'a=1')).statusCode).toBe(404);
    expect((await post('/uploads/x.jpg', 'a=1')).statusCode).toBe(404);
  });
});
