import { ArticleDetailResponse, ArticleListResponse } from '@cammini/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries, insertArticle } from '../../../../test/fixtures/catalogue.fixtures.js';
import { buildTestApp, type TestApp } from '../../../../test/support/app.js';

let t: TestApp;
const daysAgo = (days: number) => new Date(Date.UTC(2026, 5, 30) - days * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  await insertArticle(t.db, { title: 'Il respiro che cura', category: 'BENESSERE', publishedAt: daysAgo(1) });
  await insertArticle(t.db, { title: 'Ascoltare senza interrompere', category: 'RELAZIONI', publishedAt: daysAgo(2) });
  await insertArticle(t.db, { title: 'Mente-corpo: un viaggio', category: 'Benessere', publishedAt: daysAgo(3) });
  await insertArticle(t.db, {
    title: 'Perché la gratitudine',
    category: 'PROSPERITA E ABBONDANZA',
    publishedAt: daysAgo(4),
  });
});
afterAll(async () => {
  await t.close();
});

const list = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/articles${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ArticleListResponse.parse(response.json()).articles;
};
const detail = (title: string) => t.app.inject({ method: 'GET', url: `/api/article/${title}` });

describe('article list', () => {
  it('lists the articles newest first, without their content', async () => {
    const articles = await list();
    expect(articles.map((a) => a.title)).toEqual([
      'Il respiro che cura',
      'Ascoltare senza interrompere',
      'Mente-corpo: un viaggio',
      'Perché la gratitudine',
    ]);
    expect(articles[0]).toEqual({
      id: expect.any(Number),
      title: 'Il respiro che cura',
      intro: 'Una breve introduzione.',
      category: 'BENESSERE',
      fileUrl: '/uploads/a.png',
      date: daysAgo(1).toISOString(),
    });
    expect(articles[0]).not.toHaveProperty('content');
  });

  it('searches the title and filters the category, both without regard to case', async () => {
    expect((await list('?q=RESPIRO')).map((a) => a.title)).toEqual(['Il respiro che cura']);
    expect((await list('?filter=benessere')).map((a) => a.title)).toEqual([
      'Il respiro che cura',
      'Mente-corpo: un viaggio',
    ]);
    expect(await list('?q=respiro&filter=relazioni')).toEqual([]);
    expect(await list('?q=100%25')).toEqual([]);
    expect(await list('?q=%20')).toHaveLength(4);
  });

  it('pages with limit and offset, within bounds', async () => {
    expect((await list('?limit=2&offset=1')).map((a) => a.title)).toEqual([
      'Ascoltare senza interrompere',
      'Mente-corpo: un viaggio',
    ]);
    for (const query of ['?limit=0', '?limit=201', '?offset=-1', '?limit=abc', '?offset=100001']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/articles${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('reads the list in one query', async () => {
    const queries = await countQueries(t.db, () => t.app.inject({ method: 'GET', url: '/api/articles?q=un' }));
    expect(queries).toBe(1);
  });
});

describe('article page', () => {
  it('finds an article by its hyphenated, spaced or encoded title, in any case', async () => {
    for (const title of [
      'Il-respiro-che-cura',
      'Il respiro che cura',
      'Il%20respiro%20che%20cura',
      'il-RESPIRO-che-cura/',
    ]) {
      const response = await detail(title);
      expect(response.statusCode, title).toBe(200);
      expect(ArticleDetailResponse.parse(response.json()).article).toMatchObject({
        title: 'Il respiro che cura',
        content: '<p>Il testo.</p>',
        category: 'BENESSERE',
      });
    }
  });

  it('finds a title with real hyphens in both forms', async () => {
    for (const title of ['Mente-corpo:-un-viaggio', 'Mente-corpo: un viaggio', 'mente corpo: un viaggio']) {
      expect((await detail(encodeURIComponent(title))).json().article.title, title).toBe('Mente-corpo: un viaggio');
    }
  });

  it('finds a title with accents', async () => {
    expect((await detail(encodeURIComponent('Perché-la-gratitudine'))).statusCode).toBe(200);
  });

  it('gives the previous and next titles in list order', async () => {
    const first = ArticleDetailResponse.parse((await detail('Il-respiro-che-cura')).json());
    expect(first.previous).toBeNull();
    expect(first.next).toEqual({ title: 'Ascoltare senza interrompere' });
    const middle = ArticleDetailResponse.parse((await detail('Ascoltare-senza-interrompere')).json());
    expect(middle.previous).toEqual({ title: 'Il respiro che cura' });
    expect(middle.next).toEqual({ title: 'Mente-corpo: un viaggio' });
    const last = ArticleDetailResponse.parse((await detail('Perch%C3%A9-la-gratitudine')).json());
    expect(last.next).toBeNull();
  });

  it('orders articles published at the same instant by id when giving neighbours', async () => {
    await insertArticle(t.db, { title: 'Gemello primo', publishedAt: daysAgo(30) });
    await insertArticle(t.db, { title: 'Gemello secondo', publishedAt: daysAgo(30) });
    const first = ArticleDetailResponse.parse((await detail('Gemello-primo')).json());
    const second = ArticleDetailResponse.parse((await detail('Gemello-secondo')).json());
    expect(first.previous).toEqual({ title: 'Gemello secondo' });
    expect(first.next).toBeNull();
    expect(second.next).toEqual({ title: 'Gemello primo' });
  });

  it('answers 404 for an unknown title', async () => {
    const response = await detail('Nessun-articolo-con-questo-titolo');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Articolo non trovato', error: 'NOT_FOUND' });
  });
});
