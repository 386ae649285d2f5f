import { expect, test } from './app-test';
import { logInAsCustomer, scrollThroughPage } from './support';

const payloads = {
  // Names are single-line text without markup or addresses: these are refused before they are saved.
  name: '<img src=x onerror="window.__xss=1">',
  surname: '"><svg onload="window.__xss=2">',
  review: '<script>window.__xss=3</script> Un percorso che consiglio <b onclick="window.__xss=4">davvero</b>.',
};

test("markup in a review's name is refused, and markup saved in its text shows as text and never runs", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await logInAsCustomer(page);
  await page.goto('/review');
  const form = page.getByRole('main');
  await form.getByLabel('Nome', { exact: true }).fill(payloads.name);
  await form.getByLabel('Cognome', { exact: true }).fill(payloads.surname);
  await form.getByLabel('La tua recensione').fill(payloads.review);
  await form.getByRole('button', { name: 'Pubblica la recensione' }).click();
  await expect(form.getByText('Scrivi solo il nome, su una riga', { exact: false })).toHaveCount(2);

  await form.getByLabel('Nome', { exact: true }).fill('Ada');
  await form.getByLabel('Cognome', { exact: true }).fill('Lovelace');
  await form.getByRole('button', { name: 'Pubblica la recensione' }).click();
  await expect(form.getByText('Grazie! La tua recensione è stata pubblicata.')).toBeVisible();

  await page.goto('/');
  await scrollThroughPage(page);
  const opinions = page.getByRole('region', { name: 'Cosa dicono di noi' });
  await expect(opinions.getByText('Un percorso che consiglio', { exact: false }).first()).toBeAttached();
  // Dispatched rather than clicked: on a phone the card may sit outside the carousel's window, and a
  // handler hidden in the markup would run on the event all the same.
  await opinions.getByText('davvero', { exact: false }).first().dispatchEvent('click');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await opinions.locator('script, svg[onload], img[onerror], [onclick]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
