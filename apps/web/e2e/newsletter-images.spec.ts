import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './app-test';
import { E2E_ADMIN, logIn } from './support';

/*
 * A newsletter's pictures show in its preview: the preview is a sandboxed frame (an origin of its own),
 * and public uploads now say they may be embedded from any origin, as webmail embeds them too.
 */
test('the newsletter preview shows the pictures put in the newsletter', async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/invianewsletter');
  const main = page.getByRole('main');
  await main.getByLabel('Oggetto').fill(`Immagini di dicembre ${Date.now()}`);
  await main.getByRole('textbox', { name: 'Contenuto' }).click();
  await page.keyboard.type('Una foto dal ritiro.');
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: 'Inserisci immagine' }).click();
  await (await chooser).setFiles({
    name: 'ritiro.png',
    mimeType: 'image/png',
    buffer: readFileSync(path.join(import.meta.dirname, 'fixtures', 'course-cover.png')),
  });
  const alt = main.getByRole('textbox', { name: 'Testo alternativo dell’immagine' });
  await alt.fill('Il gruppo al ritiro');
  await alt.press('Enter');
  await main.getByRole('button', { name: 'Anteprima', exact: true }).click();

  const picture = page
    .frameLocator('iframe.newsletter-preview__frame')
    .getByRole('img', { name: 'Il gruppo al ritiro' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});
