import type { AdminOrderDetail, AdminOrderDetailResponse, ContractWithdrawalDraft } from '@cammini/contract';
import { type APIRequestContext, expect, type Page, test } from './app-test';
import { field, main, person } from './course-steps';
import {
  adminPrivateToken,
  expectNoSeriousViolations,
  mailsInOutbox,
  type OutboxMail,
  ownedOnline,
  payWithTestCard,
  registerVerifiedCustomer,
  slug,
  uniqueEmail,
} from './support';

/*
 * The withdrawal function (“Recedi dal contratto”): a buyer withdraws within the period, from their
 * account or with the order number and e-mail, and gets everything back; an online course whose lesson
 * was opened cannot be withdrawn from; the public form tells a stranger nothing.
 * Demo courses no other journey counts: each journey's buyer is new, so the courses stay as they were.
 */
const ONLINE = 'Meditazioni per ricominciare'; // 59 €, 6 € to the inviter
const WATCHED = 'Il tuo potere personale'; // 129 €
const IN_PERSON = 'Mindfulness sul lago'; // 320 €, deposit 80 €, starts in 52 days
const BOOKED = 'Oltre la paura'; // 190 €, starts in 66 days
/** The name register() gives every customer. */
const BUYER_NAME = 'Chiara Serafini';

// Two or three customers each, buying by card: about a minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

interface Order {
  id: string;
  number: string;
}

/** Pays on the open payment page with the test card, up to the success page; the order it made. */
async function payAndReadOrder(page: Page): Promise<Order> {
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\/\?order=[0-9a-f-]{36}$/);
  const number = (await main(page).locator('.payment-result__order-id').textContent()) ?? '';
  expect(number).toMatch(/^\d{4}-\d{4,}$/);
  return { id: new URL(page.url()).searchParams.get('order') ?? '', number };
}

/** The logged-in customer buys an online course, asking for immediate access as its checkout requires. */
async function buyOnlineCourse(page: Page, title: string): Promise<Order> {
  await page.goto(`/payment/${slug(title)}?kind=onlineCourse`);
  await main(page)
    .getByRole('region', { name: 'Paga con Carta di Credito/Debito' })
    .getByRole('checkbox', { name: /perdo il diritto di recesso/ })
    .check();
  return payAndReadOrder(page);
}

