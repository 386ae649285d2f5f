import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { CourseDetailResponse, OnlineCourseDetailResponse } from '@cammini/contract';
import { expect, type Page, type TestInfo, test } from './app-test';
import {
  acceptTermsOfSale,
  E2E_ADMIN,
  expectNoSeriousViolations,
  logIn,
  logInAsCustomer,
  ownedOnline,
  PASSWORD,
  payWithTestCard,
  registerVerifiedCustomer,
} from './support';

// Both viewports walk the whole journey with their own customers; screenshots go to /tmp, never the repository.
const SHOTS = '/tmp/commerce-shots';
const ONLINE = 'Respira e rilassa';
const IN_PERSON = 'Radici e ali';

test.describe.configure({ timeout: 180_000 });

const main = (page: Page) => page.getByRole('main');

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await mkdir(SHOTS, { recursive: true });
  // The sticky header would be painted in the middle of a full-page picture.
  await page.addStyleTag({ content: '.site-header { position: static !important; }' });
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-${name}.png`, fullPage: true });
}

async function logOut(page: Page) {
  await page.goto('/utente');
  await main(page).getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL('/');
}

test('a customer invited by another buys an online and an in-person course by card and follows them', async ({
  page,
  request,
}, testInfo) => {
  const online = ((await (await request.get(`/api/onlinecourse/${ONLINE}`)).json()) as OnlineCourseDetailResponse)
    .onlinecourse;
  const [inPerson] = (await (await request.get(`/api/course/${IN_PERSON}`)).json()) as CourseDetailResponse;

  // B registers and shares the invitation code.
  const inviter = await registerVerifiedCustomer(page, 'invitante');
  await page.goto('/utente');
  const invitationCode = await main(page).getByLabel('Codice invito', { exact: true }).inputValue();
  expect(invitationCode).toMatch(/^[A-Z0-9]{6}$/);
  // A stranger to the course sees the purchase prompt in its player.
  await page.goto(`/corsoonline/${ONLINE.replace(/ /g, '-')}`);
  await expect(
    main(page).getByRole('heading', { name: 'Questo corso è riservato a chi lo ha acquistato' }),
  ).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'purchase-prompt');
  await logOut(page);

  // A registers with B's code and buys the online course.
  await registerVerifiedCustomer(page, 'acquirente', { invitationCode });
  await page.goto(`/onlinecoursedetail/${ONLINE.replace(/ /g, '-')}`);
  await main(page).getByRole('link', { name: 'Acquista Corso' }).click();
  await expect(page).toHaveURL(/\/payment\/Respira-e-rilassa\?kind=onlineCourse$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Effettua il pagamento' })).toBeVisible();
  const block = main(page).getByRole('region', { name: 'Paga con Carta di Credito/Debito' });
  await expect(block.getByText('Spunta la casella per continuare con il pagamento.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'payment-consent');
  await block.getByRole('checkbox', { name: /perdo il diritto di recesso/ }).check();

  // A declined card: the error, and nothing is owned.
  await payWithTestCard(page, '4000 0000 0000 0002');
  await expect(block.getByRole('alert')).toContainText('Errore durante il pagamento');
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'payment-declined');
  expect(await ownedOnline(page)).toEqual([]);

  // Then the card that pays.
  await block.getByRole('button', { name: 'Riprova il pagamento' }).click();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'payment-test-card');
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(block.getByText('Pagamento completato con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/success\/\?order=[0-9a-f-]{36}$/);
  await expect(main(page).getByRole('heading', { name: 'Grazie per il tuo acquisto!' })).toBeVisible();
  await expect(main(page).getByText(ONLINE, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'success');
  expect(await ownedOnline(page)).toEqual([ONLINE]);

  // The user area lists it; its player plays a lesson.
  await page.goto('/utente?tab=online-courses');
  await expect(main(page).getByRole('heading', { name: 'I tuoi corsi online' })).toBeVisible();
  await expect(main(page).getByText('0 di 3 lezioni completate')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'user-area-online');
  await main(page)
    .getByRole('link', { name: `Visualizza ${ONLINE}` })
    .click();
  await expect(page).toHaveURL('/corsoonline/Respira-e-rilassa');
  await expect(main(page).getByRole('heading', { level: 1, name: ONLINE })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /^\/api\/lessons\/\d+\/video\?token=/);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await main(page).getByRole('button', { name: 'Segna come completata' }).click();
  await expect(main(page).getByText('1 di 3 lezioni completate')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'player');

  // The online list now says VISUALIZZA.
  await page.goto('/meditazione');
  await expect(main(page).getByRole('link', { name: `Visualizza ${ONLINE}` })).toHaveAttribute(
    'href',
    '/corsoonline/Respira-e-rilassa',
  );

  // A buys an in-person course: no consent needed; it appears under the physical courses.
  await page.goto(`/courseDetail/${IN_PERSON.replace(/ /g, '-')}`);
  await main(page).getByRole('link', { name: 'Acquista', exact: true }).click();
  await expect(page).toHaveURL('/payment/Radici-e-ali');
  await expect(main(page).getByRole('checkbox', { name: /perdo il diritto di recesso/ })).toHaveCount(0);
  await payWithTestCard(page, '4242424242424242');
  await expect(page).toHaveURL(/\/success\/\?order=/);
  await page.goto('/utente?tab=courses');
  await expect(main(page).getByRole('heading', { name: IN_PERSON })).toBeVisible();
  await shoot(page, testInfo, 'user-area-physical');
  await main(page)
    .getByRole('link', { name: `Visualizza ${IN_PERSON}` })
    .click();
  await expect(page).toHaveURL('/corso/Radici-e-ali');
  await expect(main(page).getByRole('heading', { level: 1, name: IN_PERSON })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'course-viewer');
  // Buying it again is not offered.
  await page.goto('/payment/Radici-e-ali');
  await expect(main(page).getByText('Hai già acquistato questo corso.')).toBeVisible();

  await page.goto('/cancel/?corso=Radici-e-ali');
  await expect(main(page).getByText("Il pagamento è stato annullato dall'utente")).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'cancel');

  // B, who invited A, now has the affiliate share of both courses as referral earnings.
  await logOut(page);
  await logIn(page, inviter, PASSWORD);
  await page.goto('/utente');
  const earned = (online.affiliatePrice + (inPerson?.affiliatePrice ?? 0)).toLocaleString('it-IT', {
    style: 'currency',
    currency: 'EUR',
  });
  const referral = main(page).getByRole('definition').first();
  await expect(main(page).getByRole('term').first()).toHaveText('Guadagni da inviti');
  await expect(referral).toHaveText(earned);

  // B gives the bank details and the identity documents; no withdrawal is possible before the review.
  await page.goto('/utente?tab=banking');
  await expect(main(page).getByRole('heading', { name: 'Dati bancari e prelievi' })).toBeVisible();
  // Each bank detail asks for the account's password again (a stolen session alone cannot change it).
  const ibanBox = main(page).getByRole('region', { name: 'IBAN' });
  await ibanBox.getByLabel('Password attuale').fill(PASSWORD);
  await ibanBox.getByRole('textbox', { name: 'IBAN' }).fill('IT60 X054 2811 1010 0000 0123 457');
  await ibanBox.getByRole('button', { name: "Salva l'IBAN" }).click();
  await expect(ibanBox.getByText('IBAN non valido: controlla di averlo copiato per intero.')).toBeVisible();
  await ibanBox.getByRole('textbox', { name: 'IBAN' }).fill('IT60 X054 2811 1010 0000 0123 456');
  await ibanBox.getByRole('button', { name: "Salva l'IBAN" }).click();
  await expect(ibanBox.getByText('IT60 X054 2811 1010 0000 0123 456')).toBeVisible();
  const taxCodeBox = main(page).getByRole('region', { name: 'Codice fiscale' });
  await taxCodeBox.getByRole('textbox', { name: 'Codice fiscale' }).fill('rssmra85t10a562s');
  await taxCodeBox.getByLabel('Password attuale').fill('non-la-mia-password');
  await taxCodeBox.getByRole('button', { name: 'Salva il codice fiscale' }).click();
  await expect(taxCodeBox.getByText('La password attuale non è corretta.')).toBeVisible();
  await taxCodeBox.getByLabel('Password attuale').fill(PASSWORD);
  await taxCodeBox.getByRole('button', { name: 'Salva il codice fiscale' }).click();
  await expect(taxCodeBox.getByText('RSSMRA85T10A562S')).toBeVisible();
  await main(page)
    .getByLabel('Fronte del documento')
    .setInputFiles(path.join(import.meta.dirname, 'fixtures', 'course-cover.png'));
  await main(page)
    .getByLabel('Retro del documento')
    .setInputFiles({ name: 'retro.pdf', mimeType: 'application/pdf', buffer: Buffer.from(TINY_PDF) });
  await main(page).getByRole('button', { name: 'Invia i documenti' }).click();
  await expect(main(page).getByText('Documenti caricati con successo!')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Documenti in verifica' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Richiedi il prelievo' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'banking-verifying');
  await logOut(page);

  // The admin previews and approves them.
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/clienti');
  const documentRow = main(page)
    .getByRole('region', { name: 'Approvazione documenti' })
    .getByRole('row', { name: new RegExp(escapeRegExp(inviter)) });
  // Approving is final: the screen asks first.
  page.once('dialog', (dialog) => void dialog.accept());
  await documentRow.getByRole('button', { name: /^Approva i documenti di/ }).click();
  await expect(documentRow).toContainText('Approvato');
  await logOut(page);

  // B's credits wait until the sales are final (the buyers' 14-day withdrawal period at least): listed as
  // pending with the day each becomes available, and nothing can be withdrawn yet (withdrawals are
  // covered by the server's tests).
  await logIn(page, inviter, PASSWORD);
  await page.goto('/utente?tab=banking');
  await expect(main(page).getByRole('heading', { name: 'Documenti verificati' })).toBeVisible();
  const pending = main(page).getByRole('region', { name: 'Crediti in attesa' });
  await expect(pending.getByRole('listitem').first()).toContainText(/Invito: .*Prelevabile dal \d{2}\/\d{2}\/\d{4}/);
  await expect(main(page).getByText(/Il tuo saldo disponibile \(0,00\s€\) è sotto il minimo/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'banking-pending');
});

/** The smallest PDF a viewer opens. */
const TINY_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a customer books a course with its deposit, then pays the balance from the personal area', async ({
  page,
}, testInfo) => {
  // Starts 24 days ahead, with a deposit of 100 € on 390 €.
  const course = 'Il silenzio che cura';
  await logInAsCustomer(page);
  await page.goto(`/payment/${course.replace(/ /g, '-')}`);
  const choice = main(page).getByRole('group', { name: 'Come vuoi pagare?' });
  await expect(choice.getByRole('radio', { name: /^Paga l'intero prezzo di 390,00/ })).toBeChecked();
  await choice.getByRole('radio', { name: /^Paga l'acconto di 100,00\s€ ora, il saldo di 290,00/ }).click();
  await acceptTermsOfSale(page);
  const block = main(page).getByRole('region', { name: 'Paga con Carta di Credito/Debito' });
  await expect(block.getByRole('button', { name: /^Paga 100,00/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'payment-deposit');
  await payWithTestCard(page, '4242424242424242');
  await expect(page).toHaveURL(/\/success\/\?order=/);
  await expect(main(page).getByText(/Resta da pagare il saldo di 290,00\s€/)).toBeVisible();

  await page.goto('/utente?tab=courses');
  await expect(main(page).getByText(/^Saldo da pagare: 290,00\s€$/)).toBeVisible();
  await main(page).getByRole('link', { name: 'Paga il saldo' }).click();
  await expect(page).toHaveURL('/payment/Il-silenzio-che-cura?payment=balance');
  await expect(main(page).getByText(/^Saldo del corso: 290,00\s€$/)).toBeVisible();
  await expect(main(page).getByRole('radio')).toHaveCount(0);
  await shoot(page, testInfo, 'payment-balance');
  await payWithTestCard(page, '4242424242424242');
  await expect(page).toHaveURL(/\/success\/\?order=/);
  await expect(main(page).getByText('Hai pagato il saldo: il corso ora è pagato per intero.')).toBeVisible();
  await page.goto('/utente?tab=courses');
  await expect(main(page).getByRole('heading', { name: course })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Paga il saldo' })).toHaveCount(0);
});
