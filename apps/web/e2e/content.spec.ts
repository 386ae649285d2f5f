import type {
  ArticleListResponse,
  MemberCoursesResponse,
  TerritoriesResponse,
  TopicListResponse,
} from '@cammini/contract';
import { expect, type Page, test } from './app-test';
import { E2E_ADMIN, expectNoSeriousViolations, logIn, slug, switchToEnglish } from './support';

const articleTitles = (page: Page) =>
  page.getByRole('list', { name: 'Articoli' }).getByRole('heading', { level: 2 }).allTextContents();

test('the areas page shows the heading, the quote and every demo area leading to its courses', async ({
  page,
  request,
}) => {
  const topics = (await (await request.get('/get/topics')).json()) as TopicListResponse;
  expect(topics.length).toBeGreaterThan(0);

  await page.goto('/soluzioni');
  await expect(page.getByRole('heading', { level: 1, name: 'Aree' })).toBeVisible();
  await expect(page.getByText("L'essenziale è invisibile agli occhi.")).toBeVisible();
  const list = page.getByRole('list', { name: 'Le aree' });
  await expect(list.getByRole('article')).toHaveCount(topics.length);
  for (const topic of topics) await expect(list.getByRole('heading', { name: topic.title, exact: true })).toBeVisible();

  const first = topics[0]!;
  const card = list.getByRole('article').filter({ has: page.getByRole('heading', { name: first.title, exact: true }) });
  await expect(card.getByText(first.description)).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', first.fileUrl ?? '');
  await expect(card.getByRole('link', { name: /Scopri/ })).toHaveAttribute(
    'href',
    `/corsi?filter=${encodeURIComponent(first.title.toLowerCase())}`,
  );
  // Visitors see no admin icons.
  await expect(page.getByRole('button', { name: /^Elimina/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('the blog lists the demo articles, and its search and topic filter really filter', async ({ page, request }) => {
  const { articles } = (await (await request.get('/api/articles')).json()) as ArticleListResponse;
  const listening = articles.find((article) => article.category === 'RELAZIONI');
  const breathing = articles.find((article) => article.title.includes('respiro'));
  if (!listening || !breathing) throw new Error('the demo articles are missing');

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const link = page.getByRole('link', { name: listening.title });
  await expect(link).toHaveAttribute('href', `/articolo/${slug(listening.title)}`);
  const card = page.getByRole('article').filter({ has: link });
  await expect(card.getByText('RELAZIONI')).toBeVisible();
  await expect(card.getByText(listening.intro)).toBeVisible();
  await expect(card.locator('time')).toContainText(
    /(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)/,
  );
  expect(await articleTitles(page)).toHaveLength(articles.length);
  await expectNoSeriousViolations(page);

  await page.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'RELAZIONI' });
  await expect(page).toHaveURL(/filter=relazioni/);
  await expect
    .poll(() => articleTitles(page))
    .toEqual(articles.filter((article) => article.category === 'RELAZIONI').map((article) => article.title));

  await page.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'Tutte le aree' });
  await page.getByRole('searchbox', { name: 'Cerca un articolo' }).fill('RESPIRO');
  await expect.poll(() => articleTitles(page)).toEqual([breathing.title]);

  await page.getByRole('searchbox', { name: 'Cerca un articolo' }).fill('nessun articolo ha questo titolo');
  await expect(page.getByText('Nessun articolo corrisponde alla ricerca.')).toBeVisible();

  // The filter can be preset in the address.
  await page.goto('/blog?filter=benessere');
  await expect
    .poll(() => articleTitles(page))
    .toEqual(articles.filter((article) => article.category === 'BENESSERE').map((article) => article.title));
});

test('an article shows its content, date and previous and next navigation', async ({ page, request }) => {
  const { articles } = (await (await request.get('/api/articles')).json()) as ArticleListResponse;
  const [newest, second, third] = articles;
  if (!newest || !second || !third) throw new Error('the demo articles are missing');

  await page.goto('/blog');
  await page.getByRole('link', { name: second.title }).click();
  await expect(page).toHaveURL(`/articolo/${slug(second.title)}`);
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await expect(page.getByText(/Pubblicato il \d{1,2} \p{L}+ \d{4}/u)).toBeVisible();
  await expect(page.getByRole('link', { name: second.category })).toBeVisible();
  await expect(page.locator('.prose p').first()).toBeVisible();
  await expect(page.locator('.prose script')).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Altri articoli' });
  await expect(nav.getByRole('link', { name: /Articolo precedente/ })).toContainText(newest.title);
  await expect(nav.getByRole('link', { name: /Articolo successivo/ })).toContainText(third.title);
  await expectNoSeriousViolations(page);

  await nav.getByRole('link', { name: /Articolo precedente/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
  // The newest article has nothing before it: the link is shown disabled.
  await expect(nav.getByText('Nessun articolo precedente')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Articolo precedente/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Torna al blog' }).click();
  await expect(page).toHaveURL('/blog');

  await page.goto('/articolo/Questo-articolo-non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Articolo non trovato' })).toBeVisible();
});

test("the members page opens with the biography, filters by the members' real territories and by name", async ({
  page,
  request,
}) => {
  const { territories } = (await (await request.get('/api/members/territories')).json()) as TerritoriesResponse;
  expect(territories).toContain('Toscana');

  await page.goto('/chisono');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Un cammino che è diventato casa per molti' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'I nostri membri' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Membri' });
  const giulia = list.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Giulia Ferrante' }) });
  await expect(giulia.getByText('Toscana')).toBeVisible();
  await expect(giulia.getByText('Italiano, Inglese')).toBeVisible();
  await expect(giulia.locator('img')).toBeVisible();
  await expectNoSeriousViolations(page);

  const select = page.getByRole('combobox', { name: 'Territorio' });
  await expect(select.getByRole('option')).toHaveText(['Tutti i territori', ...territories]);
  await select.selectOption('Toscana');
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Giulia Ferrante']);
  await select.selectOption('');

  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill('bellini');
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Marco Bellini']);
  await page.getByRole('searchbox', { name: 'Cerca per nome' }).fill('');

  await giulia.getByRole('link', { name: /Vedi corsi/ }).click();
  await expect(page).toHaveURL('/corsi-membro/Giulia-Ferrante');
  await expect(page.getByRole('heading', { level: 1, name: 'Giulia Ferrante' })).toBeVisible();
});