/** The logged-in customer books an in-person course: the deposit only when `deposit`, else the whole price. */
async function buyInPersonCourse(page: Page, title: string, options: { deposit?: boolean } = {}): Promise<Order> {
  await page.goto(`/payment/${slug(title)}`);
  if (options.deposit) {
    await main(page)
      .getByRole('group', { name: 'Come vuoi pagare?' })
      .getByRole('radio', { name: /^Paga l'acconto di/ })
      .check();
  }
  return payAndReadOrder(page);
}

/** What the back office's order page shows of an order, through the API it reads. */
async function orderDetails(request: APIRequestContext, id: string): Promise<AdminOrderDetail> {
  const answer = await request.get(`/api/orders/${id}/details`, {
    headers: { authorization: `Bearer ${await adminPrivateToken(request)}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as AdminOrderDetailResponse).order;
}

/** Waits for the e-mail to `to` whose subject is `subject`, and returns it. */
async function mailWithSubject(to: string, subject: string): Promise<OutboxMail> {
  await expect
    .poll(async () => (await mailsInOutbox(to)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain(subject);
  return (await mailsInOutbox(to)).find((mail) => mail.subject === subject) as OutboxMail;
}

/** A moment as Rome writes it: the long date ("4 marzo 2027") and the time ("10:05"). */
function romeDateAndTime(iso: string) {
  const at = new Date(iso);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('it-IT', { ...options, timeZone: 'Europe/Rome' }).format(at);
  return {
    date: format({ day: 'numeric', month: 'long', year: 'numeric' }),
    time: format({ hour: '2-digit', minute: '2-digit' }),
  };
}

/** Presses "Conferma il recesso" and returns the server's receipt for it. */
async function confirmWithdrawal(page: Page) {
  const answer = page.waitForResponse((response) =>
    /\/api\/contract-withdrawals\/[0-9a-f-]{36}\/confirm$/.test(response.url()),
  );
  await main(page)
    .getByRole('region', { name: 'Conferma il recesso' })
    .getByRole('button', { name: 'Conferma il recesso' })
    .click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { receivedAt: string; status: string; refund: number };
}

/** The public form's answer: the same whatever was typed. */
const sentNotice = (page: Page) => main(page).getByRole('status', { name: 'Controlla la tua e-mail' });

/** Fills the public form of /recesso (open on `page`) as the buyer would, sends it, and returns the API's answer. */
async function sendWithdrawalForm(page: Page, orderNumber: string, email: string): Promise<ContractWithdrawalDraft> {
  await field(page, 'Nome e cognome').fill(BUYER_NAME);
  await field(page, "Numero d'ordine").fill(orderNumber);
  await field(page, "E-mail dell'ordine").fill(email);
  const response = page.waitForResponse(
    (each) => each.url().endsWith('/api/contract-withdrawals') && each.request().method() === 'POST',
  );
  await main(page).getByRole('button', { name: 'Continua' }).click();
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(sentNotice(page)).toBeVisible();
  return (await answer.json()) as ContractWithdrawalDraft;
}

const receiptOn = (page: Page) => main(page).getByRole('status', { name: 'Recesso ricevuto' });

test('an invited customer withdraws from an online course through the footer: asked only for the order and the confirmation, refunded in full, the course and the inviter’s credit gone', async ({
  page,
  browser,
  request,
}) => {
  // B registers and shares the invitation code; A registers with it and buys an online course.
  const inviterPage = await person(browser);
  const inviter = await registerVerifiedCustomer(inviterPage, 'invita-recesso');
  await inviterPage.goto('/utente');
  const invitationCode = await main(inviterPage).getByLabel('Codice invito', { exact: true }).inputValue();
  await inviterPage.context().close();
  const buyer = await registerVerifiedCustomer(page, 'recede-online', { invitationCode });
  const order = await buyOnlineCourse(page, ONLINE);
  expect(await ownedOnline(page)).toEqual([ONLINE]);
  const sold = await orderDetails(request, order.id);
  expect(sold.credits).toEqual([
    expect.objectContaining({ kind: 'referral', amount: 6, beneficiary: expect.objectContaining({ email: inviter }) }),
  ]);

  // From the footer of any page: a choice among A's paid orders, nothing to type.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Recedi dal contratto' }).click();
  await expect(page).toHaveURL('/recesso');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Recesso dal contratto' })).toBeVisible();
  const choice = main(page).getByRole('group', { name: 'Ordine da cui recedere' });
  const radio = choice.getByRole('radio', { name: new RegExp(`^${ONLINE}`) });
  await expect(choice.getByRole('radio')).toHaveCount(1);
  await expect(radio).toBeEnabled();
  await expect(radio).toHaveAccessibleDescription(/^Puoi recedere fino al \d{1,2} \S+ \d{4}\.$/);
  await expect(main(page).getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await radio.check();
  await main(page).getByRole('button', { name: 'Continua' }).click();

  // A separate step says what the withdrawal covers and gives back; nothing is done before the button.
  const confirmation = main(page).getByRole('region', { name: 'Conferma il recesso' });
  // The step replaces the button pressed: focus goes to its heading, not back to the top of the page.
  await expect(confirmation.getByRole('heading', { name: 'Conferma il recesso' })).toBeFocused();
  await expect(confirmation).toContainText(`Stai recedendo dall'ordine ${order.number}: «${ONLINE}».`);
  await expect(confirmation).toContainText(/Ti rimborseremo 59,00\s€, tutto quanto hai pagato/);
  await expect(confirmation).toContainText("L'accesso al corso online terminerà.");
  await expect(main(page).getByRole('textbox')).toHaveCount(0);
  await expect(main(page).getByRole('radio')).toHaveCount(0);
  expect((await orderDetails(request, order.id)).status).toBe('paid');
  await expectNoSeriousViolations(page);
  const receipt = await confirmWithdrawal(page);
  expect(receipt).toMatchObject({ status: 'refunded', refund: 59 });

  // Acknowledged on screen and by e-mail, with the date and the time it was received.
  const { date, time } = romeDateAndTime(receipt.receivedAt);
  const acknowledgement = receiptOn(page);
  await expect(acknowledgement.getByRole('heading', { name: 'Recesso ricevuto' })).toBeFocused();
  await expect(acknowledgement).toContainText(
    `Abbiamo ricevuto il tuo recesso dall'ordine ${order.number} («${ONLINE}») il ${date}`,
  );
  await expect(acknowledgement).toContainText(time);
  await expect(acknowledgement).toContainText(/Ti abbiamo rimborsato 59,00\s€ sulla carta che hai usato/);
  await expectNoSeriousViolations(page);
  const mail = await mailWithSubject(buyer, `Recesso ricevuto: ordine ${order.number}`);
  expect(mail.text).toContain(`Abbiamo ricevuto il tuo recesso dall'ordine ${order.number} («${ONLINE}») il ${date}`);
  expect(mail.text).toMatch(new RegExp(`${time} CES?T\\.`));
  expect(mail.text).toMatch(/ti rimborsiamo 59,00\s€, tutto quanto hai pagato/);
  await mailWithSubject(buyer, `Recesso rimborsato: ${ONLINE}`);

  // The refund is recorded, the inviter's credit reversed, and the withdrawal listed on the order.
  const withdrawn = await orderDetails(request, order.id);
  expect(withdrawn.status).toBe('refunded');
  expect(withdrawn.refunds).toEqual([expect.objectContaining({ amount: 59, requestedBy: 'withdrawal' })]);
  expect(withdrawn.credits.map(({ kind, amount, beneficiary }) => [kind, amount, beneficiary.email])).toEqual(
    expect.arrayContaining([
      ['referral', 6, inviter],
      ['referralReversal', -6, inviter],
    ]),
  );
  expect(withdrawn.withdrawal).toMatchObject({ status: 'refunded', channel: 'account', refund: 59, refunded: 59 });

  // The course has left A's personal area.
  expect(await ownedOnline(page)).toEqual([]);
  await page.goto('/utente?tab=online-courses');
  await expect(main(page).getByRole('heading', { name: 'I tuoi corsi online' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: ONLINE })).toHaveCount(0);
});

test('a customer who opened a lesson of an online course finds the order closed to withdrawal, with the reason', async ({
  page,
  browser,
}) => {
  const buyer = await registerVerifiedCustomer(page, 'recede-visto');
  const order = await buyOnlineCourse(page, WATCHED);

  // The player asks for the first lesson's video as the course opens: the viewing has begun.
  const videoUrl = page.waitForResponse((response) => /\/api\/lessons\/\d+\/video-url$/.test(response.url()));
  await page.goto(`/corsoonline/${slug(WATCHED)}`);
  expect((await videoUrl).status()).toBe(200);
  await expect(page.locator('video')).toHaveAttribute('src', /^\/api\/lessons\/\d+\/video\?token=/);

  // From the order in /utente: the order is there, but it cannot be chosen, and the page says why.
  await page.goto('/utente?tab=online-courses');
  await main(page)
    .getByRole('link', { name: `Recedi dal contratto dell’ordine ${order.number}` })
    .click();
  await expect(page).toHaveURL(`/recesso?ordine=${order.number}`);
  const radio = main(page)
    .getByRole('group', { name: 'Ordine da cui recedere' })
    .getByRole('radio', { name: new RegExp(`^${WATCHED}`) });
  await expect(radio).toBeDisabled();
  await expect(radio).not.toBeChecked();
  await expect(radio).toHaveAccessibleDescription(/^Hai già iniziato a guardare questo corso online/);
  await expect(main(page).getByText(/^Hai già iniziato a guardare questo corso online/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // With no order open, there is nothing to continue to: the page says so instead.
  await expect(main(page).getByRole('button', { name: 'Continua' })).toHaveCount(0);
  await expect(main(page).getByText(/^Da nessuno di questi ordini si può recedere online ora/)).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Conferma il recesso' })).toHaveCount(0);
  expect(await ownedOnline(page)).toEqual([WATCHED]);

  // Asked from the public form, the page answers as always, and the buyer is told why by e-mail.
  const visitor = await person(browser);
  await visitor.goto('/recesso');
  await sendWithdrawalForm(visitor, order.number, buyer);
  const why = await mailWithSubject(buyer, `Sul recesso dall'ordine ${order.number}`);
  expect(why.text).toContain('Non si può fare online perché hai già iniziato a guardare il corso online');
  await visitor.context().close();
});

test('a visitor withdraws from an in-person booking with its number and e-mail: the link goes to the buyer, whose press confirms it', async ({
  page,
  browser,
  request,
}) => {
  // The buyer books with the deposit; the receipt gives the order number.
  const buyer = await registerVerifiedCustomer(page, 'recede-modulo');
  const order = await buyInPersonCourse(page, IN_PERSON, { deposit: true });
  const receiptMail = await mailWithSubject(buyer, `Ricevuta del tuo acquisto: ${IN_PERSON}`);
  expect(receiptMail.text).toContain(`Numero d'ordine: ${order.number}`);

  // Not logged in, from another browser: the form asks for the name, the number and the e-mail.
  const visitor = await person(browser);
  await visitor.goto('/recesso');
  await expect(main(visitor).getByRole('radio')).toHaveCount(0);
  await expect(field(visitor, 'Nome e cognome')).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await sendWithdrawalForm(visitor, order.number, buyer);
  await expect(sentNotice(visitor).getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeFocused();
  await expectNoSeriousViolations(visitor);

  // The buyer's mailbox gets the link; opening it shows the order and does nothing yet.
  const linkMail = await mailWithSubject(buyer, `Conferma il recesso: ordine ${order.number}`);
  const link = linkMail.text.match(/\/recesso\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, linkMail.text).toBeDefined();
  await visitor.goto(link as string);
  const confirmation = main(visitor).getByRole('region', { name: 'Conferma il recesso' });
  await expect(confirmation).toContainText(`Stai recedendo dall'ordine ${order.number}: «${IN_PERSON}».`);
  await expect(confirmation).toContainText(/Ti rimborseremo 80,00\s€/);
  await expect(confirmation).toContainText('La prenotazione terminerà e il posto tornerà libero.');
  await expectNoSeriousViolations(visitor);
  expect((await orderDetails(request, order.id)).status).toBe('paid');

  // The press confirms it: received now, refunded.
  const receipt = await confirmWithdrawal(visitor);
  expect(receipt).toMatchObject({ status: 'refunded', refund: 80 });
  const { date, time } = romeDateAndTime(receipt.receivedAt);
  await expect(receiptOn(visitor)).toContainText(`(«${IN_PERSON}») il ${date}`);
  await expect(receiptOn(visitor)).toContainText(time);
  await expect(receiptOn(visitor)).toContainText(/Ti abbiamo rimborsato 80,00\s€/);
  // A visitor has no personal area to be sent to.
  await expect(receiptOn(visitor).getByRole('link')).toHaveCount(0);
  await expectNoSeriousViolations(visitor);
  await mailWithSubject(buyer, `Recesso ricevuto: ordine ${order.number}`);
  const withdrawn = await orderDetails(request, order.id);
  expect(withdrawn.status).toBe('refunded');
  expect(withdrawn.withdrawal).toMatchObject({ status: 'refunded', channel: 'form', statedName: BUYER_NAME });

  // The link opened again shows the acknowledgement, not a second button.
  await visitor.reload();
  await expect(receiptOn(visitor)).toContainText(`il ${date}`);
  await expect(main(visitor).getByRole('button', { name: 'Conferma il recesso' })).toHaveCount(0);
  await visitor.context().close();
});

test('a wrong order number or e-mail reveals nothing: the same answer as the right pair, and no e-mail to the address typed', async ({
  page,
  browser,
}) => {
  const buyer = await registerVerifiedCustomer(page, 'recede-ignoto');
  const order = await buyInPersonCourse(page, BOOKED);
  const stranger = uniqueEmail('estraneo');

  const visitor = await person(browser);
  await visitor.goto('/recesso');
  /** Sends the form; what the page and the API answered. */
  const send = async (orderNumber: string, email: string) => {
    const { orders, refund } = await sendWithdrawalForm(visitor, orderNumber, email);
    const text = await sentNotice(visitor).innerText();
    await sentNotice(visitor).getByRole('button', { name: "Invia un'altra richiesta" }).click();
    return { text, api: { orders, refund } };
  };

  // The right number with a stranger's address, and a number no order has with the buyer's address.
  const wrongEmail = await send(order.number, stranger);
  const wrongNumber = await send('1999-0001', buyer);
  const right = await send(order.number, buyer);
  expect(right.api).toEqual({ orders: [], refund: null });
  expect(wrongEmail).toEqual(right);
  expect(wrongNumber).toEqual(right);

  // Only the right pair mailed its link, to the buyer; the mails are sent in order, so the wrong pairs' would be out.
  await mailWithSubject(buyer, `Conferma il recesso: ordine ${order.number}`);
  const aboutWithdrawal = (mails: OutboxMail[]) => mails.filter((mail) => /recesso/i.test(mail.subject));
  expect(aboutWithdrawal(await mailsInOutbox(buyer))).toHaveLength(1);
  expect(await mailsInOutbox(stranger)).toEqual([]);
  await visitor.context().close();
});
