import { titleToSlug } from '@cammini/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeoTestApp, ORIGIN, type SeoTestApp } from '../../../test/fixtures/seo.fixtures.js';
import { articles, courses, landingPages, members, onlineCourses } from '../../db/schema/index.js';

let t: SeoTestApp;
// Seeding draws the demo pictures: slow on a busy machine.
beforeAll(async () => {
  t = await buildSeoTestApp();
  await t.db.insert(landingPages).values({ slug: 'Ritiro & Bosco', config: { heroTitle: 'Ritiro' } });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The <url> entries of a sitemap, checked to be well-formed on the way (no DOM parser on the server). */
function parseSitemap(xml: string): { loc: string; lastmod?: string }[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.match(
    /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n([\s\S]*)\n<\/urlset>\n$/,
  );
  expect(body, 'one urlset').toBeTruthy();
  return body![1]!.split('\n').map((line) => {
    const entry = line.match(/^<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>$/);
    expect(entry, line).toBeTruthy();
    // Only the five predefined entities may appear; a bare & would make the file invalid XML.
    expect(entry![1]).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    const loc = entry![1]!.replace(/&amp;/g, '&');
    return entry![2] ? { loc, lastmod: entry![2] } : { loc };
  });
}

describe('GET /sitemap.xml', () => {
  it('lists every public page and item with absolute URLs and lastmod', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = parseSitemap(response.body);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    for (const path of ['/', '/chisono', '/soluzioni', '/blog', '/corsi', '/meditazione', '/calendario', '/faq']) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    expect(locs).not.toContain(`${ORIGIN}/login`);
    expect(locs).not.toContain(`${ORIGIN}/videocorsi`);

    const allArticles = await t.db.select().from(articles).orderBy(asc(articles.id));
    for (const article of allArticles) {
      const entry = entries.find((e) => e.loc === `${ORIGIN}/articolo/${titleToSlug(article.title)}`);
      expect(entry, article.title).toBeDefined();
      expect(entry!.lastmod).toBe(article.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    }
    for (const course of await t.db.select().from(courses)) {
      expect(locs).toContain(`${ORIGIN}/courseDetail/${titleToSlug(course.title)}`);
    }
    for (const course of await t.db.select().from(onlineCourses)) {
      expect(locs).toContain(`${ORIGIN}/onlinecoursedetail/${titleToSlug(course.title)}`);
    }
    for (const member of await t.db.select().from(members)) {
      expect(locs).toContain(`${ORIGIN}/corsi-membro/${titleToSlug(`${member.name} ${member.surname}`)}`);
    }
    expect(locs).toContain(`${ORIGIN}/Ritiro%20%26%20Bosco`);
    expect(entries.find((entry) => entry.loc === `${ORIGIN}/blog`)?.lastmod).toBeDefined();
  });

  it('is cached with an ETag and rebuilt when content changes', async () => {
    const before = await get('/sitemap.xml');
    const etag = before.headers.etag as string;
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    await t.db.insert(articles).values({ title: 'Scritto ora', intro: 'Nuovo.', content: '<p/>', category: 'X' });
    expect((await get('/sitemap.xml')).body).toBe(before.body);
    t.app.publicCache.invalidate('articles');
    const after = await get('/sitemap.xml');
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain(`<loc>${ORIGIN}/articolo/Scritto-ora</loc>`);
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/api/',
      '/utente',
      '/pannello',
      '/payment/',
      '/success',
      '/cancel',
      '/verificaRegistrazione/',
      '/recoverypassword/',
      '/modificaPassword',
      '/review',
      '/corso/',
      '/corsoonline/',
      '/newsletter/',
      '/addarticolo',
      '/editcorso/',
      '/clienti',
      '/ordini',
      '/impostazioni',
      '/messaggi',
      '/moderazione',
      '/buildlandingpage',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((line) => /^Disallow: \/(blog|corsi|articolo|courseDetail)/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
