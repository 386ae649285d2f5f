import { expect, test } from './app-test';
import { field, main, person, publishInPersonCourse, romeDay } from './course-steps';
import {
  E2E_ADMIN,
  expectNoSeriousViolations,
  logIn,
  logInAsCustomer,
  mailsInOutbox,
  payWithTestCard,
  retireCourse,
  screenshotForReview,
  slug,
} from './support';

test('moving a course tells the owner first how many will be e-mailed, sends a note with it, and says to whom it went', async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'buys a course with a customer account; the form is covered at 360 px elsewhere',
  );
  test.setTimeout(180_000);
  const title = `Ritiro d’inverno: spostato ${Date.now()}`;

  // The admin publishes a timed course at a named place.
  const admin = await person(browser);
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await publishInPersonCourse(
    admin,
    {
      title,
      price: 39,
      startDate: romeDay(40),
      startTime: '09:30',
      endTime: '17:00',
      placeName: 'Agriturismo Il Poggio',
      placeAddress: 'Via Roma 1, 53100 Siena',
    },
    () => screenshotForReview(admin, 'course-form-times-place'),
  );

  // Its page says when and where; a customer buys it.
  const customer = await person(browser);
  const email = await logInAsCustomer(customer);
  await customer.goto(`/courseDetail/${slug(title)}`);
  await expect(main(customer).getByText('09:30–17:00')).toBeVisible();
  await expect(main(customer).getByRole('link', { name: /Agriturismo Il Poggio/ })).toBeVisible();
  await expect(main(customer).getByText('Via Roma 1, 53100 Siena')).toBeVisible();
  await screenshotForReview(customer, 'course-detail-times-place');
  await main(customer).getByRole('link', { name: 'Acquista', exact: true }).click();
  await payWithTestCard(customer, '4242 4242 4242 4242');
  await expect(customer).toHaveURL(/\/success\/\?order=/);

  // The admin moves it a week later: asked first, with a note for the e-mail.
  await admin.goto(`/editcorso/${slug(title)}`);
  await expect(field(admin, 'Titolo')).toHaveValue(title);
  await field(admin, 'Data di inizio').fill(romeDay(47));
  await main(admin).getByRole('button', { name: 'Salva modifiche' }).click();
  const question = main(admin).getByRole('region', { name: '1 persona iscritta riceverà un’e-mail' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('heading')).toBeFocused();
  await question
    .getByLabel('Messaggio da aggiungere all’e-mail (facoltativo)')
    .fill('Ci spostiamo per la neve <b>!</b>');
  await expectNoSeriousViolations(admin);
  await screenshotForReview(admin, 'course-change-confirm');
  await question.getByRole('button', { name: 'Salva e invia l’e-mail' }).click();

  // Back on the list, told to whom it went.
  await expect(admin).toHaveURL(/\/corsi$/);
  await expect(main(admin).getByText(`E-mail inviata a 1 persona iscritta a «${title}»:`)).toBeVisible();
  await expect(main(admin).getByText(new RegExp(`\\(${email.replace(/[.+]/g, '\\$&')}\\)`))).toBeVisible();
  await expectNoSeriousViolations(admin);
  await screenshotForReview(admin, 'course-change-sent');

  // The customer's e-mail has the new date, the place as typed and the note, escaped.
  await expect
    .poll(async () => (await mailsInOutbox(email)).find((mail) => mail.subject === `Il corso è cambiato: ${title}`), {
      timeout: 30_000,
    })
    .toBeTruthy();
  const moved = (await mailsInOutbox(email)).find((mail) => mail.subject === `Il corso è cambiato: ${title}`)!;
  expect(moved.text).toContain('Dove: Agriturismo Il Poggio, Via Roma 1, 53100 Siena');
  expect(moved.text).toContain('«Ci spostiamo per la neve <b>!</b>»');
  expect(moved.html).toContain('Ci spostiamo per la neve &lt;b&gt;!&lt;/b&gt;');

  await retireCourse(admin, title);
});
