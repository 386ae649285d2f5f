import { expect, type Page, test } from './app-test';
import { E2E_ADMIN, expectNoSeriousViolations, expectWorkingPage, logIn, slug } from './support';

/*
 * The back office's topic, FAQ, member and article forms: for each kind the admin creates an
 * item (with a picture where the kind has one), sees it on the public site, edits it, and deletes
 * it with the public page's delete icon.
 */

/** A 1×1 PNG, enough for the server to decode, re-encode and store. */
const PIXEL_PNG = {
  name: 'foto.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

const main = (page: Page) => page.getByRole('main');
/** The article form's title (the editor's toolbar has a "Titolo" button too). */
const titleBox = (page: Page) => main(page).getByRole('textbox', { name: 'Titolo', exact: true });
/** Unique per run and per viewport project (both run against one server). */
const unique = (label: string, project: string) => `${label} ${project} ${Date.now().toString(36)}`;

async function deleteWithIcon(page: Page, name: string) {
  page.once('dialog', (dialog) => void dialog.accept());
  await main(page)
    .getByRole('button', { name: `Elimina ${name}`, exact: true })
    .click();
}

test.beforeEach(async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
});

test('an admin adds a topic with a photo, edits it from the areas page and deletes it', async ({ page }, testInfo) => {
  const title = unique('Gratitudine', testInfo.project.name);
  const renamed = `${title} e abbondanza`;
  await page.goto('/addargomento');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Aggiungi argomento' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Pubblica' }).click();
  await expect(main(page).getByText('Campo obbligatorio.')).toHaveCount(2);
  await main(page).getByLabel('Titolo').fill(title);
  await main(page).getByLabel('Descrizione').fill('Dire grazie cambia lo sguardo.');
  await main(page).getByLabel('Foto di copertina').setInputFiles(PIXEL_PNG);
  await expect(main(page).getByRole('img', { name: 'foto.png' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await main(page).getByRole('button', { name: 'Pubblica' }).click();
  await expect(main(page).getByRole('status')).toContainText('Argomento pubblicato con successo!');

  await page.goto('/soluzioni');
  const card = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card.getByText('Dire grazie cambia lo sguardo.')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/media\/topics\/.+\.webp$/);

  await card.getByRole('link', { name: `Modifica ${title}` }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Modifica argomento' })).toBeVisible();
  await expect(main(page).getByLabel('Titolo')).toHaveValue(title);
  await expectNoSeriousViolations(page);
  await main(page).getByLabel('Titolo').fill(renamed);
  await main(page).getByLabel('Descrizione').fill('Ricevere con gratitudine.');
  await main(page).getByRole('button', { name: 'Pubblica' }).click();
  await expect(main(page).getByRole('status')).toContainText('Argomento pubblicato con successo!');
  await expect(page).toHaveURL('/soluzioni');
  const edited = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: renamed, exact: true }) });
  await expect(edited.getByText('Ricevere con gratitudine.')).toBeVisible();

  await deleteWithIcon(page, renamed);
  await expect(main(page).getByRole('heading', { name: renamed, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Aree' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: renamed, exact: true })).toHaveCount(0);
});

test('an admin adds a FAQ, edits it from the FAQ page and deletes it', async ({ page }, testInfo) => {
  const question = `${unique('Serve esperienza', testInfo.project.name)}?`;
  await page.goto('/addfaq');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Aggiungi FAQ' })).toBeVisible();
  await main(page).getByLabel('Domanda').fill(question);
  await main(page).getByLabel('Risposta').fill('No.\nBasta la curiosità.');
  await expectNoSeriousViolations(page);
  await main(page).getByRole('button', { name: 'Pubblica' }).click();
  await expect(main(page).getByRole('status')).toContainText('FAQ salvato con successo!');
  await expect(page).toHaveURL('/faq');

  const item = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: question, exact: true }) });
  await item.getByRole('button', { name: question, exact: true }).click();
  await expect(item.getByText('Basta la curiosità.')).toBeVisible();

  await item.getByRole('link', { name: `Modifica ${question}` }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Modifica FAQ' })).toBeVisible();
  await expect(main(page).getByLabel('Domanda')).toHaveValue(question);
  await main(page).getByLabel('Risposta').fill('Nessuna: si impara insieme.');
  await main(page).getByRole('button', { name: 'Pubblica' }).click();
  await expect(main(page).getByRole('status')).toContainText('Faq pubblicato con successo!');
  await expect(page).toHaveURL('/faq');
  const edited = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: question, exact: true }) });
  await edited.getByRole('button', { name: question, exact: true }).click();
  await expect(edited.getByText('Nessuna: si impara insieme.')).toBeVisible();

  await deleteWithIcon(page, question);
  await expect(main(page).getByRole('button', { name: question, exact: true })).toHaveCount(0);
});

