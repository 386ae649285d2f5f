import { ContractWithdrawalDraft } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../src/db/schema/index.js';
import { FORM_LINKS_PER_ORDER_PER_DAY } from '../../src/modules/orders/refunds/contract-withdrawals.service.js';
import { insertCourse } from '../fixtures/catalogue.fixtures.js';
import { buyWithTestCard, createCustomer } from '../fixtures/commerce.fixtures.js';
import { buildTestApp, type TestApp } from '../support/app.js';
import { nextRemoteAddress } from '../support/factories.js';

/*
 * The public withdrawal form takes an order number, an e-mail and a name from anyone. It must not be a
 * way to send text to an address of the sender's choosing, to flood a buyer's inbox, or to learn whether
 * an order number and an e-mail belong together: mail goes only to the order's buyer, a few times a day,
 * and never carries what the sender typed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ask = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contract-withdrawals',
    remoteAddress: nextRemoteAddress(),
    payload,
  });

describe('the public withdrawal form and its e-mails', () => {
  it('mails only the buyer, at most the daily number of times, never with the typed name, and answers alike', async () => {
    const course = await insertCourse(t.db);
    const buyer = await createCustomer(t.db, t.app);
    const orderId = await buyWithTestCard(t.app, buyer, course.title);
    const [order] = await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
    const number = order!.number!;
    const before = await t.db.select().from(mailOutbox);
    const hostileName = 'Visita https://phish.example/ <b>ora</b>';
    const strangers = Array.from({ length: 8 }, (_, i) => `vittima-${i}@example.com`);
    const answers = await Promise.all([
      ...strangers.map((email) => ask({ orderNumber: number, email, name: hostileName })),
      ...Array.from({ length: 6 }, () => ask({ orderNumber: number, email: buyer.user.email, name: hostileName })),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(ContractWithdrawalDraft.parse(answer.json())).sort()).toEqual(['id', 'orders', 'refund']);
      expect(answer.json()).toMatchObject({ orders: [], refund: null });
    }
    const sent = (await t.db.select().from(mailOutbox)).filter((mail) => !before.some((old) => old.id === mail.id));
    expect(sent.map((mail) => mail.to)).toEqual(Array(FORM_LINKS_PER_ORDER_PER_DAY).fill(buyer.user.email));
    for (const mail of sent) {
      expect(mail.text).not.toContain('phish.example');
      expect(mail.html).not.toContain('phish.example');
    }
    for (const email of strangers)
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  });
});
