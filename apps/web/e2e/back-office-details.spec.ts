import type { PublicSettingsResponse } from '@cammini/contract';
import { expect, test } from './app-test';
import { adminPrivateToken, E2E_ADMIN, expectNoSeriousViolations, logIn, uniqueEmail } from './support';

test('a visitor’s message reaches the inbox, unread; the admin opens it and has a reply link', async ({ page }) => {
  const email = uniqueEmail('inbox');
  const request = `Vorrei sapere le date del prossimo percorso (${Date.now()}).`;
  await page.goto('/contatti');
  const form = page.getByRole('main');
  await form.getByLabel('Nome', { exact: true }).fill('Ilaria');
  await form.getByLabel('Cognome').fill('Conti');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefono').fill('+39 333 765 4321');
  await form.getByLabel('La tua richiesta').fill(request);
  await form.getByRole('button', { name: 'Invia il messaggio' }).click();
  await expect(form.getByText('Messaggio inviato! Ti risponderemo al più presto.')).toBeVisible();

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/pannello');
  await expect(page.getByRole('link', { name: /Messaggi.*da leggere/ })).toBeVisible();
  await page.getByRole('link', { name: /Messaggi/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messaggi' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Ilaria Conti' }).first();
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expectNoSeriousViolations(page);

  await item.getByRole('button', { name: /Ilaria Conti/ }).click();
  await expect(item.getByText(request)).toBeVisible();
  await expect(item).toHaveAttribute('data-unread', 'false');
  await expect(item.getByRole('link', { name: 'Rispondi' })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent('Re: Richiesta dal modulo contatti')}`,
  );
  // Still read after a reload: the mark is the server's.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ilaria Conti' }).first()).toHaveAttribute(
    'data-unread',
    'false',
  );
});

test('the admin changes the business’s phone and WhatsApp number; the footer and the chat button show them', async ({
  page,
}) => {
  const before = ((await (await page.request.get('/api/settings')).json()) as PublicSettingsResponse).settings;
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/impostazioni');
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible();
  const phone = page.getByLabel('Telefono');
  await expect(phone).toHaveValue(before.phone ?? '');
  await expectNoSeriousViolations(page);

  await phone.fill('tel. 055 999 8888');
  await page.getByRole('button', { name: 'Salva le impostazioni' }).click();
  await expect(
    page.getByText('Scrivi un numero di telefono: cifre e spazi, con + e il prefisso del paese se è estero (+44 …).'),
  ).toBeVisible();

  try {
    await phone.fill('+39 055 999 8888');
    await page.getByLabel('Numero WhatsApp').fill('+39 320 111 2222');
    await page.getByRole('button', { name: 'Salva le impostazioni' }).click();
    await expect(page.getByText('Impostazioni salvate: il sito mostra già i nuovi dati.')).toBeVisible();

    // A visitor's first HTML already carries them.
    const html = await (await page.request.get('/contatti')).text();
    expect(html).toContain('+39 055 999 8888');
    await page.goto('/contatti');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '+39 055 999 8888' })).toHaveAttribute(
      'href',
      'tel:+390559998888',
    );
    // The floating chat button steps aside where a form is under it (the contact page's, on a phone), so
    // it is read on a page of questions.
    await page.goto('/faq');
    const chat = page
      .getByRole('complementary', { name: 'Contatto rapido' })
      .getByRole('link', { name: 'Scrivici in chat' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/393201112222\?text=/);
  } finally {
    // The next run (the other screen size) starts from the demo's details.
    const restored = await page.request.put('/api/settings', {
      headers: { authorization: `Bearer ${await adminPrivateToken(page.request)}` },
      data: { ...before, noticeEmail: null },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