test('an admin adds a member with a photo, renames them and deletes them; the old address still leads to them', async ({
  page,
}, testInfo) => {
  const name = `Marta${testInfo.project.name}`;
  const surname = `Galli${Date.now().toString(36)}`;
  const newSurname = `${surname}Rossi`;
  await page.goto('/addmembro');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Aggiungi membro' })).toBeVisible();
  await main(page).getByRole('button', { name: 'PUBBLICA' }).click();
  await expect(main(page).getByText('Campo obbligatorio.')).toHaveCount(7);
  await main(page).getByLabel('Nome', { exact: true }).fill(name);
  await main(page).getByLabel('Cognome').fill(surname);
  await main(page).getByLabel('Descrizione').fill('Accompagna percorsi di consapevolezza corporea.');
  await main(page).getByLabel('Territorio di operatività').fill('Umbria');
  await main(page).getByLabel('Lingua parlata').fill('Italiano, Inglese');
  await main(page).getByLabel('E-mail').fill('marta.e2e@example.com');
  await main(page).getByLabel('Telefono').fill('+39 333 123 4567');
  await main(page).getByLabel('Sito web').fill('https://example.com/marta');
  await main(page).getByLabel('Foto').setInputFiles(PIXEL_PNG);
  await expectNoSeriousViolations(page);
  await main(page).getByRole('button', { name: 'PUBBLICA' }).click();
  await expect(main(page).getByRole('status')).toContainText('Membro online pubblicato con successo!');

  await page.goto('/chisono');
  const card = main(page).getByRole('article').filter({ hasText: surname });
  await expect(card.getByText('Umbria')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/media\/members\/.+\.webp$/);

  await card.getByRole('link', { name: `Modifica ${name} ${surname}` }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Modifica membro' })).toBeVisible();
  await expect(main(page).getByLabel('E-mail')).toHaveValue('marta.e2e@example.com');
  await expectNoSeriousViolations(page);
  await main(page).getByLabel('Cognome').fill(newSurname);
  await main(page).getByRole('button', { name: 'PUBBLICA' }).click();
  await expect(main(page).getByRole('status')).toContainText('Membro online pubblicato con successo!');
  await expect(page).toHaveURL('/chisono');
  await expect(main(page).getByRole('article').filter({ hasText: newSurname })).toBeVisible();

  // A link shared before the rename still reaches the member's courses.
  await page.goto(`/corsi-membro/${slug(`${name} ${surname}`)}`);
  await expect(page).toHaveURL(`/corsi-membro/${slug(`${name} ${newSurname}`)}`);
  await expect(main(page).getByText('Non ci sono corsi per questo membro.')).toBeVisible();

  await page.goto('/chisono');
  await deleteWithIcon(page, `${name} ${newSurname}`);
  await expect(main(page).getByRole('article').filter({ hasText: newSurname })).toHaveCount(0);
});

test('an admin writes an article with a cover, renames it and deletes it; the old link still leads to it', async ({
  page,
}, testInfo) => {
  const title = unique('Il respiro che cura', testInfo.project.name);
  const renamed = unique('Respirare è già cura', testInfo.project.name);
  await page.goto('/addarticolo');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Aggiungi articolo' })).toBeVisible();
  await titleBox(page).fill(title);
  const intro = main(page).getByLabel('Introduzione (max 15 parole)');
  await intro.fill('Tre minuti al giorno per tornare a sé.');
  await expect(main(page).getByText('8 parole su 15 consigliate')).toBeVisible();
  const editor = main(page).getByRole('textbox', { name: 'Contenuto' });
  await editor.click();
  await editor.pressSequentially('Inspira lentamente, poi lascia andare.');
  await main(page).getByLabel('Argomento').selectOption({ label: 'BENESSERE' });
  await main(page)
    .getByLabel(/Immagine di copertina/)
    .setInputFiles(PIXEL_PNG);
  await expectNoSeriousViolations(page);
  await main(page).getByRole('button', { name: 'Pubblica' }).click();
  const saved = main(page).getByRole('status').filter({ hasText: 'Articolo salvato con successo!' });
  await expect(saved).toBeVisible();
  await saved.getByRole('link', { name: 'Vedi l’articolo' }).click();

  await expect(page).toHaveURL(`/articolo/${slug(title)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText('Inspira lentamente, poi lascia andare.')).toBeVisible();

  await page.goto('/blog');
  await main(page)
    .getByRole('link', { name: `Modifica ${title}` })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Modifica articolo' })).toBeVisible();
  await expect(main(page).getByLabel('Argomento')).toHaveValue('BENESSERE');
  await expect(editor).toContainText('Inspira lentamente');
  await titleBox(page).fill(renamed);
  await main(page).getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(main(page).getByRole('status')).toContainText('Articolo salvato con successo!');
  await expect(page).toHaveURL(`/articolo/${slug(renamed)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // The address shared before the rename answers 301 to the new one.
  await page.goto(`/articolo/${slug(title)}`);
  await expect(page).toHaveURL(`/articolo/${slug(renamed)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await page.goto('/blog');
  await deleteWithIcon(page, renamed);
  await expect(main(page).getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
  await page.goto(`/articolo/${slug(renamed)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Articolo non trovato' })).toBeVisible();
});

test('markup an admin saves in an article never runs for visitors', async ({ page }, testInfo) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    // The delete icon's confirmation is the only dialog expected.
    if (dialog.type() === 'confirm') return;
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const title = `Prova <img src=x onerror="window.__xss=1;alert(1)"> ${unique('markup', testInfo.project.name)}`;

  // Through the form: markup typed in the title and the intro.
  await page.goto('/addarticolo');
  await titleBox(page).fill(title);
  await main(page).getByLabel('Introduzione (max 15 parole)').fill('<script>window.__xss=2;alert(2)</script> Intro');
  const editor = main(page).getByRole('textbox', { name: 'Contenuto' });
  await editor.click();
  await editor.pressSequentially('Testo sicuro.');
  await main(page).getByLabel('Argomento').selectOption({ label: 'BENESSERE' });
  await main(page)
    .getByLabel(/Immagine di copertina/)
    .setInputFiles(PIXEL_PNG);
  await main(page).getByRole('button', { name: 'Pubblica' }).click();
  await expect(main(page).getByRole('status')).toContainText('Articolo salvato con successo!');

  // Straight to the API, as a script could: raw HTML in the content.
  const status = await page.evaluate(async (currentTitle) => {
    const session = JSON.parse(localStorage.getItem('root') ?? '{}') as { user?: { token?: string } };
    const tokenAnswer = await fetch('/api/generate-private-token/', {
      headers: { authorization: `Bearer ${session.user?.token}` },
    });
    const { token } = (await tokenAnswer.json()) as { token: string };
    const form = new FormData();
    form.append('title', currentTitle);
    form.append('intro', '<script>window.__xss=2;alert(2)</script> Intro');
    form.append(
      'content',
      '<p>Testo sicuro.</p><img src="x" onerror="window.__xss=3;alert(3)"><script>window.__xss=4;alert(4)</script>' +
        '<p><a href="javascript:window.__xss=5;alert(5)">un collegamento</a></p>' +
        '<svg onload="window.__xss=6"></svg><iframe src="javascript:alert(7)"></iframe>',
    );
    form.append('category', 'BENESSERE');
    const answer = await fetch('/api/article/', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return answer.status;
  }, title);
  expect(status).toBe(200);

  await page.goto('/blog');
  await expect(main(page).getByRole('link', { name: title, exact: true })).toBeVisible();
  await main(page).getByRole('link', { name: title, exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText('<script>window.__xss=2;alert(2)</script> Intro')).toBeVisible();
  await expect(main(page).getByText('Testo sicuro.')).toBeVisible();
  const link = main(page).getByText('un collegamento');
  await link.click({ force: true });
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(
    await main(page).locator('script, [onerror], [onload], iframe, svg[onload], a[href^="javascript"]').count(),
  ).toBe(0);

  await page.goto('/blog');
  await deleteWithIcon(page, title);
  await expect(main(page).getByRole('link', { name: title, exact: true })).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('saving an existing item without renaming it lands on a working page', () => {
  test('a topic', async ({ page }) => {
    await page.goto('/soluzioni');
    await main(page).getByRole('link', { name: 'Modifica AUTOSTIMA', exact: true }).click();
    await expect(main(page).getByLabel('Titolo')).toHaveValue('AUTOSTIMA');
    await main(page).getByRole('button', { name: 'Pubblica' }).click();
    await expect(main(page).getByRole('status')).toContainText('Argomento pubblicato con successo!');
    await expect(page).toHaveURL('/soluzioni');
    await expectWorkingPage(page, main(page).getByRole('heading', { name: 'AUTOSTIMA', exact: true }));
  });

  test('a FAQ', async ({ page }) => {
    const question = 'Come mi iscrivo a un percorso in presenza?';
    await page.goto('/faq');
    await main(page)
      .getByRole('link', { name: `Modifica ${question}`, exact: true })
      .click();
    await expect(main(page).getByLabel('Domanda')).toHaveValue(question);
    await main(page).getByRole('button', { name: 'Pubblica' }).click();
    await expect(main(page).getByRole('status')).toContainText('Faq pubblicato con successo!');
    await expect(page).toHaveURL('/faq');
    await expectWorkingPage(page, main(page).getByRole('button', { name: question, exact: true }));
  });

  test('a member', async ({ page }) => {
    await page.goto('/chisono');
    await main(page).getByRole('link', { name: 'Modifica Giulia Ferrante', exact: true }).click();
    await expect(main(page).getByLabel('Cognome')).toHaveValue('Ferrante');
    await main(page).getByRole('button', { name: 'PUBBLICA' }).click();
    await expect(main(page).getByRole('status')).toContainText('Membro online pubblicato con successo!');
    await expect(page).toHaveURL('/chisono');
    await expectWorkingPage(page, main(page).getByRole('article').filter({ hasText: 'Ferrante' }));
  });

  test('an article', async ({ page }) => {
    const title = 'Cinque gesti quotidiani per coltivare la stima di sé';
    await page.goto(`/editarticolo/${slug(title)}`);
    await expect(titleBox(page)).toHaveValue(title);
    await main(page).getByRole('button', { name: 'Salva le modifiche' }).click();
    await expect(main(page).getByRole('status')).toContainText('Articolo salvato con successo!');
    await expect(page).toHaveURL(`/articolo/${slug(title)}`);
    await expectWorkingPage(page, main(page).getByRole('heading', { level: 1, name: title }));
  });
});
