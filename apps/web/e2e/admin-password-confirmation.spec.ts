import { expect, type Page, test } from './app-test';
import { E2E_ADMIN, expectNoSeriousViolations, logIn } from './support';

/*
 * An hour after the admin last typed the password, the server answers a request for a private token
 * with PASSWORD_CONFIRMATION_REQUIRED. The server's clock cannot be moved here, so the page is given
 * that answer (as the server gives it after the hour) while the journey needs it; the confirmation
 * itself goes to the real server with the real password, and the save goes on with the token it answers.
 */

const main = (page: Page) => page.getByRole('main');
const passwordDialog = (page: Page) => page.getByRole('dialog', { name: 'Conferma la tua password' });

/** The server asks for the password before every private token, until `stop` is called. */
async function askForThePassword(page: Page) {
  const route = '**/api/generate-private-token/';
  await page.route(route, (request) =>
    request.fulfill({
      status: 403,
      json: { error: 'PASSWORD_CONFIRMATION_REQUIRED', message: 'Conferma la tua password per continuare' },
    }),
  );
  return { stop: () => page.unroute(route) };
}

test('an admin confirms the password in a dialog in the middle of a save, and the form is saved as typed', async ({
  page,
}, testInfo) => {
  const question = `Serve una conferma? ${testInfo.project.name} ${Date.now().toString(36)}`;
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/addfaq');
  await main(page).getByLabel('Domanda').fill(question);
  await main(page).getByLabel('Risposta').fill('Sì, dopo un’ora.');
  const asking = await askForThePassword(page);

  // Escape gives up: the form stays as typed and says the private token is missing.
  await main(page).getByRole('button', { name: 'Pubblica' }).click();
  const dialog = passwordDialog(page);
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  // The page behind is inert: Tab goes round the dialog's own controls.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('alert')).toHaveText('Errore nella generazione del private token');
  await expect(main(page).getByLabel('Domanda')).toHaveValue(question);
  await expect(main(page).getByRole('button', { name: 'Pubblica' })).toBeFocused();

  // A wrong password is said out loud; the right one lets the save go on.
  await main(page).getByRole('button', { name: 'Pubblica' }).click();
  await expect(dialog).toBeVisible();
  await password.fill('non-la-password');
  await password.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('La password non è corretta. Riprova.');
  await password.fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Conferma e continua' }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('status')).toContainText('FAQ salvato con successo!');
  await asking.stop();

  await expect(page).toHaveURL('/faq', { timeout: 10_000 });
  await expect(main(page).getByText(question)).toBeVisible();
});
