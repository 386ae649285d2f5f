import type { OrderResponse } from '@cammini/contract';
import { expect, type Page, test } from './app-test';
import { main, person, publishInPersonCourse, romeDay } from './course-steps';
import {
  E2E_ADMIN,
  expectNoSeriousViolations,
  logIn,
  logInAsCustomer,
  payWithTestCard,
  retireCourse,
  slug,
  switchToEnglish,
} from './support';

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.addStyleTag({ content: '.site-header { position: static !important; }' });
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** The number of the order the success page is about, as the API gives it to its buyer. */
async function orderNumberOfSuccessPage(page: Page): Promise<string> {
  const orderId = new URL(page.url()).searchParams.get('order');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').user.token as string);
  const answer = await page.request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { number } = ((await answer.json()) as OrderResponse).order;
  expect(number).toMatch(/^\d{4}-\d{4}$/);
  return number!;
}

test('the course card and the member page name the place as typed, and the booking names its order', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Il luogo e l'ordine ${testInfo.project.name} ${Date.now().toString(36)}`;
  const place = 'Agriturismo Il Poggio';

  const admin = await person(browser);
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await publishInPersonCourse(admin, { title, startDate: romeDay(40), price: 90, placeName: place });

  // The course list names the place as typed, not what the maps link searches for.
  const page = await person(browser);
  await page.goto('/corsi');
  const card = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card.getByText(place)).toBeVisible();
  await expect(card.getByText(/Siena/)).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(page);
  await shoot(page, 'course-card-place-it');

  // So does the page of the courses its facilitator leads.
  const members = (await (await page.request.get('/api/members')).json()) as {
    members: { idMember: number; name: string; surname: string }[];
  };
  const giulia = members.members.find((member) => member.name === 'Giulia' && member.surname === 'Ferrante');
  await page.goto(`/corsi-membro/${giulia!.idMember}`);
  const memberCard = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(memberCard.getByText(place)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'member-courses-place-it');

  // A customer buys it: the booking in the personal area names the order by the number it was given.
  await logInAsCustomer(page);
  await page.goto(`/payment/${slug(title)}`);
  await payWithTestCard(page, '4242424242424242');
  await expect(page).toHaveURL(/\/success\/\?order=/);
  const number = await orderNumberOfSuccessPage(page);
  await page.goto('/utente?tab=courses');
  const booking = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(booking.getByText(`Ordine ${number}`, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'booking-order-it');

  await switchToEnglish(page);
  await expect(booking.getByText(`Order ${number}`, { exact: true })).toBeVisible();
  await shoot(page, 'booking-order-en');
  await page.goto('/corsi');
  await expect(card.getByText(place)).toBeVisible();
  await shoot(page, 'course-card-place-en');

  await retireCourse(admin, title);
});
