import { expect, test } from './app-test';
import { main } from './course-steps';
import { E2E_ADMIN, expectNoSeriousViolations, logIn, mailsInOutbox } from './support';

/** The demo seed's customer whose referral credits wait to be paid out (db/seed/demo-withdrawal.ts). */
const CUSTOMER = { name: 'Sara Colombo', email: 'sara.colombo@example.com' };
const SUBJECT = 'Aggiornamento della tua richiesta di prelievo';

test('marking a withdrawal "Completato" asks first: declined, nothing changes and no one is e-mailed; accepted, it is final and the customer is told', async ({
  page,
}, info) => {
  test.skip(
    info.project.name !== 'desktop',
    'the demo request can be completed once; the table at 360 px is in accessibility',
  );
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/pagamenti');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Richieste di prelievo' })).toBeVisible();
  const row = main(page).getByRole('row').filter({ hasText: CUSTOMER.email });
  await expect(row).toContainText('IT60 X054 2811 1010 0000 0123 456');
  await expect(row).toContainText(/21,00\s€/);
  const status = row.getByRole('combobox', { name: /^Stato della richiesta \d+$/ });
  await expect(status).toHaveValue('In attesa');
  await expectNoSeriousViolations(page);

  // Declined: the request stays waiting, on screen and after a reload, and the customer hears nothing.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await status.selectOption('Completato');
  await expect.poll(() => asked).toHaveLength(1);
  expect(asked[0]).toMatch(/^Segnare come Completato il prelievo \d+ di 21,00\s€ a Sara Colombo\? È definitivo/);
  await expect(status).toHaveValue('In attesa');
  await page.reload();
  await expect(status).toHaveValue('In attesa');
  expect(await mailsInOutbox(CUSTOMER.email)).toEqual([]);

  // Accepted: Completato for good, no status left to choose, and the customer's e-mail says the transfer left.
  page.once('dialog', (dialog) => void dialog.accept());
  await status.selectOption('Completato');
  await expect(row.getByRole('status')).toHaveText(/^Richiesta \d+: stato aggiornato\.$/);
  await expect(row.getByText('Completato', { exact: true })).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveCount(0);
  await page.reload();
  await expect(row.getByText('Definitivo: il bonifico è partito, lo stato non si cambia più.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await expect.poll(async () => (await mailsInOutbox(CUSTOMER.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsInOutbox(CUSTOMER.email);
  expect(mail?.subject).toBe(SUBJECT);
  expect(mail?.text).toMatch(/la tua richiesta di prelievo di 21,00\s€ del .+ ora è: completata\./);
  expect(mail?.text).toContain('IBAN che termina in …3456');
  expect(mail?.html).toContain('completata');
});
