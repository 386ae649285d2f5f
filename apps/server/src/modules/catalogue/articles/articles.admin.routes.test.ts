import { ArticleDetailResponse, ArticleListResponse } from '@cammini/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertArticle, insertTopic } from '../../../../test/fixtures/catalogue.fixtures.js';
import { png, refusedFields, usePictureFormTest } from '../../../../test/fixtures/content-admin.fixtures.js';
import { bearer } from '../../../../test/support/factories.js';
import type { TestFile } from '../../../../test/support/multipart.js';
import { articles, titleRedirects } from '../../../db/schema/index.js';

const form = usePictureFormTest({ table: articles, picture: 'copertina.png' });
const { t } = form;
beforeAll(async () => {
  await insertTopic(t.db, { title: 'BENESSERE' });
  await insertTopic(t.db, { title: 'RELAZIONI' });
});

type Parts = Record<string, string | TestFile>;

const articleForm = (overrides: Parts = {}): Parts => ({
  title: 'Il respiro che cura',
  intro: 'Tre minuti al giorno per tornare a sé.',
  content: '<h1>Respirare</h1><p>Inspira <strong>lentamente</strong>.</p>',
  category: 'benessere',
  ...overrides,
});

const publish = (parts: Parts) => form.send('POST', '/api/article/', parts);
const save = (parts: Parts) => form.send('PUT', '/api/article/', parts);
const detail = (title: string) => t.app.inject({ method: 'GET', url: `/api/article/${encodeURIComponent(title)}` });
const publicList = async () =>
  ArticleListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/articles' })).json()).articles;
const articleRows = () => t.db.select().from(articles).orderBy(asc(articles.id));

async function published(overrides: Parts = {}) {
  const response = await publish(articleForm({ foto: form.picture, ...overrides }));
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.db.select().from(articles).where(eq(articles.id, response.json().id));
  return row!;
}

