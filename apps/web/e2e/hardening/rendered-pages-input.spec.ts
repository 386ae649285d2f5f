import { expect, test } from '../app-test';
import { allowedByPolicy } from './inline-scripts';

/*
 * Pages rendered on the server put parts of the request in their markup: the address (an article's
 * title, a landing page's path), the query (a list's search) and the language cookie. Whatever they
 * hold, the answer is a page (never a 500), its only script elements are the app's own (the module
 * entry, JSON-LD and the page's state as data), the state still parses, and the hostile text appears
 * only escaped.
 */

const PAYLOAD = `"'><script>window.__xss=1</script><img src=x onerror=alert(1)></script><!--`;
const encoded = encodeURIComponent(PAYLOAD);

const ADDRESSES = [
  `/blog?q=${encoded}`,
  `/blog?filter=${encoded}`,
  `/corsi?mese=${encoded}`,
  `/chisono?q=${encoded}`,
  `/articolo/${encoded}`,
  `/courseDetail/${encoded}`,
  `/onlinecoursedetail/${encoded}`,
  `/corsi-membro/${encoded}`,
  `/${encoded}`,
  `/faq?${encoded}=${encoded}`,
  `/signin?${encoded}`,
];

const COOKIES = [`language=${encoded}`, 'language=en; language=it', `language=${'x'.repeat(4000)}`];

/**
 * Script elements a page may carry: the module entry (asked for with low priority), JSON-LD, the page's
 * state, and inline scripts the page's Content-Security-Policy names by their hash.
 */
function unexpectedScripts(html: string, policy: string): string[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, tag, content]) =>
        !/^<script type="module" crossorigin src="\/assets\/[\w.-]+\.js"(?: fetchpriority="low")?>$/.test(tag ?? '') &&
        tag !== '<script type="application/ld+json">' &&
        tag !== '<script type="application/json" id="page-state">' &&
        !(tag === '<script>' && allowedByPolicy(content ?? '', policy)),
    )
    .map(([tag]) => tag);
}

/*
 * Each request comes through the trusted hop from an address of its own (TEST-NET-2): these are about
 * markup, and from one address they would spend the 120 renders a minute the server allows it, leaving
 * the corpus's pages, read next from this machine's address, served as shells.
 */
let visitor = 0;
const fromAddressOfItsOwn = () => ({ 'x-forwarded-for': `198.51.100.${++visitor}` });

for (const address of ADDRESSES) {
  for (const cookie of ['', ...COOKIES]) {
    test(`${address.slice(0, 60)} with cookie ${cookie.slice(0, 30) || 'none'}`, async ({ request }) => {
      const headers = { ...fromAddressOfItsOwn(), ...(cookie ? { cookie } : {}) };
      const answer = await request.get(address, { headers, maxRedirects: 0 });
      expect([200, 404]).toContain(answer.status());
      const html = await answer.text();
      expect(unexpectedScripts(html, answer.headers()['content-security-policy'] ?? '')).toEqual([]);
      expect(html).not.toContain('<script>window.__xss');
      // An event handler attribute on any element (quoted attribute values, where the text is escaped, set aside).
      expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[a-z]+\b[^>]*\sonerror=/i);
      expect(html).toMatch(/<html lang="(it|en)">/);
      const state = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(state, 'the page was rendered, with its state').toBeDefined();
      expect(() => JSON.parse(state as string)).not.toThrow();
    });
  }
}

/*
 * A form on a page the server drew can be sent before the browser's script has taken it over (a fast
 * tap on a slow phone). Sent the browser's default way it would put every field, a password included,
 * in the address: every form says `method="post"`, and the server sends such a post back to its page.
 */
const PAGES_WITH_FORMS = ['/login', '/signin', '/forgotpassword', '/contatti', '/modulo'];

test('no form on a server-drawn page can put what was typed in the address', async ({ request }) => {
  for (const address of PAGES_WITH_FORMS) {
    const html = await (await request.get(address)).text();
    const forms = [...html.matchAll(/<form\b[^>]*>/gi)].map(([tag]) => tag);
    expect(forms.length, `${address} has a form`).toBeGreaterThan(0);
    expect(
      forms.filter((tag) => !/\smethod="post"/i.test(tag)),
      `${address}: forms that would send their fields in the address`,
    ).toEqual([]);
  }
  const early = await request.post('/login', {
    form: { email: 'anna@example.it', password: 'segreta' },
    maxRedirects: 0,
  });
  expect(early.status()).toBe(303);
  expect(early.headers().location).toBe('/login');
});
