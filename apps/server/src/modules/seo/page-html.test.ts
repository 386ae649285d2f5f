import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUILT_INDEX_HTML } from '../../../test/fixtures/seo.fixtures.js';
import { PageTemplate } from './page-html.js';
import type { PageMetadata } from './page-metadata.js';
import { START_AFTER_PAINT_HASH, START_AFTER_PAINT_SCRIPT } from './start-after-paint.js';

const page: PageMetadata = {
  statusCode: 200,
  title: 'Titolo · Cammini di Crescita',
  siteName: 'Cammini di Crescita',
  headline: 'Titolo',
  description: 'Descrizione',
  canonicalUrl: 'https://cammini.example/blog',
  noindex: false,
  ogType: 'website',
  jsonLd: [{ '@type': 'Thing' }],
};

describe('PageTemplate', () => {
  it("puts the page's tags where the built title was and drops the default description", () => {
    const html = new PageTemplate(BUILT_INDEX_HTML).render(page);
    expect(html).not.toContain('Descrizione predefinita');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '    <title>Titolo · Cammini di Crescita</title>\n    <meta name="description" content="Descrizione" />\n',
    );
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>\n    <script type="module"');
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('replaces tags a later index.html might carry instead of doubling them', () => {
    const withSocial = BUILT_INDEX_HTML.replace(
      '</head>',
      '  <meta property="og:title" content="x" />\n    <meta name="twitter:card" content="x" />\n    <link rel="canonical" href="/" />\n  </head>',
    );
    const html = new PageTemplate(withSocial).render(page);
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html.match(/twitter:card/g)).toHaveLength(1);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
  });

  it("preloads the page's lead picture, escaped", () => {
    const html = new PageTemplate(BUILT_INDEX_HTML).render({ ...page, leadImage: '/uploads/a "b".webp' });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/a &quot;b&quot;.webp" fetchpriority="high" />',
    );
    expect(new PageTemplate(BUILT_INDEX_HTML).render(page)).not.toContain('rel="preload"');
  });

  it('writes into </head> when the template has no title', () => {
    const html = new PageTemplate('<html><head><meta charset="utf-8"></head><body></body></html>').render(page);
    expect(html).toMatch(/<meta charset="utf-8"><title>Titolo · Cammini di Crescita<\/title>[\s\S]*<\/head><body>/);
  });

  it('writes the language, puts the route tags last in the head and the rendered page in the root', () => {
    const html = new PageTemplate(BUILT_INDEX_HTML).render(page, {
      language: 'en',
      routeTags: ['<link rel="stylesheet" href="/assets/page.css" />'],
      rendered: {
        html: '<main><h1>Titolo</h1></main>',
        stateScript: '<script type="application/json" id="s">{}</script>',
      },
    });
    expect(html).toContain('<html lang="en">');
    expect(html.indexOf('/assets/page.css')).toBeGreaterThan(html.indexOf('/assets/index-abc123.css'));
    expect(html.indexOf('/assets/page.css')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<div id="root"><main><h1>Titolo</h1></main></div><script type="application/json" id="s">{}</script>',
    );
  });

  it('leaves the root empty for a page the browser draws', () => {
    expect(new PageTemplate(BUILT_INDEX_HTML).render(page, { language: 'it' })).toContain('<div id="root"></div>\n');
  });

  it("holds a drawn page's scripts after its markup until it is painted, and leaves a shell's in the head", () => {
    const routeTags = [
      '<link rel="stylesheet" crossorigin href="/assets/page.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/page.js" />',
    ];
    const template = new PageTemplate(BUILT_INDEX_HTML);
    const drawn = template.render(page, {
      language: 'it',
      routeTags,
      rendered: { html: '<main></main>', stateScript: '<script type="application/json" id="page-state">{}</script>' },
    });
    const scripts = (html: string) => html.match(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    const head = drawn.slice(0, drawn.indexOf('</head>'));
    expect(scripts(head)).toEqual([]);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css" />');
    const held = /<template id="app-scripts">([\s\S]*?)<\/template><script>([\s\S]*?)<\/script>\s*<\/body>/.exec(drawn);
    expect(held?.[2]).toBe(START_AFTER_PAINT_SCRIPT);
    expect(drawn.indexOf('<template')).toBeGreaterThan(drawn.indexOf('id="page-state"'));
    const shell = template.render(page, { language: 'it', routeTags });
    expect(scripts(held?.[1] ?? '')).toEqual(
      scripts(shell).map((tag) => tag.replace(/\s*\/?>$/, ' fetchpriority="low"$&')),
    );
    expect(scripts(held?.[1] ?? '')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/page.js" fetchpriority="low" />',
    );
    expect(scripts(shell.slice(0, shell.indexOf('</head>'))).length).toBeGreaterThanOrEqual(2);
    expect(shell).not.toContain('<template');
    for (const tag of scripts(shell)) expect(tag).not.toContain('fetchpriority');
  });
});

describe('START_AFTER_PAINT_HASH', () => {
  it('is the hash of the script the page carries', () => {
    expect(START_AFTER_PAINT_HASH).toBe(
      `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`,
    );
  });
});
