import { expect, type Page, type TestInfo, test } from './app-test';
import { COVER, chooseReferences, field, fillInPersonCourse, main, person, seedClip } from './course-steps';
import {
  E2E_ADMIN,
  expectNoSeriousViolations,
  expectWorkingPage,
  logIn,
  logInAsCustomer,
  payWithTestCard,
  screenshotForReview,
  slug,
} from './support';

/** A title no other run or viewport uses, so the journeys never meet. */
const uniqueTitle = (kind: string, info: TestInfo) => `${kind} e2e ${info.project.name} ${Date.now().toString(36)}`;

/** What the in-person course form requires, the course starting on `startDate`. */
const trialCourse = (title: string, startDate: string) => ({
  title,
  startDate,
  introduction: 'Un weekend di prova per il percorso completo.',
  description: 'Primo paragrafo.\n\nSecondo paragrafo.',
  price: 120,
  affiliatePrice: 12,
  deposit: 30,
});

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
  await fillInPersonCourse(page, trialCourse(title, '2031-03-14'));
  // Only "Inserisci data" shows the dates; another choice hides (and clears) them.
  await main(page).getByLabel('Data da definirsi').check();
  await expect(field(page, 'Data di inizio')).toHaveCount(0);
  await main(page).getByLabel('Inserisci data').check();
  await field(page, 'Data di inizio').fill('2031-03-14');
  await field(page, 'Data di fine (facoltativa)').fill('2031-03-15');
  await main(page).getByLabel('Cancellazione gratuita').check();
  await expectNoSeriousViolations(page);
  await screenshotForReview(page, 'addcorso');
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
  await screenshotForReview(page, 'editcorso');
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

test('an admin keeps a one-place course unlisted as a draft, publishes it, it sells out, and with a buyer it is archived rather than deleted', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const title = uniqueTitle('Posto unico', info);
  const card = (on: Page) =>
    main(on)
      .getByRole('article')
      .filter({ has: on.getByRole('heading', { name: title, exact: true }) });

  await page.goto('/addcorso');
  await fillInPersonCourse(page, trialCourse(title, '2031-05-09'));
  await field(page, 'Stato').selectOption({ label: 'Bozza' });
  await expect(field(page, 'Stato')).toHaveAccessibleDescription(/Solo gli amministratori lo vedono/);
  await field(page, 'Posti disponibili').fill('1');
  await expectNoSeriousViolations(page);
  await screenshotForReview(page, 'addcorso-draft');
  await main(page).getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(main(page).getByRole('status')).toContainText('Corso salvato: non è in vetrina');

  // A visitor does not see the draft; the admin finds it under "Non in vetrina".
  const visitor = await person(browser);
  await visitor.goto('/corsi');
  await expect(main(visitor).getByRole('article').first()).toBeVisible();
  await expect(main(visitor).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await expect(main(visitor).getByRole('heading', { name: 'Non in vetrina' })).toHaveCount(0);
  expect((await visitor.request.get(`/api/course/${encodeURIComponent(title)}`)).status()).toBe(404);

  await page.goto('/corsi');
  const unlisted = main(page).getByRole('region', { name: 'Non in vetrina' });
  const unlistedRow = unlisted.getByRole('listitem').filter({ hasText: title });
  await expect(unlistedRow).toContainText('Bozza');
  await expect(unlistedRow).toContainText('Nessun acquirente');
  await expect(main(page).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshotForReview(page, 'corsi-non-in-vetrina');

  // The admin publishes it: on the list, with its one place.
  await unlistedRow.getByRole('link', { name: `Modifica ${title}`, exact: true }).click();
  await expect(page).toHaveURL(`/editcorso/${slug(title)}`);
  await expect(field(page, 'Stato')).toHaveValue('draft');
  await expect(field(page, 'Posti disponibili')).toHaveValue('1');
  await field(page, 'Stato').selectOption({ label: 'Pubblicato' });
  await main(page).getByRole('button', { name: 'Salva modifiche', exact: true }).click();
  await expect(page).toHaveURL('/corsi');
  await expect(card(page)).toContainText('Ultimo posto');
  await expect(unlisted.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // A customer buys the last place with the test card; for everyone else the course is sold out.
  await logInAsCustomer(visitor);
  await visitor.goto(`/courseDetail/${slug(title)}`);
  await expect(main(visitor).getByText('Ultimo posto')).toBeVisible();
  await main(visitor).getByRole('link', { name: 'Acquista', exact: true }).click();
  await expect(visitor).toHaveURL(`/payment/${slug(title)}`);
  await payWithTestCard(visitor, '4242 4242 4242 4242');
  await expect(visitor).toHaveURL(/\/success\/\?order=[0-9a-f-]{36}$/);
  await expect(main(visitor).getByRole('heading', { name: 'Grazie per il tuo acquisto!' })).toBeVisible();
  await visitor.context().close();

  await page.goto('/corsi');
  await expect(card(page).getByText('Esaurito', { exact: true })).toBeVisible();
  await expect(card(page).getByText('Posti esauriti')).toBeVisible();
  await expect(card(page).getByRole('link', { name: /^Acquista/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshotForReview(page, 'corsi-esaurito');

  // With a buyer it cannot be deleted: the admin reads why and archives it instead.
  page.once('dialog', (dialog) => void dialog.accept());
  await card(page)
    .getByRole('button', { name: `Elimina ${title}`, exact: true })
    .click();
  await expect(card(page).getByRole('alert')).toContainText('non può essere eliminato');
  await expectNoSeriousViolations(page);
  await screenshotForReview(page, 'corsi-archivia');
  await card(page)
    .getByRole('button', { name: `Archivia il corso ${title}`, exact: true })
    .click();
  await expect(main(page).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `«${title}» è stato archiviato` }),
  ).toBeVisible();
  const archivedRow = unlisted.getByRole('listitem').filter({ hasText: title });
  await expect(archivedRow).toContainText('Archiviato');
  await expect(archivedRow).toContainText('1 acquirente');
  await screenshotForReview(page, 'corsi-archiviato');
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
  await screenshotForReview(page, 'addmeditazione');
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
  await screenshotForReview(page, 'editmeditazione');
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
