import { expect, test } from './app-test';
import { E2E_ADMIN, linkFromOutbox, logIn, PASSWORD, register, uniqueEmail } from './support';

test('a visitor registers, confirms the e-mail, logs in, edits the profile and logs out', async ({ page }) => {
  const email = uniqueEmail('chiara');
  await register(page, email);

  await page.goto(await linkFromOutbox(email, 'verificaRegistrazione'));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('heading', { name: 'Account attivato' })).toBeVisible();
  await page.getByRole('link', { name: "Vai all'accesso" }).click();

  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL('/');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('root'))) ?? '{}').user.email).toBe(email);

  await page.goto('/utente');
  const address = page.getByRole('main').getByLabel('Indirizzo');
  await expect(address).toHaveValue('Via Vecchia Fiesolana 12');
  await address.fill('Piazza Mino 1');
  await page.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(page.getByText('Modifiche salvate.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByLabel('Indirizzo')).toHaveValue('Piazza Mino 1');
  await expect(page.getByRole('main').getByLabel('Città')).toHaveValue(/.+/);

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/utente');
  await expect(page).toHaveURL('/login');
});

test('a registered customer who forgot the password resets it and logs in with the new one', async ({ page }) => {
  const email = uniqueEmail('reset');
  await register(page, email);
  await page.goto(await linkFromOutbox(email, 'verificaRegistrazione'));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('heading', { name: 'Account attivato' })).toBeVisible();

  await page.goto('/forgotpassword');
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();

  await page.goto(await linkFromOutbox(email, 'recoverypassword'));
  await page.getByRole('main').getByLabel('Nuova password', { exact: true }).fill('una-nuova-strada-7');
  await page.getByRole('main').getByLabel('Conferma la nuova password').fill('una-nuova-strada-7');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByRole('heading', { name: 'Password aggiornata' })).toBeVisible();

  await logIn(page, email, 'una-nuova-strada-7');
});

test('a mismatched repeat password is caught before anything is sent', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto('/signin');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByLabel('Ripeti la password').fill('qualcosa-di-diverso');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Le password non coincidono.')).toBeVisible();
  expect(writes).toEqual([]);
});

test('the admin sees the panel and a customer does not', async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/pannello');
  await expect(page.getByRole('heading', { name: 'Pannello di amministrazione' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clienti', exact: true })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  const email = uniqueEmail('cliente');
  await register(page, email);
  await page.goto(await linkFromOutbox(email, 'verificaRegistrazione'));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('heading', { name: 'Account attivato' })).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('link', { name: 'Pannello' })).toHaveCount(0);
  await page.goto('/pannello');
  await expect(page).not.toHaveURL(/pannello/);
  await expect(page.getByRole('heading', { name: 'Pannello di amministrazione' })).toHaveCount(0);
});
