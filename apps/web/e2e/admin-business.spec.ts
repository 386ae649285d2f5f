import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, type Page, test } from './app-test';
import {
  E2E_ADMIN,
  expectNoSeriousViolations,
  linkFromOutbox,
  logIn,
  outboxFiles,
  registerVerifiedCustomer,
  uniqueEmail,
} from './support';

/*
 * The back office's business screens. Identity documents and withdrawal requests are created by
 * the customer area (a later release), and this journey has no other way to make them: here their
 * screens are checked in the state they are in (empty, or listing what other journeys made);
 * approving, rejecting and status changes are covered by the server and component tests.
 */

/** Ends whatever session the page has, so the next login starts clean. */
async function logOutLocally(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

/** The dashboard's "new customers this month", read from /pannello as the admin sees it. */
async function newCustomersFigure(page: Page): Promise<number> {
  await page.goto('/pannello');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pannello di amministrazione' })).toBeVisible();
  const newCustomers = main.getByRole('link', { name: /Nuovi clienti del mese/ });
  await expect(newCustomers).toBeVisible();
  return Number((await newCustomers.textContent())?.match(/\d+/)?.[0]);
}

/** The newest .eml written to an address whose subject is `subject`, as raw text. */
async function mailInOutbox(to: string, subject: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        for (const file of (await outboxFiles()).reverse()) {
          // Undo quoted-printable soft breaks and folded header lines.
          const raw = (await readFile(file, 'utf8')).replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
          if (raw.includes(`To: ${to}`) && raw.includes(`Subject: ${subject}`)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a newsletter to ${to}` },
    )
    .toBe(true);
  return found;
}

test('an admin sees the figures, downloads clienti.xlsx and finds documents and withdrawals', async ({ page }) => {
  // Other journeys register customers on the same server: the figure grows by exactly this one.
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const before = await newCustomersFigure(page);
  await logOutLocally(page);
  const customer = await registerVerifiedCustomer(page, 'cliente-business');
  await logOutLocally(page);
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  expect(await newCustomersFigure(page)).toBe(before + 1);
  const main = page.getByRole('main');
  const newCustomers = main.getByRole('link', { name: /Nuovi clienti del mese/ });
  await expect(main.getByRole('link', { name: /Vendite del mese/ })).toHaveAttribute('href', '/ordini');
  await expect(main.getByRole('link', { name: /Prelievi in attesa/ })).toHaveAttribute('href', '/pagamenti');
  // The dashboard's tool cards are still there, below the figures.
  await expect(main.getByRole('link', { name: 'Invia newsletter', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await newCustomers.click();
  await expect(page).toHaveURL('/clienti');
  await expect(main.getByRole('heading', { level: 1, name: 'Clienti' })).toBeVisible();
  const row = main.getByRole('row', { name: new RegExp(customer.replace(/[.+]/g, '\\$&')) });
  await expect(row).toContainText('Chiara');
  await expect(row).toContainText('—');

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Scarica Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('clienti.xlsx');
  const workbook = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(strFromU8(workbook['xl/workbook.xml']!)).toMatch(/<sheet [^>]*name="Clienti"/);
  // The server writes text cells inline (no shared-strings table, which would grow with the file).
  expect(strFromU8(workbook['xl/worksheets/sheet1.xml']!)).toContain(customer);

  const documents = main.getByRole('region', { name: 'Approvazione documenti' });
  await expect(documents.getByRole('heading', { name: 'Approvazione documenti' })).toBeVisible();
  await expect(documents.getByText('Nessun documento da approvare.').or(documents.getByRole('table'))).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/pagamenti');
  await expect(main.getByRole('heading', { level: 1, name: 'Richieste di prelievo' })).toBeVisible();
  await expect(
    main
      .getByText('Nessuna richiesta di prelievo disponibile')
      .or(main.getByRole('columnheader', { name: 'Dati Bancari' })),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an admin sends a newsletter that reaches a confirmed subscriber with an unsubscribe link', async ({ page }) => {
  const subscriber = uniqueEmail('lettrice');
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  // The form loads as the footer comes near the screen.
  await footer.scrollIntoViewIfNeeded();
  await footer.getByLabel('Nome e cognome').fill('Elena Sarti');
  await footer.getByLabel('E-mail').fill(subscriber);
  await footer.getByRole('checkbox').check();
  await footer.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(footer.getByText(/^Iscrizione alla newsletter avvenuta con successo!/)).toBeVisible();
  await page.goto(await linkFromOutbox(subscriber, 'newsletter/conferma'));
  await page.getByRole('button', { name: "Conferma l'iscrizione" }).click();
  await expect(page.getByRole('heading', { name: 'Iscrizione confermata' })).toBeVisible();

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/invianewsletter');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Invia newsletter' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A refused form says why and sends nothing.
  await main.getByRole('button', { name: 'Invia newsletter' }).click();
  await expect(main.getByText("L'oggetto è obbligatorio.")).toBeVisible();

  const subject = `Incontri di dicembre ${Date.now()}`;
  await main.getByLabel('Oggetto').fill(subject);
  await main.getByRole('textbox', { name: 'Contenuto' }).click();
  await page.keyboard.type('Tre serate di respiro e ascolto, a Firenze.');
  // Before sending, the admin confirms how many confirmed subscribers will receive it.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toMatch(/^La newsletter sarà inviata a \d+ indirizz[oi] confermat[oi]\. Inviarla ora\?$/);
    void dialog.accept();
  });
  await main.getByRole('button', { name: 'Invia newsletter' }).click();
  await expect(main.getByText(/^Newsletter inviata: \d+ messagg(io|i) in coda di invio\.$/)).toBeVisible();
  await expect(main.getByLabel('Oggetto')).toHaveValue('');

  // The history follows the outbox until every message is out.
  const sent = main.getByRole('row', { name: new RegExp(subject) });
  await expect(sent).toBeVisible();
  await expect(sent.getByText(/^Completata/)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page);

  const mail = await mailInOutbox(subscriber, subject);
  expect(mail).toContain('Tre serate di respiro e ascolto, a Firenze.');
  expect(mail).toMatch(/List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\/[\w-]+>/);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const unsubscribe = mail.match(/https?:\/\/[^\s"<>]+\/newsletter\/disiscrizione\/[\w-]+/)?.[0];
  expect(unsubscribe).toBeTruthy();
  await page.goto(new URL(unsubscribe!).pathname);
  await expect(page.getByRole('heading', { name: 'Disiscrizione dalla newsletter' })).toBeVisible();
  await expect(page.getByText(/Vuoi smettere di ricevere la newsletter/)).toBeVisible();
});
