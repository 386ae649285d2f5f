import { pathToFileURL } from 'node:url';
import { titleToSlug } from '@cammini/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import { createCustomer, openCheckout } from '../../../test/fixtures/commerce.fixtures.js';
import { buildSeoTestApp, PAGE_DATA_RENDERER, type SeoTestApp } from '../../../test/fixtures/seo.fixtures.js';
import { adminPrivateToken, bearer } from '../../../test/support/factories.js';
import { articles } from '../../db/schema/index.js';
import { CacheTag, EVERY_CACHE_TAG } from '../../lib/cache-tags.js';
import { rendererFile } from './web-renderer.js';

/*
 * A page is kept with the tags of what it shows: the answers its head and its content were made from,
 * and the business's details every page shows. A write drops the pages showing what it changed, and
 * keeps the others; a page dropped is drawn again from the new data. The renderer here reads what each
 * page of the web app reads (its prefetch), and shows what it read.
 */
let t: SeoTestApp;
let renders: string[];
let adminToken: string;
let articlePath: string;

beforeAll(async () => {
  t = await buildSeoTestApp({ renderer: PAGE_DATA_RENDERER });
  ({ renders } = (await import(pathToFileURL(rendererFile(t.webDist)).href)) as { renders: string[] });
  adminToken = await adminPrivateToken(t.app, t.db);
  const [article] = await t.db.select().from(articles).orderBy(asc(articles.id)).limit(1);
  articlePath = `/articolo/${titleToSlug(article!.title)}`;
}, 180_000);
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.app.ctx.publicCache.invalidate(...EVERY_CACHE_TAG);
});

let lastAddress = 0;
const get = (url: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress: `10.40.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}` });

/** Visits each page twice, as readers do: it is then kept (lib/public-cache.ts). */
async function kept(paths: string[]) {
  for (const path of paths) {
    for (let visit = 0; visit < 2; visit++) expect((await get(path)).statusCode, path).toBe(200);
  }
  renders.length = 0;
}

/** The pages drawn again when each is visited once more. */
async function drawnAgain(paths: string[]): Promise<string[]> {
  renders.length = 0;
  for (const path of paths) expect((await get(path)).statusCode, path).toBe(200);
  return [...renders];
}

async function adminCall(method: 'POST' | 'DELETE', url: string, payload: object) {
  const answer = await t.app.inject({ method, url, payload, headers: bearer(adminToken) });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('a write', () => {
  it('of a review drops the home page, which shows reviews, and keeps the articles, the blog and the FAQs', async () => {
    const pages = ['/', articlePath, '/blog', '/faq'];
    await kept(pages);
    const shown = (await t.app.inject('/api/reviews?limit=8')).json().reviews[0] as {
      idReview: number;
      review: string;
    };
    const text = JSON.stringify(shown.review).slice(1, 41);
    expect((await get('/')).body).toContain(text);

    await adminCall('DELETE', '/api/review', { id: shown.idReview });
    expect(await drawnAgain(pages)).toEqual(['/']);
    expect((await get('/')).body).not.toContain(text);
  });

  it('of a FAQ drops the FAQ page and keeps the home, the blog and the articles', async () => {
    const pages = ['/', articlePath, '/blog', '/faq'];
    await kept(pages);
    await adminCall('POST', '/api/faq', { question: 'Posso portare il mio cuscino?', answer: 'Sì, certo.' });
    expect(await drawnAgain(pages)).toEqual(['/faq']);
    expect((await get('/faq')).body).toContain('Posso portare il mio cuscino?');
  });

  it('of the settings drops every page, since every page shows them', async () => {
    const pages = ['/', articlePath, '/faq'];
    await kept(pages);
    t.app.ctx.publicCache.invalidate(CacheTag.settings);
    expect(await drawnAgain(pages)).toEqual(pages);
  });

  it('of anything drops a page that read an answer the public cache does not tag', async () => {
    await kept(['/signin', '/faq']);
    t.app.ctx.publicCache.invalidate(CacheTag.reviews);
    expect(await drawnAgain(['/signin', '/faq'])).toEqual(['/signin']);
  });
});

describe('a seat taken', () => {
  it('drops the pages showing the course, which then show the seats left, and keeps the others', async () => {
    const course = await insertCourse(t.db, { title: 'Cerchio di primavera', seats: 3 });
    const coursePath = `/courseDetail/${titleToSlug(course.title)}`;
    const pages = [coursePath, '/corsi', '/', articlePath, '/faq'];
    await kept(pages);
    expect((await get(coursePath)).body).toContain('"seatsLeft":3');

    await openCheckout(t.app, await createCustomer(t.db, t.app), course.title);
    expect(await drawnAgain(pages)).toEqual([coursePath, '/corsi', '/']);
    expect((await get(coursePath)).body).toContain('"seatsLeft":2');
  });
});
