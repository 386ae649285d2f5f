import { readFile } from 'node:fs/promises';
import { expect, test } from './app-test';
import { PASSWORD, registerVerifiedCustomer } from './support';

test('a customer downloads their data, deletes the account, lands home with a notice and can no longer log in', async ({
  page,
  request,
}) => {
  const email = await registerVerifiedCustomer(page, 'cancellami');

  await page.goto('/utente?tab=data');
  await expect(page.getByRole('heading', { name: 'I tuoi dati', level: 2 })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica i tuoi dati' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cammini-di-crescita-dati-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path()) as string, 'utf8'));
  expect(data.profile).toMatchObject({ email, name: 'Chiara', surname: 'Serafini' });
  expect(data.orders).toEqual([]);

  await expect(page.getByText(/conservare le scritture contabili per dieci anni/)).toBeVisible();
  await page.getByLabel('Password attuale').fill('non-la-mia-password');
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: "Elimina l'account" }).click();
  await expect(page.getByRole('alert')).toHaveText('La password non è corretta.');

  await page.getByLabel('Password attuale').fill(PASSWORD);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: "Elimina l'account" }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Il tuo account è stato eliminato.' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').user ?? null)).toBeNull();

  const login = await request.post('/api/login/', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
  await page.goto('/utente');
  await expect(page).toHaveURL('/login');
});
