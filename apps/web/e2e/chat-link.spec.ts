import { expect, type Locator, type Page, test } from './app-test';
import { expectNoSeriousViolations, uniqueEmail } from './support';

/*
 * The floating chat button never covers what a visitor fills in or reads on a phone: it steps aside
 * while a form or a form's message is under it, and the page's last lines keep room for it.
 */

/** The floating button (the contact page has a chat link of its own in its text). */
const chat = (page: Page) =>
  page.getByRole('complementary', { name: 'Contatto rapido' }).getByRole('link', { name: 'Scrivici in chat' });

/** Whether the chat button is in sight over the element (it fades out of the way in a fifth of a second). */
async function covers(page: Page, element: Locator): Promise<boolean> {
  if (!(await chat(page).isVisible())) return false;
  const [button, target] = [await chat(page).boundingBox(), await element.boundingBox()];
  if (!button || !target) return false;
  return !(
    button.x + button.width <= target.x ||
    target.x + target.width <= button.x ||
    button.y + button.height <= target.y ||
    target.y + target.height <= button.y
  );
}

async function expectNotCovered(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  await expect.poll(() => covers(page, element), { message: `the chat button covers ${element}` }).toBe(false);
}

/** Scrolls as a finger would, until the element's last line is the screen's (scrollIntoView keeps the page's scroll padding). */
async function bringToBottom(element: Locator) {
  await element.evaluate((target) =>
    window.scrollBy({ top: target.getBoundingClientRect().bottom - window.innerHeight, behavior: 'instant' }),
  );
}

test.use({ viewport: { width: 390, height: 740 } });

test('the chat button never covers a form, its message or the end of the page on a phone', async ({ page }) => {
  // Offered where nothing is under it (the FAQ's questions; on the contact page the form may reach the
  // corner as soon as it is drawn).
  await page.goto('/faq');
  await expect(chat(page)).toBeVisible();

  await page.goto('/contatti');
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();

  const form = page.getByRole('main');
  const send = form.getByRole('button', { name: 'Invia il messaggio' });
  // Sent empty, the form says what is missing; its last field, at the bottom of the screen, stays clear.
  await send.click();
  const request = form.getByLabel('La tua richiesta');
  await expect(request).toHaveAttribute('aria-invalid', 'true');
  await bringToBottom(request);
  await expectNotCovered(page, request);

  await form.getByLabel('Nome', { exact: true }).fill('Giulia');
  await form.getByLabel('Cognome').fill('Bianchi');
  await form.getByLabel('E-mail').fill(uniqueEmail('chat'));
  await form.getByLabel('Telefono').fill('+39 333 123 4567');
  await form.getByLabel('La tua richiesta').fill('Vorrei sapere quando parte il prossimo percorso.');
  // The send button at the bottom of the screen, where the chat button sits.
  await bringToBottom(send);
  await expectNotCovered(page, send);

  await send.click();
  const message = form.getByText('Messaggio inviato! Ti risponderemo al più presto.');
  await expect(message).toBeVisible();
  await bringToBottom(message);
  await expectNotCovered(page, message);
  await expectNoSeriousViolations(page);

  // At the very end of the page the footer's last line is above the button.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const lastLine = page.locator('.site-footer__legal > :last-child');
  await expectNotCovered(page, lastLine);

  // Back at the top, with no form under it, the button is there again.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(chat(page)).toBeVisible();
});
