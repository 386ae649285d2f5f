import { expect, test } from './app-test';
import { main, person, publishInPersonCourse, romeDay } from './course-steps';
import {
  E2E_ADMIN,
  expectNoSeriousViolations,
  logIn,
  logInAsCustomer,
  payWithTestCard,
  registerVerifiedCustomer,
  retireCourse,
  slug,
} from './support';

test('a customer joins the waiting list of a full course whose title has an accent, an apostrophe, a colon, a comma, ? and &', async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'registers a customer; the waiting list at 360 px is in course-season',
  );
  test.setTimeout(180_000);

  const title = `Ritiro d'inverno: libertà, sì & no? ${Date.now()}`;

  // The admin publishes an in-person course with a single seat.
  const admin = await person(browser);
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await publishInPersonCourse(admin, { title, price: 120, affiliatePrice: 10, startDate: romeDay(40), seats: 1 });

  // A customer finds it in the list, follows its link and buys the only seat.
  const buyer = await person(browser);
  await logInAsCustomer(buyer);
  await buyer.goto('/corsi');
  const card = main(buyer)
    .getByRole('article')
    .filter({ has: buyer.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('link', { name: /Acquista/ }).click();
  await expect(buyer).toHaveURL(`/courseDetail/${slug(title)}`);
  await expect(main(buyer).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await main(buyer).getByRole('link', { name: 'Acquista', exact: true }).click();
  await expect(buyer).toHaveURL(`/payment/${slug(title)}`);
  await payWithTestCard(buyer, '4242 4242 4242 4242');
  await expect(buyer).toHaveURL(/\/success\/\?order=/);

  // Another customer finds it full and joins its waiting list, which is still there after a reload.
  const waiting = await person(browser);
  await registerVerifiedCustomer(waiting, 'attesa-titolo');
  await waiting.goto(`/courseDetail/${slug(title)}`);
  await expect(main(waiting).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(waiting).getByText('Posti esauriti', { exact: true })).toBeVisible();
  await main(waiting).getByRole('button', { name: "Entra in lista d'attesa" }).click();
  await expect(main(waiting).getByText("Sei in lista d'attesa: posizione 1")).toBeVisible();
  await waiting.reload();
  await expect(main(waiting).getByText("Sei in lista d'attesa: posizione 1")).toBeVisible();
  await expect(main(waiting).getByRole('alert')).toHaveCount(0);
  await expectNoSeriousViolations(waiting);
  await main(waiting).getByRole('button', { name: 'Esci dalla lista' }).click();
  await expect(main(waiting).getByRole('button', { name: "Entra in lista d'attesa" })).toBeVisible();

  await retireCourse(admin, title);
});
