import { SiteSettings, titleToSlug } from '@cammini/contract';
import { asc, desc, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BUILT_INDEX_HTML,
  buildSeoTestApp,
  ORIGIN,
  readHead,
  type SeoTestApp,
} from '../../../test/fixtures/seo.fixtures.js';
import { createUser } from '../../../test/support/factories.js';
import { articles, courses, enrolments, landingPages, members, onlineCourses } from '../../db/schema/index.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { DEFAULT_SETTINGS, saveSettings } from '../settings/settings.service.js';
import type { SiteIndex } from './site-index.service.js';
import { SitePages } from './site-pages.js';

let t: SeoTestApp;
// Seeding draws the demo pictures: slow on a busy machine.
beforeAll(async () => {
  t = await buildSeoTestApp();
  await t.db.insert(landingPages).values({
    slug: 'Ritiro-Primavera',
    config: {
      heroTitle: 'Ritiro di primavera',
      heroSubtitle: 'Tre giorni nel bosco per rallentare',
      heroBgImageUrl: '/uploads/landing/bosco.webp',
    },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
async function page(url: string, status = 200) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  return readHead(response.body);
}
/** Another spelling of a page's address: moved for good to the page's own, with the query string. */
async function moved(url: string, location: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(301);
  expect(response.headers.location, url).toBe(location);
  expect(response.headers['cache-control']).toBe('no-cache');
}
const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
const courseValues = (values: Pick<typeof courses.$inferInsert, 'title' | 'startDate'> & { seats?: number }) => ({
  category: 'AUTOSTIMA',
  intro: 'Un weekend insieme.',
  description: 'Due giornate di lavoro su di sé.',
  author: 'Giulia Ferrante',
  priceCents: 28000,
  location: 'Siena',
  ...values,
});

describe('the first HTML answer of a public page', () => {
  it('describes the home page, with the site as JSON-LD', async () => {
    const head = await page('/');
    expect(head.title).toBe('Cammini di Crescita — percorsi di crescita personale');
    expect(head.meta('description')).toMatch(/^Percorsi di gruppo in presenza/);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.meta('robots')).toBeUndefined();
    expect(head.meta('og:url')).toBe(`${ORIGIN}/`);
    expect(head.meta('og:locale')).toBe('it_IT');
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('twitter:card')).toBe('summary');
    expect(head.jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(head.preloadedImage).toBeUndefined();
    // The home route's own chunks, from the build's route map, load beside the entry script.
    expect(head.modulePreloads).toEqual(['/assets/home-page-1.js']);
  });

  it('gives every fixed public page its own title, description and canonical address', async () => {
    const pages: Record<string, string> = {
      '/chisono': 'Chi sono',
      '/soluzioni': 'Aree',
      '/blog': 'Blog',
      '/corsi': 'Percorsi',
      '/meditazione': 'Meditazioni',
      '/contatti': 'Contatti',
      '/modulo': 'Modulo di Contatto',
      '/calendario': 'Calendario',
      '/faq': 'Domande frequenti',
      '/login': 'Accedi',
      '/signin': 'Registrati',
      '/privacy-policy': 'Informativa sulla privacy',
      '/cookie-policy': 'Cookie policy',
    };
    for (const [path, title] of Object.entries(pages)) {
      const head = await page(path);
      expect(head.title, path).toBe(`${title} · Cammini di Crescita`);
      expect(head.meta('og:title'), path).toBe(title);
      expect(head.meta('description')?.length, path).toBeGreaterThan(20);
      expect(head.meta('og:description'), path).toBe(head.meta('description'));
      expect(head.canonical, path).toBe(`${ORIGIN}${path}`);
      expect(head.meta('robots'), path).toBeUndefined();
    }
  });

  it("preloads the picture of the blog's and the course list's first card, unless a filter changes it", async () => {
    const [newest] = await t.db.select().from(articles).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(1);
    expect((await page('/blog')).preloadedImage).toBe(newest!.fileUrl);
    const [soonest] = await t.db
      .select()
      .from(courses)
      .orderBy(sql`${courses.startDate} asc nulls last`, asc(courses.title), asc(courses.id))
      .limit(1);
    expect((await page('/corsi')).preloadedImage).toBe(soonest!.coverImage);
    expect((await page('/corsi?filter=autostima')).preloadedImage).toBeUndefined();
    expect((await page('/faq')).preloadedImage).toBeUndefined();
  });

  it('points /videocorsi and a query string at the canonical list address', async () => {
    expect((await page('/videocorsi')).canonical).toBe(`${ORIGIN}/meditazione`);
    expect((await page('/corsi?filter=autostima')).canonical).toBe(`${ORIGIN}/corsi`);
    expect((await page('/blog/')).canonical).toBe(`${ORIGIN}/blog`);
    await moved('/Blog/', '/blog');
    await moved('/VIDEOCORSI?x=1', '/videocorsi?x=1');
  });

  it('describes an article at its hyphenated title, moving its spaced or lower-case title there', async () => {
    const article = await first(t.db.select().from(articles).orderBy(asc(articles.id)).limit(1));
    const path = `/articolo/${titleToSlug(article.title)}`;
    await moved(`/articolo/${encodeURIComponent(article.title.toLowerCase())}`, path);
    await moved(`/articolo/${encodeURIComponent(article.title)}`, path);
    const head = await page(path);
    expect(head.title).toBe(`${article.title} · Cammini di Crescita`);
    expect(head.meta('description')).toBe(article.intro);
    expect(head.canonical).toBe(`${ORIGIN}${path}`);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:image')).toBe(`${ORIGIN}${article.fileUrl}`);
    expect(head.preloadedImage).toBe(article.fileUrl);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('article:published_time')).toBe(article.publishedAt.toISOString());
    const [ld] = head.jsonLd;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      datePublished: article.publishedAt.toISOString(),
      image: [`${ORIGIN}${article.fileUrl}`],
      articleSection: article.category,
      author: { '@type': 'Organization', name: 'Cammini di Crescita' },
      publisher: { '@type': 'Organization', name: 'Cammini di Crescita' },
    });
  });

  it('describes an in-person course as an Event at its place, moving the lower-case section there', async () => {
    const course = await first(
      t.db.select().from(courses).where(isNotNull(courses.startDate)).orderBy(asc(courses.id)).limit(1),
    );
    const canonical = `${ORIGIN}/courseDetail/${titleToSlug(course.title)}`;
    await moved(`/coursedetail/${titleToSlug(course.title)}`, `/courseDetail/${titleToSlug(course.title)}`);
    const head = await page(`/courseDetail/${titleToSlug(course.title)}`);
    expect(head.title).toBe(`${course.title} · Cammini di Crescita`);
    expect(head.canonical).toBe(canonical);
    expect(head.meta('og:image')).toBe(`${ORIGIN}${course.coverImage}`);
    expect(head.preloadedImage).toBe(course.coverImage);
    const place = new URL(course.location).searchParams.get('query');
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Event',
      name: course.title,
      startDate: course.startDate,
      endDate: course.endDate,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: place, address: place },
      image: [`${ORIGIN}${course.coverImage}`],
      offers: {
        '@type': 'Offer',
        price: (course.priceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
      organizer: { '@type': 'Organization', name: 'Cammini di Crescita' },
    });
  });

  it('offers a full course as sold out, and a course that took place without an offer', async () => {
    const buyer = await createUser(t.db);
    const [full] = await t.db
      .insert(courses)
      .values(courseValues({ title: 'Posti finiti', seats: 1, startDate: '2030-05-10' }))
      .returning();
    await t.db.insert(enrolments).values({ userId: buyer.id, courseId: full!.id });
    await t.db.insert(courses).values(courseValues({ title: 'Già svolto', startDate: '2020-03-01' }));
    t.app.publicCache.invalidate(CacheTag.courses);

    const sold = await page('/courseDetail/Posti-finiti');
    expect(sold.jsonLd[0]).toMatchObject({ '@type': 'Event', offers: { availability: 'https://schema.org/SoldOut' } });
    const past = await page('/courseDetail/Gi%C3%A0-svolto');
    expect(past.jsonLd[0]).toMatchObject({ '@type': 'Event', startDate: '2020-03-01' });
    expect(past.jsonLd[0]).not.toHaveProperty('offers');
  });

  it('describes an online course as a Course given online', async () => {
    const course = await first(t.db.select().from(onlineCourses).orderBy(asc(onlineCourses.id)).limit(1));
    const canonical = `${ORIGIN}/onlinecoursedetail/${titleToSlug(course.title)}`;
    const head = await page(`/onlinecoursedetail/${titleToSlug(course.title)}`);
    expect(head.title).toBe(`${course.title} · Cammini di Crescita`);
    expect(head.canonical).toBe(canonical);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Course',
      name: course.title,
      description: head.meta('description'),
      provider: { '@type': 'Organization', name: 'Cammini di Crescita' },
      offers: { price: (course.priceCents / 100).toFixed(2), priceCurrency: 'EUR', url: canonical },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    });
  });

  it("describes a member's courses page by name-surname, moving the id address there", async () => {
    const member = await first(t.db.select().from(members).orderBy(asc(members.id)).limit(1));
    const path = `/corsi-membro/${titleToSlug(`${member.name} ${member.surname}`)}`;
    const canonical = `${ORIGIN}${path}`;
    await moved(`/corsi-membro/${member.id}`, path);
    const head = await page(path);
    expect(head.title).toBe(`Corsi di ${member.name} ${member.surname} · Cammini di Crescita`);
    expect(head.canonical).toBe(canonical);
    expect(head.meta('og:image')).toBe(`${ORIGIN}${member.fileUrl}`);
  });

  it('describes a landing page by its hero title and subtitle, moving another case of the path there', async () => {
    await moved('/ritiro-primavera', '/Ritiro-Primavera');
    const head = await page('/Ritiro-Primavera');
    expect(head.title).toBe('Ritiro di primavera · Cammini di Crescita');
    expect(head.meta('description')).toBe('Tre giorni nel bosco per rallentare');
    expect(head.canonical).toBe(`${ORIGIN}/Ritiro-Primavera`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/uploads/landing/bosco.webp`);
  });
});

describe('pages that must not be indexed', () => {
  it.each([
    '/articolo/un-articolo-che-non-esiste',
    '/courseDetail/nessun-corso',
    '/onlinecoursedetail/nessun-corso',
    '/corsi-membro/Nessuno-Nessuno',
    '/corsi-membro/999999',
    '/una-pagina-che-non-esiste',
    '/blog/troppo/profondo',
    '/index.html',
  ])('answers the unknown %s with the app, a 404 and noindex', async (url) => {
    const head = await page(url, 404);
    expect(head.title).toBe('Pagina non trovata · Cammini di Crescita');
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical).toBeUndefined();
  });

  it('gives private areas a generic title and noindex', async () => {
    for (const url of [
      '/utente',
      '/pannello',
      '/addArticolo',
      '/editcorso/Radici-e-ali',
      '/payment/Radici-e-ali',
      '/success/',
      '/cancel',
      '/verificaRegistrazione/abc',
      '/recoverypassword/abc',
      '/modificaPassword',
      '/review',
      '/corso/Radici-e-ali',
      '/corsoonline/Abbondanza-quotidiana',
      '/newsletter/conferma/abc',
    ]) {
      const head = await page(url);
      expect(head.title, url).toBe('Cammini di Crescita');
      expect(head.meta('robots'), url).toBe('noindex');
      expect(head.canonical, url).toBeUndefined();
    }
  });
});

describe('values typed by admins', () => {
  const title = `Il <script>alert("x")</script> & l'"ombra" </title>`;

  it('escapes them in the tags and in the JSON-LD', async () => {
    await t.db.insert(articles).values({
      title,
      intro: 'Un <b>intro</b> con "virgolette" & </script><script>alert(1)</script>',
      content: '<p>Testo</p>',
      category: 'AUTOSTIMA',
      fileUrl: '/uploads/articles/x.webp?a=1&b=2',
    });
    t.app.publicCache.invalidate('articles');
    const response = await get(`/articolo/${titleToSlug(title)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<b>intro');
    // Two script elements (JSON-LD and the app's entry), so exactly two closing tags.
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(response.body.match(/<\/title>/g)).toHaveLength(1);
    const head = readHead(response.body);
    expect(head.title).toBe(`${title} · Cammini di Crescita`);
    expect(head.meta('og:title')).toBe(title);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/uploads/articles/x.webp?a=1&b=2`);
    expect(head.jsonLd[0]).toMatchObject({ headline: title, description: expect.stringContaining('</script>') });
    expect(response.body).toContain('\\u003c/script\\u003e');
  });
});

describe('caching', () => {
  it('answers a hot item page without asking the database, and sees a write once its tag is invalidated', async () => {
    const url = '/articolo/Un-articolo-nuovo';
    expect((await get(url)).statusCode).toBe(404);
    await t.db.insert(articles).values({ title: 'Un articolo nuovo', intro: 'Nuovo.', content: '<p/>', category: 'X' });
    const select = vi.spyOn(t.db, 'select');
    try {
      expect((await get(url)).statusCode).toBe(404);
      expect((await get('/articolo/un-altro-inesistente')).statusCode).toBe(404);
      expect(select).not.toHaveBeenCalled();
      t.app.publicCache.invalidate('articles');
      expect((await get(url)).statusCode).toBe(200);
      // One load of the kind: its items and its renamed titles.
      expect(select).toHaveBeenCalledTimes(2);
      expect((await get(url)).statusCode).toBe(200);
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      select.mockRestore();
    }
  });

  it('names the business as its settings do, and a rename renews the cached pages at once', async () => {
    const article = await first(t.db.select().from(articles).orderBy(asc(articles.id)).limit(1));
    const path = `/articolo/${titleToSlug(article.title)}`;
    expect((await page(path)).title).toBe(`${article.title} · Cammini di Crescita`);
    await saveSettings(t.app.ctx, SiteSettings.parse({ businessName: 'Studio Aurora' }));
    try {
      const head = await page(path);
      expect(head.title).toBe(`${article.title} · Studio Aurora`);
      expect(head.meta('og:site_name')).toBe('Studio Aurora');
      expect(head.jsonLd[0]).toMatchObject({ publisher: { '@type': 'Organization', name: 'Studio Aurora' } });
      expect((await page('/')).title).toBe('Studio Aurora — percorsi di crescita personale');
      expect((await page('/utente')).title).toBe('Studio Aurora');
    } finally {
      await saveSettings(t.app.ctx, DEFAULT_SETTINGS);
    }
  });

  it('revalidates a page with its ETag and answers HEAD like GET without a body', async () => {
    const response = await get('/blog');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect((await get('/blog', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/blog', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/blog' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });
});

describe('when the content cannot be read', () => {
  it('still sends the app, with a 503 and noindex so crawlers come back later', async () => {
    const failing = { articles: { find: async () => Promise.reject(new Error('database down')) } };
    const log = { error: vi.fn() };
    const pages = new SitePages(BUILT_INDEX_HTML, {
      index: failing as unknown as SiteIndex,
      origin: ORIGIN,
      log: log as never,
      business: async () => DEFAULT_SETTINGS,
    });
    const rendered = await pages.render('/articolo/qualcosa', 'it');
    if (rendered.statusCode !== 503) throw new Error(`expected 503, got ${rendered.statusCode}`);
    expect(rendered.html).toContain('<div id="root"></div>');
    expect(readHead(rendered.html).meta('robots')).toBe('noindex');
    expect(log.error).toHaveBeenCalledOnce();
  });
});
