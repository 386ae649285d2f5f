import path from 'node:path';
import { expect, type Page, type TestInfo, test } from './app-test';
import { E2E_ADMIN, expectNoSeriousViolations, expectWorkingPage, logIn, slug } from './support';

const COVER = path.join(import.meta.dirname, 'fixtures', 'course-cover.png');
// The demo seed's tiny real clips.
const seedClip = (name: string) =>
  path.join(import.meta.dirname, '..', '..', 'server', 'src', 'db', 'seed', 'media', `${name}.mp4`);

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string | RegExp) =>
  main(page).getByLabel(label, { exact: typeof label === 'string' });

/** A title no other run or viewport uses, so the journeys never meet. */
const uniqueTitle = (kind: string, info: TestInfo) => `${kind} e2e ${info.project.name} ${Date.now().toString(36)}`;

/** With SCREENSHOT_DIR set, keeps a full-page picture of the form for a look at its layout. */
async function screenshot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}-${info.project.name}.png`), fullPage: true });
}

async function chooseReferences(page: Page, author: string, category: string) {
  await expect(field(page, 'Autore (Nome Cognome)').getByRole('option', { name: author })).toBeAttached();
  await field(page, 'Autore (Nome Cognome)').selectOption({ label: author });
  await expect(field(page, 'Categoria').getByRole('option', { name: category })).toBeAttached();
  await field(page, 'Categoria').selectOption({ label: category });
}

async function deleteFromList(page: Page, listPath: string, title: string) {
  await page.goto(listPath);
  page.once('dialog', (dialog) => void dialog.accept());
  await main(page)
    .getByRole('button', { name: `Elimina ${title}`, exact: true })
    .click();
  await expect(main(page).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByRole('article').first()).toBeVisible();
  await expect(main(page).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
});

test('an admin publishes an in-person course, renames it (old links still work) and deletes it', async ({
  page,
}, info) => {
  const title = uniqueTitle('Percorso', info);
  const renamed = `${title} rinnovato`;

  await page.goto('/addcorso');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Aggiungi corso' })).toBeVisible();
  await chooseReferences(page, 'Giulia Ferrante', 'AUTOSTIMA');
  await field(page, 'Titolo').fill(title);
  await field(page, 'Introduzione').fill('Un weekend di prova per il percorso completo.');
  await field(page, 'Luogo (link di Google Maps)').fill('https://www.google.com/maps/search/?api=1&query=Siena');
  await field(page, 'Descrizione').fill('Primo paragrafo.\n\nSecondo paragrafo.');
  await field(page, 'Prezzo (€)').fill('120');
  await field(page, 'Prezzo affiliato (€)').fill('12');
  await field(page, 'Acconto (€)').fill('30');
  // Only "Inserisci data" shows the dates; another choice hides them.
  await main(page).getByLabel('Data da definirsi').check();
  await expect(field(page, 'Data di inizio')).toHaveCount(0);
  await main(page).getByLabel('Inserisci data').check();
  await field(page, 'Data di inizio').fill('2031-03-14');
  await field(page, 'Data di fine (facoltativa)').fill('2031-03-15');
  await main(page).getByLabel('Cancellazione gratuita').check();
  await field(page, /^Immagine di copertina/).setInputFiles(COVER);
  await field(page, /^Video/).setInputFiles(seedClip('lesson-a'));
  await expectNoSeriousViolations(page);
  await screenshot(page, info, 'addcorso');
  await main(page).getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(main(page).getByRole('status')).toContainText('Corso pubblicato con successo!');

  await page.goto('/corsi');
  await expect(main(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
  await page.goto(`/courseDetail/${slug(title)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText('Secondo paragrafo.')).toBeVisible();
  await expect(main(page).getByText('Cancellazione gratuita', { exact: true })).toBeVisible();
  await expect(main(page).locator('img').first()).toHaveAttribute('src', /\/uploads\/media\/courses\//);

  await page.goto('/corsi');
  await main(page)
    .getByRole('link', { name: `Modifica ${title}`, exact: true })
    .click();
  await expect(page).toHaveURL(`/editcorso/${slug(title)}`);
  await expect(field(page, 'Titolo')).toHaveValue(title);
  await expect(field(page, 'Data di inizio')).toHaveValue('2031-03-14');
  // The saved video is private: its preview plays from a signed address, never from /uploads/.
  await expect(main(page).getByLabel('Video salvato 1')).toHaveAttribute(
    'src',
    /^\/api\/courses\/\d+\/videos\/1\/video\?token=/,
  );
  await expectNoSeriousViolations(page);
  await screenshot(page, info, 'editcorso');
  await field(page, 'Titolo').fill(renamed);
  await field(page, 'Prezzo (€)').fill('150');
  await expect(main(page).getByLabel('Cancellazione gratuita')).toBeChecked();
  await main(page).getByLabel('Cancellazione gratuita').uncheck();
  await main(page).getByRole('button', { name: 'Salva modifiche', exact: true }).click();
  await expect(page).toHaveURL('/corsi');
  await expect(main(page).getByRole('heading', { name: renamed, exact: true })).toBeVisible();

  // A link shared before the rename still opens the course.
  await page.goto(`/courseDetail/${slug(title)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(main(page)).toContainText('150,00 €');
  await expect(main(page).getByText('Cancellazione gratuita', { exact: true })).toHaveCount(0);

  await deleteFromList(page, '/corsi', renamed);
  expect((await page.request.get(`/api/course/${encodeURIComponent(renamed)}`)).status()).toBe(404);
});

test('an admin publishes an online course with a lesson, renames it (old links still work) and deletes it', async ({
  page,
}, info) => {
  const title = uniqueTitle('Meditazione', info);
  const renamed = `${title} rinnovata`;

  await page.goto('/addmeditazione');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Aggiungi meditazione' })).toBeVisible();
  await chooseReferences(page, 'Davide Conti', 'BENESSERE');
  await field(page, 'Titolo').fill(title);
  await field(page, 'Introduzione').fill('Pratiche brevi per le giornate piene.');
  await field(page, 'Descrizione').fill('Un percorso di prova.');
  await field(page, 'Prezzo (€)').fill('39');
  await field(page, 'Acconto (€)').fill('10');
  await field(page, 'Prezzo affiliato (€)').fill('4');
  await field(page, /^Immagine di copertina/).setInputFiles(COVER);
  await field(page, /^Video principale/).setInputFiles(seedClip('trailer'));
  await field(page, 'Aggiungi lezioni').setInputFiles([seedClip('lesson-a'), seedClip('lesson-b')]);
  await expect(field(page, 'Titolo della lezione 1')).toHaveValue('lesson a');
  await field(page, 'Titolo della lezione 1').fill('Il respiro che calma');
  await main(page).getByRole('button', { name: 'Rimuovi la lezione 2' }).click();
  await expectNoSeriousViolations(page);
  await screenshot(page, info, 'addmeditazione');
  await main(page).getByRole('button', { name: 'Pubblica', exact: true }).click();
  await expect(main(page).getByRole('status')).toContainText('Corso online pubblicato con successo!');

  await page.goto('/meditazione');
  await expect(main(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
  await page.goto(`/onlinecoursedetail/${slug(title)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText('Il respiro che calma')).toBeVisible();
  const detail = await (await page.request.get(`/api/onlinecourse/${encodeURIComponent(title)}`)).text();
  expect(detail).not.toMatch(/media\/lessons/);

  await page.goto('/meditazione');
  await main(page)
    .getByRole('link', { name: `Modifica ${title}`, exact: true })
    .click();
  await expect(page).toHaveURL(`/editmeditazione/${slug(title)}`);
  await expect(field(page, 'Titolo della lezione 1')).toHaveValue('Il respiro che calma');
  await expectNoSeriousViolations(page);
  await screenshot(page, info, 'editmeditazione');
  await field(page, 'Titolo').fill(renamed);
  await main(page).getByRole('button', { name: 'Salva modifiche', exact: true }).click();
  await expect(main(page).getByRole('status')).toContainText('Corso salvato con successo!');
  await expect(page).toHaveURL(`/editmeditazione/${slug(renamed)}`);
  await expect(field(page, 'Titolo')).toHaveValue(renamed);

  await page.goto(`/onlinecoursedetail/${slug(title)}`);
  await expect(main(page).getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await deleteFromList(page, '/meditazione', renamed);
  expect((await page.request.get(`/api/onlinecourse/${encodeURIComponent(renamed)}`)).status()).toBe(404);
});

test.describe('saving an existing course without renaming it lands on a working page', () => {
  test('an in-person course', async ({ page }) => {
    const title = 'Radici e ali';
    await page.goto(`/editcorso/${slug(title)}`);
    await expect(field(page, 'Titolo')).toHaveValue(title);
    await expect(field(page, 'Autore (Nome Cognome)')).not.toHaveValue('');
    await main(page).getByRole('button', { name: 'Salva modifiche', exact: true }).click();
    await expect(page).toHaveURL('/corsi');
    await expectWorkingPage(page, main(page).getByRole('heading', { name: title, exact: true }));
  });

  test('an online course', async ({ page }) => {
    const title = 'Meditazioni per ricominciare';
    await page.goto(`/editmeditazione/${slug(title)}`);
    await expect(field(page, 'Titolo')).toHaveValue(title);
    await expect(field(page, 'Autore (Nome Cognome)')).not.toHaveValue('');
    await main(page).getByRole('button', { name: 'Salva modifiche', exact: true }).click();
    await expect(main(page).getByRole('status')).toContainText('Corso salvato con successo!');
    await expect(page).toHaveURL(`/editmeditazione/${slug(title)}`);
    await expectWorkingPage(page, field(page, 'Titolo'));
    await page.goto(`/onlinecoursedetail/${slug(title)}`);
    await expectWorkingPage(page, main(page).getByRole('heading', { level: 1, name: title }));
  });
});
