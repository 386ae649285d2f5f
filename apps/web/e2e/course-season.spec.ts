import { expect, test } from './app-test';
import { field, main, person, publishInPersonCourse, romeDay } from './course-steps';
import {
  acceptTermsOfSale,
  E2E_ADMIN,
  logIn,
  logInAsCustomer,
  mailsInOutbox,
  type OutboxMail,
  payWithTestCard,
  registerVerifiedCustomer,
  retireCourse,
  slug,
} from './support';

/** Waits for the e-mail to `to` whose subject is `subject`, and answers it. */
async function mailTo(to: string, subject: string, timeout: number): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsInOutbox(to)).find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { timeout, intervals: [1_000, 2_000], message: `an e-mail to ${to} titled «${subject}»` },
    )
    .toBe(true);
  return found!;
}

/** The mail carries the course as a calendar file: one all-day event on `startDate`, named after it. */
function expectCalendarFile(mail: OutboxMail, title: string, startDate: string) {
  const calendars = mail.attachments.filter((file) => file.contentType.startsWith('text/calendar'));
  expect(calendars, `one calendar file in ${mail.file}`).toHaveLength(1);
  const [calendar] = calendars;
  expect(calendar?.filename).toBe('corso.ics');
  expect(calendar?.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar?.content).toContain(`DTSTART;VALUE=DATE:${startDate.replace(/-/g, '')}\r\n`);
  expect(calendar?.content).toContain(`SUMMARY:${title}\r\n`);
  expect(calendar?.content).toMatch(/END:VCALENDAR\r\n$/);
}

