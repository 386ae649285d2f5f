import { type Browser, expect, type Page, test, waitForAppOnNavigation } from './app-test';
import { expectNoSeriousViolations, linkFromOutbox, logIn, PASSWORD, uniqueEmail } from './support';

async function newDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return waitForAppOnNavigation(await context.newPage());
}

test("after logging in on a new device the site speaks the account's language, and keeps it", async ({
  browser,
}, testInfo) => {
  // An account made in English, confirmed from its e-mail.
  const email = uniqueEmail(`english-${testInfo.project.name}`);
  const first = await newDevice(browser);
  const registered = await first.request.post('/api/generate-token/', {
    headers: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` },
    data: {
      name: 'Emma',
      surname: 'Clarke',
      email,
      password: PASSWORD,
      dateOfBirth: '1985-05-02',
      state: 'Italia',
      region: 'Toscana',
      province: 'Firenze',
      city: 'Fiesole',
      address: 'Via Vecchia Fiesolana 12',
      privacyAccepted: true,
      language: 'en',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await first.goto(await linkFromOutbox(email, 'verificaRegistrazione'));
  await first.getByRole('button', { name: /^(Verifica|Verify)$/ }).click();
  await expect(first.getByRole('heading', { name: /^(Account attivato|Account activated)$/ })).toBeVisible();
  await first.context().close();

  // On a device that never chose a language the site is in Italian until the login.
  const device = await newDevice(browser);
  await logIn(device, email, PASSWORD);
  await expect(device.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    device.getByRole('banner').getByRole('button', { name: 'EN', exact: true, includeHidden: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  // Kept as every language choice is (local storage, key `language`), and for the server's pages.
  expect(await device.evaluate(() => localStorage.getItem('language'))).toBe('en');
  expect((await device.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('en');
  await device.reload();
  await expect(device.locator('html')).toHaveAttribute('lang', 'en');
  await expect(device.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(device);
});
