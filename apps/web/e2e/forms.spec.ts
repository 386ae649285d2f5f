import type { FaqListResponse } from '@cammini/contract';
import { expect, type Page, test } from './app-test';
import { E2E_ADMIN, expectNoSeriousViolations, linkFromOutbox, logIn, switchToEnglish, uniqueEmail } from './support';

/** Counts the calls a page makes to one API path, to prove a refused form sent nothing. */
function countRequests(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && request.method() === 'POST') sent.push(request.url());
  });
  return sent;
}

async function demoFaqs(page: Page) {
  const { faqs } = (await (await page.request.get('/api/faqs')).json()) as FaqListResponse;
  if (faqs.length < 3) throw new Error('the demo FAQs are missing');
  return faqs;
}

test('the FAQ opens one answer at a time, and pressing the open one closes it', async ({ page }) => {
  const [first, second] = await demoFaqs(page);
  if (!first || !second) throw new Error('the demo FAQs are missing');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  const firstQuestion = page.getByRole('button', { name: first.question, exact: true });
  const secondQuestion = page.getByRole('button', { name: second.question, exact: true });
  const firstAnswer = page.getByText(first.answer.split('\n')[0] ?? first.answer);
  const secondAnswer = page.getByText(second.answer.split('\n')[0] ?? second.answer);
  await expect(firstAnswer).toBeHidden();

  await firstQuestion.click();
  await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
  await expect(firstAnswer).toBeVisible();

  await secondQuestion.click();
  await expect(secondQuestion).toHaveAttribute('aria-expanded', 'true');
  await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeHidden();

  await secondQuestion.click();
  await expect(secondQuestion).toHaveAttribute('aria-expanded', 'false');
  await expect(secondAnswer).toBeHidden();
  // Visitors get no admin icons.
  await expect(page.getByRole('button', { name: `Elimina ${first.question}` })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('an admin edits from the FAQ and deletes a question', async ({ page }) => {
  const faqs = await demoFaqs(page);
  // The last one: each browser project removes a different question, and the first two stay for the accordion.
  const last = faqs.at(-1);
  if (!last) throw new Error('the demo FAQs are missing');
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/faq');
  await expect(page.getByRole('link', { name: `Modifica ${last.question}` })).toHaveAttribute(
    'href',
    `/editfaq/${last.idFaq}`,
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Elimina ${last.question}` }).click();
  await expect(page.getByRole('button', { name: last.question, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: faqs[0]?.question ?? '', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: last.question, exact: true })).toHaveCount(0);
});

test('the contact form refuses a missing field, then sends, thanks and clears', async ({ page }) => {
  const sent = countRequests(page, '/send-email');
  await page.goto('/contatti');
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apri la chat' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The footer has its own name and e-mail boxes: the form is the one in the page's main part.
  const form = page.getByRole('main');
  await form.getByLabel('Nome', { exact: true }).fill('Giulia');
  await form.getByLabel('Cognome').fill('Bianchi');
  await form.getByLabel('E-mail').fill(uniqueEmail('contatti'));
  await form.getByLabel('La tua richiesta').fill('Vorrei sapere quando parte il prossimo percorso a Firenze.');
  await form.getByRole('button', { name: 'Invia il messaggio' }).click();
  await expect(form.getByText('Campo obbligatorio.')).toBeVisible();
  await expect(form.getByLabel('Telefono')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toHaveLength(0);

  await form.getByLabel('Telefono').fill('+39 333 123 4567');
  await form.getByRole('button', { name: 'Invia il messaggio' }).click();
  await expect(form.getByText('Messaggio inviato! Ti risponderemo al più presto.')).toBeVisible();
  expect(sent).toHaveLength(1);
  for (const label of ['Nome', 'Cognome', 'E-mail', 'Telefono', 'La tua richiesta']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  }
});

test('the contact module asks for the terms, then sends', async ({ page }) => {
  const sent = countRequests(page, '/api/module/');
  await page.goto('/modulo');
  await expect(page.getByRole('heading', { level: 1, name: 'Modulo di Contatto' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const form = page.getByRole('main');
  await form.getByLabel('Nome', { exact: true }).fill('Marco');
  await form.getByLabel('Cognome', { exact: true }).fill('Neri');
  await form.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('modulo'));
  await form.getByLabel('Telefono', { exact: true }).fill('333 765 4321');
  await form.getByLabel('Data di nascita').fill('1985-06-20');
  await form.getByLabel('Città', { exact: true }).fill('Bologna');
  await form.getByLabel('Che cosa ti interessa').fill('Un percorso di gruppo');
  await form.getByLabel('Il tuo obiettivo').fill('Ritrovare calma e concentrazione.');
  await form.getByLabel('Budget (€)').fill('250');
  await form.getByLabel('Messaggio', { exact: true }).fill('Preferisco gli incontri nel fine settimana.');
  await form.getByRole('button', { name: 'Invia il modulo' }).click();
  await expect(form.getByText('Devi accettare i termini e le condizioni.')).toBeVisible();
  expect(sent).toHaveLength(0);

  await form.getByRole('checkbox', { name: /Accetto i termini e le condizioni/ }).check();
  await form.getByRole('button', { name: 'Invia il modulo' }).click();
  await expect(form.getByText('Modulo inviato con successo!')).toBeVisible();
  expect(sent).toHaveLength(1);
  await expect(form.getByLabel('Città', { exact: true })).toHaveValue('');
});

test('the footer newsletter subscribes, and the e-mailed link confirms', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  // The form loads as the footer comes near the screen.
  await footer.scrollIntoViewIfNeeded();
  await footer.getByLabel('Nome e cognome').fill('Sara Conti');
  await footer.getByLabel('E-mail').fill(email);
  await footer.getByRole('checkbox').check();
  await footer.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(footer.getByText(/^Iscrizione alla newsletter avvenuta con successo!/)).toBeVisible();
  await expect(footer.getByLabel('E-mail')).toHaveValue('');
  await expect(footer.getByRole('checkbox')).not.toBeChecked();
  // The message goes away after 3 seconds.
  await expect(footer.getByText(/^Iscrizione alla newsletter avvenuta con successo!/)).toHaveCount(0, {
    timeout: 6_000,
  });

  await page.goto(await linkFromOutbox(email, 'newsletter/conferma'));
  await expect(page.getByRole('heading', { name: "Conferma l'iscrizione alla newsletter" })).toBeVisible();
  await page.getByRole('button', { name: "Conferma l'iscrizione" }).click();
  await expect(page.getByRole('heading', { name: 'Iscrizione confermata' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a newsletter link that does not exist says so', async ({ page }) => {
  await page.goto('/newsletter/conferma/questo-link-non-esiste-affatto');
  await page.getByRole('button', { name: "Conferma l'iscrizione" }).click();
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();

  await page.goto('/newsletter/disiscrizione/questo-link-non-esiste-affatto');
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
});

test('an unknown path shows the landing page 404', async ({ page }) => {
  await page.goto('/questa-pagina-non-esiste');
  await expect(page.getByRole('heading', { name: 'Errore 404: Landing page non trovata.' })).toBeVisible();
  await page.goto('/cartella/sotto-pagina');
  await expect(page.getByRole('heading', { name: 'Errore 404: Landing page non trovata.' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL('/');
});

test('the contact page speaks English after a click on EN', async ({ page }) => {
  await page.goto('/contatti');
  await switchToEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByRole('main').getByText('This field is required.').first()).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