describe('POST /api/article/', () => {
  it('publishes an article dated now, filed under the topic as the topic spells it, with its cover', async () => {
    await publicList(); // fills the public cache, which the write must invalidate
    const before = Date.now();
    const response = await publish(articleForm({ foto: form.picture }));
    expect(response.statusCode, response.body).toBe(200);
    const { message, id } = response.json();
    expect(message).toBe('Success');
    const [listed] = await publicList();
    expect(listed).toEqual({
      id,
      title: 'Il respiro che cura',
      intro: 'Tre minuti al giorno per tornare a sé.',
      category: 'BENESSERE',
      fileUrl: expect.stringMatching(/^\/uploads\/media\/articles\/\d{4}\/[\w-]+\.webp$/),
      date: expect.any(String),
    });
    expect(Date.parse(listed!.date)).toBeGreaterThanOrEqual(before - 1000);
    const page = ArticleDetailResponse.parse((await detail('Il-respiro-che-cura')).json());
    expect(page.article.content).toBe('<h2>Respirare</h2><p>Inspira <strong>lentamente</strong>.</p>');
    expect(await form.uploads()).toEqual([listed!.fileUrl]);
  });

  it('sanitizes the content: no script, no event handler, no unsafe link survives', async () => {
    const content =
      '<p onclick="alert(1)">Ciao <a href="javascript:alert(2)">link</a></p><script>alert(3)</script><img src="x" onerror="alert(4)"><img src="/uploads/media/content/2026/a.webp">';
    const article = await published({ content });
    expect(article.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(article.content).toContain('<img src="/uploads/media/content/2026/a.webp" />');
    expect(article.content).toContain('Ciao');
  });

  it('refuses content that says nothing once sanitized, with a 400 on the content', async () => {
    const response = await publish(articleForm({ content: '<script>alert("ciao")</script>', foto: form.picture }));
    expect(refusedFields(response)).toEqual({ 'body.content': ['Scrivi il contenuto dell’articolo.'] });
    expect(await articleRows()).toEqual([]);
    expect(await form.uploads()).toEqual([]);
  });

  it('needs a cover and an existing topic, and says both at once', async () => {
    const response = await publish(articleForm({ category: 'Astrologia' }));
    expect(refusedFields(response)).toEqual({
      'body.foto': ['Carica un’immagine di copertina.'],
      'body.category': ['Scegli un argomento esistente.'],
    });
    expect(await articleRows()).toEqual([]);
  });

  it.each([
    [{ title: '' }, 'body.title', 'Campo obbligatorio.'],
    [{ title: 'Due\nrighe' }, 'body.title', 'Non sono ammessi a capo.'],
    [{ title: '!!!' }, 'body.title', 'Il titolo deve contenere lettere o numeri.'],
    [{ title: 'x'.repeat(301) }, 'body.title', 'Al massimo 300 caratteri.'],
    [{ intro: ' ' }, 'body.intro', 'Campo obbligatorio.'],
    [{ intro: 'x'.repeat(601) }, 'body.intro', 'Al massimo 600 caratteri.'],
    [{ content: '' }, 'body.content', 'Scrivi il contenuto dell’articolo.'],
    [{ content: '<p></p><p>&nbsp;</p>' }, 'body.content', 'Scrivi il contenuto dell’articolo.'],
    [{ category: '' }, 'body.category', 'Campo obbligatorio.'],
  ])('refuses %j with a 400 on the field, storing nothing', async (overrides, field, message) => {
    const response = await publish(articleForm({ ...overrides, foto: form.picture }));
    expect(refusedFields(response)).toEqual({ [field]: [message] });
    expect(await articleRows()).toEqual([]);
    expect(await form.uploads()).toEqual([]);
  });

  it('takes a long intro as long as it fits the bound (the 15 words are a hint)', async () => {
    const intro = Array.from({ length: 40 }, (_, i) => `parola${i}`).join(' ');
    expect((await published({ intro })).intro).toBe(intro);
  });

  it('refuses a title another article has, in any case or spelling, with 409', async () => {
    await insertArticle(t.db, { title: 'Il respiro che cura' });
    for (const title of ['il respiro che cura', 'Il-Respiro-Che-Cura']) {
      const response = await publish(articleForm({ title, foto: form.picture }));
      expect(refusedFields(response, 409, 'TITLE_TAKEN'), title).toEqual({
        'body.title': ['Esiste già un articolo con questo titolo.'],
      });
    }
    expect(await articleRows()).toHaveLength(1);
    expect(await form.uploads()).toEqual([]);
  });
});

describe('PUT /api/article/', () => {
  it('saves the text and the topic, keeping the cover when none is sent', async () => {
    const article = await published();
    await detail(article.title);
    const response = await save(
      articleForm({ title: article.title, newTitle: article.title, intro: 'Nuova intro.', category: 'RELAZIONI' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    const page = ArticleDetailResponse.parse((await detail(article.title)).json());
    expect(page.article).toMatchObject({ intro: 'Nuova intro.', category: 'RELAZIONI', fileUrl: article.fileUrl });
    expect(page.article.date).toBe(article.publishedAt.toISOString());
    expect(await form.onDisk(article.fileUrl!)).toBe(true);
  });

  it('replaces the cover, deleting the old file', async () => {
    const article = await published();
    const response = await save(articleForm({ title: article.title, foto: await png('nuova.png', '#335577') }));
    expect(response.statusCode, response.body).toBe(200);
    const [saved] = await articleRows();
    expect(saved!.fileUrl).not.toBe(article.fileUrl);
    expect(await form.uploads()).toEqual([saved!.fileUrl]);
  });

  it('renames an article: the old address still answers it under its new title', async () => {
    const article = await published();
    expect((await detail('Il-respiro-che-cura')).statusCode).toBe(200);
    const response = await save(articleForm({ title: article.title, newTitle: 'Respirare per guarire' }));
    expect(response.statusCode, response.body).toBe(200);
    for (const address of ['Il-respiro-che-cura', 'il respiro che cura', 'Respirare-per-guarire']) {
      const answer = await detail(address);
      expect(answer.statusCode, address).toBe(200);
      expect(answer.json().article).toMatchObject({ id: article.id, title: 'Respirare per guarire' });
    }
    expect((await publicList()).map((item) => item.title)).toEqual(['Respirare per guarire']);

    await save(articleForm({ title: 'Respirare per guarire', newTitle: 'Il respiro, terza versione' }));
    expect((await detail('Il-respiro-che-cura')).json().article.title).toBe('Il respiro, terza versione');
    expect((await detail('Respirare-per-guarire')).json().article.title).toBe('Il respiro, terza versione');
  });

  it('lets a new article take a title another was renamed from: the real title wins', async () => {
    const article = await published();
    await save(articleForm({ title: article.title, newTitle: 'Un altro titolo' }));
    const newcomer = await published();
    expect((await detail('Il-respiro-che-cura')).json().article.id).toBe(newcomer.id);
    expect((await detail('Un-altro-titolo')).json().article.id).toBe(article.id);
  });

  it('refuses a new title another article has with 409, changing nothing', async () => {
    await published({ title: 'Ascoltare' });
    const article = await published();
    const before = await articleRows();
    const response = await save(articleForm({ title: article.title, newTitle: 'ascoltare', foto: form.picture }));
    expect(refusedFields(response, 409, 'TITLE_TAKEN')).toEqual({
      'body.newTitle': ['Esiste già un articolo con questo titolo.'],
    });
    expect(await articleRows()).toEqual(before);
    expect((await form.uploads()).sort()).toEqual(before.map((row) => row.fileUrl).sort());
  });

  it('checks the content and topic as on publishing, changing nothing', async () => {
    const article = await published();
    const before = await articleRows();
    const response = await save(
      articleForm({ title: article.title, content: '<script>x()</script>', category: 'Nessuno', foto: form.picture }),
    );
    expect(refusedFields(response)).toEqual({
      'body.content': ['Scrivi il contenuto dell’articolo.'],
      'body.category': ['Scegli un argomento esistente.'],
    });
    expect(await articleRows()).toEqual(before);
    expect(await form.uploads()).toEqual([article.fileUrl]);
  });

  it('answers 404 for an unknown article and 400 when none is named, keeping no uploaded file', async () => {
    const unknown = await save(articleForm({ title: 'Nessun articolo', foto: form.picture }));
    expect(unknown.statusCode).toBe(404);
    expect(refusedFields(await save(articleForm({ title: '', foto: form.picture })))).toEqual({
      'body.title': ['Indica l’elemento da modificare.'],
    });
    expect(await form.uploads()).toEqual([]);
  });
});

describe('deleting an article', () => {
  it('removes its cover and forgets its old titles', async () => {
    const article = await published();
    await save(articleForm({ title: article.title, newTitle: 'Nuovo titolo' }));
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/article/',
      payload: { title: 'Nuovo titolo' },
      headers: bearer(t.adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(await form.uploads()).toEqual([]);
    expect(await t.db.select().from(titleRedirects)).toEqual([]);
    expect((await detail('Il-respiro-che-cura')).statusCode).toBe(404);
  });
});

describe('who may write articles', () => {
  it('answers 401 without a token and 403 to a customer or an admin’s login token, changing nothing', async () => {
    const article = await insertArticle(t.db, { category: 'BENESSERE' });
    await form.expectRefusedToStrangers(
      { method: 'POST', url: '/api/article/', parts: articleForm({ title: 'Nuovo', foto: form.picture }) },
      articleRows,
    );
    await form.expectRefusedToStrangers(
      {
        method: 'PUT',
        url: '/api/article/',
        parts: articleForm({ title: article.title, newTitle: 'Altro', foto: form.picture }),
      },
      articleRows,
    );
  });
});
