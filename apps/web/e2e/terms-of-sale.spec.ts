import { expect, test } from './app-test';
import { main } from './course-steps';
import { expectNoSeriousViolations, registerVerifiedCustomer, switchToEnglish } from './support';

/*
 * The terms of sale: their page in both languages, drawn on the server; the payment page, which opens no
 * checkout before the buyer accepts them; and the contact module's box, which links what it asks to accept.
 */

const ONLINE = 'Respira e rilassa';

test('the terms of sale are a page of their own, in Italian and English, drawn on the server', async ({
  page,
  request,
}) => {
  // The first answer already carries the text: no script is needed to read the terms.
  const html = await (await request.get('/condizioni-di-vendita')).text();
  expect(html).toContain('Condizioni generali di vendita');
  expect(html).toContain('Diritto di recesso');

  await page.goto('/condizioni-di-vendita');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Condizioni generali di vendita' })).toBeVisible();
  await expect(main(page).getByText(/^Versione \d+, pubblicata il/)).toBeVisible();
  const withdrawal = main(page).getByRole('region', { name: '7. Diritto di recesso' });
  await expect(withdrawal).toContainText('entro 14 giorni dall’acquisto');
  await expect(withdrawal.getByRole('link', { name: '«Recedi dal contratto»' })).toHaveAttribute('href', '/recesso');
  await expect(main(page).getByRole('region', { name: '5. Acconto e saldo' })).toContainText(
    'inizia più di 7 giorni dopo il giorno della prenotazione',
  );
  await expectNoSeriousViolations(page);

  await switchToEnglish(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'General terms of sale' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: '7. Right of withdrawal' })).toContainText(
    'within 14 days of the purchase',
  );
  await expectNoSeriousViolations(page);
});

test('the payment page opens no checkout before the buyer accepts the terms of sale', async ({ page }) => {
  await registerVerifiedCustomer(page, 'condizioni');
  await page.goto(`/payment/${ONLINE.replace(/ /g, '-')}?kind=onlineCourse`);
  const block = main(page).getByRole('region', { name: 'Paga con Carta di Credito/Debito' });
  const before = block.getByRole('region', { name: 'Prima di pagare' });
  await expect(before).toContainText("comprende l'IVA");
  await expect(before).toContainText('finché non avvii la prima lezione');

  await block.getByRole('checkbox', { name: /perdo il diritto di recesso/ }).check();
  await expect(block.getByText('Spunta la casella per continuare con il pagamento.')).toBeVisible();
  await expect(block.getByText('Modalità di prova')).toHaveCount(0);

  // The terms open in a new tab: the payment page stays as it is.
  const terms = block.getByRole('link', { name: /^condizioni di vendita/ });
  await expect(terms).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Condizioni generali di vendita' })).toBeVisible();
  await tab.close();
  await expect(block.getByText('Modalità di prova')).toHaveCount(0);

  const accept = block.getByRole('checkbox', { name: /^Ho letto e accetto le condizioni di vendita \(si aprono/ });
  await accept.check();
  await expect(block.getByText('Modalità di prova')).toBeVisible();
  await expect(accept).toBeDisabled();
  await expect(block.getByText("Accettazione registrata con l'ordine")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the contact module links the terms and the privacy notice it asks to accept', async ({ page }) => {
  await page.goto('/modulo');
  const box = main(page).getByRole('checkbox', { name: /^Accetto i termini e le condizioni/ });
  await expect(box).toBeVisible();
  const label = main(page)
    .locator('label')
    .filter({ has: page.getByRole('checkbox') });
  await expect(label.getByRole('link', { name: /^condizioni di vendita/ })).toHaveAttribute(
    'href',
    '/condizioni-di-vendita',
  );
  await expect(label.getByRole('link', { name: /^informativa sulla privacy/ })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(label.getByRole('link', { name: /^condizioni di vendita/ })).toHaveAttribute('target', '_blank');
});