test('a course season: a deposit and a full booking sell out two seats, a third customer waits, the balance is paid, and the reminders bring the calendar file', async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'registers three customers (the run may register 30 per 15 minutes); its screens are covered at 360 px elsewhere',
  );
  // Two checkouts, a balance and up to two runs of the minute's reminders on a slow machine.
  test.setTimeout(300_000);

  const title = `Stagione e2e ${Date.now()}`;
  const coursePage = `/courseDetail/${slug(title)}`;
  const firstDate = romeDay(30);

  // The admin publishes an in-person course with 2 seats, 200 € with a 50 € deposit, about 30 days ahead.
  const admin = await person(browser);
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await publishInPersonCourse(admin, {
    title,
    price: 200,
    affiliatePrice: 10,
    deposit: 50,
    startDate: firstDate,
    seats: 2,
  });

  // A books with the deposit: 50 € now, 150 € before the start.
  const a = await person(browser);
  const emailA = await logInAsCustomer(a);
  await a.goto(coursePage);
  await expect(main(a).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await main(a).getByRole('link', { name: 'Acquista', exact: true }).click();
  await expect(a).toHaveURL(`/payment/${slug(title)}`);
  const choice = main(a).getByRole('group', { name: 'Come vuoi pagare?' });
  await expect(choice.getByRole('radio', { name: /^Paga l'intero prezzo di 200,00\s€/ })).toBeChecked();
  await choice.getByRole('radio', { name: /^Paga l'acconto di 50,00\s€ ora, il saldo di 150,00\s€/ }).click();
  await acceptTermsOfSale(a);
  const blockA = main(a).getByRole('region', { name: 'Paga con Carta di Credito/Debito' });
  await expect(blockA.getByRole('button', { name: /^Paga 50,00/ })).toBeVisible();
  await payWithTestCard(a, '4242 4242 4242 4242');
  await expect(a).toHaveURL(/\/success\/\?order=[0-9a-f-]{36}$/);
  await expect(main(a).getByText(/Resta da pagare il saldo di 150,00\s€/)).toBeVisible();

  // B pays the full price for the last seat.
  const b = await person(browser);
  const emailB = await registerVerifiedCustomer(b, 'stagione-intero');
  await b.goto(coursePage);
  await expect(main(b).getByText('Ultimo posto', { exact: true })).toBeVisible();
  await main(b).getByRole('link', { name: 'Acquista', exact: true }).click();
  await expect(b).toHaveURL(`/payment/${slug(title)}`);
  await expect(
    main(b)
      .getByRole('group', { name: 'Come vuoi pagare?' })
      .getByRole('radio', { name: /^Paga l'intero prezzo di 200,00\s€/ }),
  ).toBeChecked();
  await acceptTermsOfSale(b);
  await expect(
    main(b)
      .getByRole('region', { name: 'Paga con Carta di Credito/Debito' })
      .getByRole('button', { name: /^Paga 200,00/ }),
  ).toBeVisible();
  await payWithTestCard(b, '4242 4242 4242 4242');
  await expect(b).toHaveURL(/\/success\/\?order=[0-9a-f-]{36}$/);
  await expect(main(b).getByRole('heading', { name: 'Grazie per il tuo acquisto!' })).toBeVisible();

  // The course is sold out: C finds no way to buy it, only its waiting list, and joins it.
  const c = await person(browser);
  const emailC = await registerVerifiedCustomer(c, 'stagione-attesa');
  await c.goto(coursePage);
  await expect(main(c).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(c).getByText('Esaurito', { exact: true })).toBeVisible();
  await expect(main(c).getByText('Posti esauriti', { exact: true })).toBeVisible();
  await expect(main(c).getByRole('link', { name: /^Acquista/ })).toHaveCount(0);
  await main(c).getByRole('button', { name: "Entra in lista d'attesa" }).click();
  await expect(main(c).getByText("Sei in lista d'attesa: posizione 1")).toBeVisible();
  await c.reload();
  await expect(main(c).getByText("Sei in lista d'attesa: posizione 1")).toBeVisible();
  await expect(main(c).getByRole('button', { name: 'Esci dalla lista' })).toBeVisible();

  // A pays the balance from the personal area.
  await a.goto('/utente?tab=courses');
  const ownedA = main(a)
    .getByRole('listitem')
    .filter({ has: a.getByRole('heading', { name: title, exact: true }) });
  await expect(ownedA.getByText(/^Saldo da pagare: 150,00\s€$/)).toBeVisible();
  await ownedA.getByRole('link', { name: 'Paga il saldo' }).click();
  await expect(a).toHaveURL(`/payment/${slug(title)}?payment=balance`);
  await expect(main(a).getByText(/^Saldo del corso: 150,00\s€$/)).toBeVisible();
  await expect(main(a).getByRole('radio')).toHaveCount(0);
  await payWithTestCard(a, '4242 4242 4242 4242');
  await expect(a).toHaveURL(/\/success\/\?order=/);
  await expect(main(a).getByText('Hai pagato il saldo: il corso ora è pagato per intero.')).toBeVisible();
  await a.goto('/utente?tab=courses');
  await expect(ownedA.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(ownedA.getByRole('link', { name: 'Paga il saldo' })).toHaveCount(0);

  // The admin moves the course to two days from today: the reminders' day, which the e2e server's
  // reminders (every minute) reach at their next run.
  const newDate = romeDay(2);
  await admin.goto(`/editcorso/${slug(title)}`);
  await expect(field(admin, 'Data di inizio')).toHaveValue(firstDate);
  await expect(field(admin, 'Posti disponibili')).toHaveValue('2');
  await field(admin, 'Data di inizio').fill(newDate);
  await main(admin).getByRole('button', { name: 'Salva modifiche', exact: true }).click();
  // Asked first how many will be e-mailed (course-move.spec.ts looks at the question itself).
  await main(admin).getByRole('button', { name: 'Salva e invia l’e-mail' }).click();
  await expect(admin).toHaveURL('/corsi');

  // Both buyers are told of the new date at once, with the updated calendar file.
  for (const to of [emailA, emailB]) {
    const changed = await mailTo(to, `Il corso è cambiato: ${title}`, 15_000);
    expect(changed.text).toContain(`il corso «${title}», in cui hai un posto, ha cambiato data, orario o luogo.`);
    expectCalendarFile(changed, title, newDate);
  }

  // Then the reminder: when and where, nothing left to pay (A paid the balance, B the full price), the calendar file.
  for (const to of [emailA, emailB]) {
    const reminder = await mailTo(to, `Ci vediamo presto: ${title}`, 120_000);
    expect(reminder.text).toContain(`ti ricordiamo che il corso «${title}» si terrà`);
    expect(reminder.text).toContain('Il corso è pagato per intero: non resta nulla da pagare.');
    expect(reminder.text).not.toContain('Resta da pagare');
    expect(reminder.html).toContain(title);
    expectCalendarFile(reminder, title, newDate);
  }
  // A paid the balance before the course came within a week: no balance reminder.
  expect((await mailsInOutbox(emailA)).map((mail) => mail.subject)).not.toContain(`Il saldo del corso: ${title}`);
  // C is only waiting: no reminder, no change of a course C has not booked.
  expect(
    (await mailsInOutbox(emailC)).map((mail) => mail.subject).filter((subject) => subject.includes(title)),
  ).toEqual([]);

  // The season is over: the admin archives the course (it has buyers), so it leaves the lists later journeys count.
  await retireCourse(admin, title);

  for (const page of [admin, a, b, c]) await page.context().close();
});
