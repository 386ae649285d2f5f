import { expect, type Page, test } from './app-test';
import {
  E2E_ADMIN,
  expectNoSeriousViolations,
  logIn,
  mailsInOutbox,
  PASSWORD,
  payWithTestCard,
  registerVerifiedCustomer,
} from './support';

// A course with free seats and a referral share of 28 € on 280 €.
const COURSE = 'Radici e ali';

test.describe.configure({ timeout: 240_000 });

const main = (page: Page) => page.getByRole('main');

async function logOut(page: Page) {
  await page.goto('/utente');
  await main(page).getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL('/');
}

/** B's credits still in their withdrawal period, as /utente's banking tab lists them. */
async function pendingCredits(page: Page) {
  await page.goto('/utente?tab=banking');
  await expect(main(page).getByRole('heading', { name: 'Dati bancari e prelievi' })).toBeVisible();
  return main(page).getByRole('region', { name: 'Crediti in attesa' });
}

test('the admin finds an invited customer’s order in /ordini and refunds it: access, credit and e-mail follow', async ({
  page,
}) => {
  // B registers and shares the invitation code; A registers with it.
  const inviter = await registerVerifiedCustomer(page, 'invita-rimborso');
  await page.goto('/utente');
  const invitationCode = await main(page).getByLabel('Codice invito', { exact: true }).inputValue();
  await logOut(page);
  const buyer = await registerVerifiedCustomer(page, 'rimborsato', { invitationCode });

  // A buys the in-person course by test card and finds it among their courses.
  await page.goto(`/payment/${COURSE.replace(/ /g, '-')}`);
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\/\?order=[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  // The success page names the order by its short number, as the receipt and the back office do.
  const number = (await main(page).locator('.payment-result__order-id').textContent())!;
  expect(number).toMatch(/^\d{4}-\d{4,}$/);
  await page.goto('/utente?tab=courses');
  await expect(main(page).getByRole('heading', { name: COURSE })).toBeVisible();
  await logOut(page);

  // B's credit for the sale waits for the withdrawal period.
  await logIn(page, inviter, PASSWORD);
  await expect(await pendingCredits(page)).toContainText(/Invito: 28,00\s€/);
  await logOut(page);

  // The admin searches A's e-mail in /ordini and opens the order.
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/ordini');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Ordini' })).toBeVisible();
  await main(page).getByLabel('Ordine, cliente o corso').fill(number);
  await main(page).getByRole('button', { name: 'Cerca' }).click();
  await expect(main(page).getByText('1 ordine', { exact: true })).toBeVisible();
  const row = main(page).getByRole('row', { name: new RegExp(buyer.replace(/[.+]/g, '\\$&')) });
  await expect(row).toContainText(COURSE);
  await expect(row).toContainText('Pagato');
  await expect(row).toContainText(number);
  await expectNoSeriousViolations(page);
  await row.getByRole('link', { name: /^Apri l'ordine del/ }).click();
  await expect(page).toHaveURL(`/ordini/${orderId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: `Ordine ${number}` })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Ricevuta' })).toContainText(
    `Ricevuta del tuo acquisto: ${COURSE}`,
  );
  await expect(main(page).getByRole('region', { name: 'Accrediti' })).toContainText('Guadagno da invito');
  await expectNoSeriousViolations(page);

  // A full refund: the whole rest is proposed, and the confirmation says the access ends.
  const refund = main(page).getByRole('region', { name: 'Rimborso' });
  await expect(refund.getByLabel('Importo da rimborsare (€)')).toHaveValue('280,00');
  await refund.getByRole('button', { name: 'Rimborsa' }).click();
  await expect(refund.getByRole('region', { name: 'Confermi il rimborso?' })).toContainText(
    "il cliente perde l'accesso",
  );
  await refund.getByRole('button', { name: 'Conferma il rimborso' }).click();
  await expect(refund.getByText(/Rimborso eseguito: 280,00\s€/)).toBeVisible();
  const summary = main(page).getByRole('region', { name: 'Riepilogo' });
  await expect(summary.getByText('Rimborsato', { exact: true }).last()).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Rimborsi' })).toContainText(/280,00\s€/);
  await expect(main(page).getByRole('region', { name: 'Accrediti' })).toContainText('Storno del guadagno da invito');
  await expectNoSeriousViolations(page);
  await logOut(page);

  // A no longer has the course.
  await logIn(page, buyer, PASSWORD);
  await page.goto('/utente?tab=courses');
  await expect(main(page).getByRole('heading', { name: 'I tuoi percorsi in presenza' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: COURSE })).toHaveCount(0);
  await logOut(page);

  // B's pending credit is gone.
  await logIn(page, inviter, PASSWORD);
  await expect(await pendingCredits(page)).toHaveCount(0);

  // A's refund e-mail arrived.
  await expect
    .poll(async () => (await mailsInOutbox(buyer)).map((mail) => mail.subject))
    .toContain(`Rimborso per il corso: ${COURSE}`);
  const mail = (await mailsInOutbox(buyer)).find((each) => each.subject.startsWith('Rimborso per il corso'))!;
  expect(mail.text).toContain(`Numero d'ordine: ${number}`);
});
