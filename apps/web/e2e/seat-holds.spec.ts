import path from 'node:path';
import { expect, type Page, type TestInfo, test } from './app-test';
import { main, person, publishInPersonCourse } from './course-steps';
import {
  acceptTermsOfSale,
  E2E_ADMIN,
  expectNoSeriousViolations,
  logIn,
  logInAsCustomer,
  retireCourse,
  slug,
  switchToEnglish,
} from './support';

/** With SCREENSHOT_DIR set, keeps pictures of the held places at a phone's and a desktop's width. */
async function screenshots(page: Page, info: TestInfo, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const section = main(page).getByRole('region', { name: /^(Posti tenuti|Places held)/ });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: path.join(dir, `${name}-${width}-${info.project.name}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin sees a customer’s unpaid checkout holding the last seat, and releases it for sale again', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one customer and one admin; the phone layout is pictured by width');
  test.setTimeout(180_000);
  const title = `Posto tenuto e2e ${Date.now()}`;

  // The admin publishes an in-person course with one seat.
  const admin = await person(browser);
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await publishInPersonCourse(admin, { title, price: 150, affiliatePrice: 10, startDate: '2031-06-12', seats: 1 });

  // A customer opens the payment page and leaves it: the checkout holds the only seat.
  const customer = await person(browser);
  const email = await logInAsCustomer(customer);
  await customer.goto(`/payment/${slug(title)}`);
  await acceptTermsOfSale(customer);
  await expect(
    main(customer)
      .getByRole('region', { name: 'Paga con Carta di Credito/Debito' })
      .getByRole('button', { name: /^Paga 150,00/ }),
  ).toBeVisible();

  // The admin finds the hold on the course's page, with who holds it and until when.
  await admin.goto(`/editcorso/${slug(title)}`);
  const held = main(admin).getByRole('region', { name: 'Posti tenuti da pagamenti in corso' });
  await expect(held.getByRole('cell', { name: email })).toBeVisible();
  await expect(held.getByText(/tiene un posto per 15 minuti/)).toBeVisible();
  await expectNoSeriousViolations(admin);
  await screenshots(admin, info, 'seat-holds-it');

  // Released after confirming, the seat is back on sale and the list is empty.
  admin.once('dialog', (dialog) => void dialog.accept());
  await held.getByRole('button', { name: /^Libera il posto/ }).click();
  await expect(held.getByRole('status')).toHaveText(/è stato liberato\.$/);
  await expect(held.getByText('Nessun posto tenuto in questo momento.')).toBeVisible();
  await screenshots(admin, info, 'seat-holds-released-it');

  // In English, with the hold taken again by the customer opening the checkout once more.
  await customer.reload();
  // A reloaded payment page asks for the terms of sale again before it opens the checkout.
  await acceptTermsOfSale(customer);
  await expect(main(customer).getByRole('button', { name: /^Paga 150,00/ })).toBeVisible();
  await switchToEnglish(admin);
  await admin.reload();
  const heldEn = main(admin).getByRole('region', { name: 'Places held by unfinished payments' });
  await expect(heldEn.getByRole('cell', { name: email })).toBeVisible();
  await expect(heldEn.getByRole('button', { name: /^Release the place/ })).toBeVisible();
  await screenshots(admin, info, 'seat-holds-en');

  // The course leaves the lists later journeys count.
  await retireCourse(admin, title);
});