test("a member's courses page lists their courses with place, date, price and ACQUISTA", async ({ page, request }) => {
  const courses = (await (await request.get('/api/members/Giulia-Ferrante/courses')).json()) as MemberCoursesResponse;
  expect(courses.length).toBeGreaterThan(0);

  await page.goto('/corsi-membro/Giulia-Ferrante');
  await expect(page.getByRole('heading', { level: 1, name: 'Giulia Ferrante' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Corsi' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(courses.map((course) => course.title));
  const first = courses[0]!;
  const card = list.getByRole('article').filter({ has: page.getByRole('heading', { name: first.title }) });
  await expect(card.getByText(/\d+,\d{2}\s€/)).toBeVisible();
  await expect(card.getByRole('link', { name: /ACQUISTA/ })).toHaveAttribute('href', first.link);
  await expectNoSeriousViolations(page);

  await page.goto('/corsi-membro/Nessuno-Sconosciuto');
  await expect(page.getByRole('heading', { level: 1, name: 'Membro non trovato' })).toBeVisible();
});

test('the members page speaks English', async ({ page }) => {
  await page.goto('/chisono');
  await expect(page.getByRole('heading', { level: 2, name: 'I nostri membri' })).toBeVisible();
  await switchToEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'A journey that became a home for many' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our facilitators' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Location' }).getByRole('option').first()).toHaveText(
    'All locations',
  );
  await expect(page.getByRole('link', { name: 'See courses by Giulia Ferrante' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an admin deletes a demo article from the blog and it is gone after a reload', async ({
  page,
  request,
}, testInfo) => {
  // Each browser project deletes its own old article, so the two runs never reach for the same one.
  const title =
    testInfo.project.name === 'phone'
      ? 'Gratitudine e abbondanza nella vita di tutti i giorni'
      : 'Fare pace con le proprie paure';
  expect((await request.get(`/api/article/${slug(title)}`)).status()).toBe(200);

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: `Modifica ${title}` })).toHaveAttribute(
    'href',
    `/editarticolo/${slug(title)}`,
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Elimina ${title}` }).click();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Ascoltare senza interrompere', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  expect((await request.get(`/api/article/${slug(title)}`)).status()).toBe(404);
});
