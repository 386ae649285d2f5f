import { AdminOrderDetailResponse } from '@cammini/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALID_IBAN, VALID_TAX_CODE } from '../../../../test/fixtures/banking.fixtures.js';
import {
  buyWithTestCard,
  CONTACT,
  type Customer,
  courseWithCreditHolders,
  mailsAbout,
  mailsTo,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { useAdminTestApp } from '../../../../test/support/app.js';
import { bearer } from '../../../../test/support/factories.js';
import { courses, earnings, users } from '../../../db/schema/index.js';
import { addDays, businessDay } from '../../../lib/business-day.js';

const t = useAdminTestApp();

const refund = (orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/refund`, headers: bearer(t.adminToken), payload: {} });

const details = async (orderId: string) =>
  AdminOrderDetailResponse.parse(
    (
      await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/details`, headers: bearer(t.adminToken) })
    ).json(),
  ).order;

/** A 280 € course with a 28 € referral share and a 70 € member share, bought by a customer the referrer invited. */
async function sale(referrerLanguage: 'it' | 'en' = 'it') {
  const { course, buyer, referrer, facilitator } = await courseWithCreditHolders(
    t,
    {},
    { referrer: { language: referrerLanguage } },
  );
  const orderId = await buyWithTestCard(t.app, buyer, course.title);
  return { course, buyer, referrer, facilitator, orderId };
}

/** The sale is final: its credits can be withdrawn. */
const creditsMature = (orderId: string) =>
  t.db.update(earnings).set({ availableAt: sql`now() - interval '1 second'` }).where(eq(earnings.orderId, orderId));

async function withdrawAll(customer: Customer, amount: number) {
  await t.db
    .update(users)
    .set({ iban: VALID_IBAN, taxCode: VALID_TAX_CODE, docVerified: true })
    .where(eq(users.id, customer.user.id));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/withdraw/',
    headers: bearer(customer.token),
    payload: { email: customer.user.email, amount },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const reversalMails = async (to: string, subject: string) =>
  (await mailsTo(t.db, to)).filter((mail) => mail.subject === subject);

describe('refunding a sale whose referral credit was already withdrawn', () => {
  it('says so in the order before the refund, for the withdrawn credit only', async () => {
    const { referrer, orderId } = await sale();
    await creditsMature(orderId);
    expect((await details(orderId)).credits.map((credit) => [credit.kind, credit.withdrawn])).toEqual([
      ['referral', 0],
      ['member', 0],
    ]);
    await withdrawAll(referrer, 28);
    const credits = (await details(orderId)).credits;
    expect(credits.find((credit) => credit.kind === 'referral')?.withdrawn).toBe(28);
    expect(credits.find((credit) => credit.kind === 'member')?.withdrawn).toBe(0);
  });

  it('e-mails the referrer what happened and the balance now, in Italian, text and HTML', async () => {
    const { referrer, facilitator, orderId, course } = await sale();
    await creditsMature(orderId);
    await withdrawAll(referrer, 28);
    expect((await refund(orderId)).statusCode).toBe(200);

    const [mail, ...more] = await reversalMails(referrer.user.email, 'Un credito già prelevato è stato stornato');
    expect(more).toHaveLength(0);
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(`«${course.title}»`);
      expect(body).toContain('invito di 28,00\u00a0€');
      expect(body).toContain('Avevi già prelevato questo credito');
      expect(body).toContain('Il tuo saldo ora è di -28,00\u00a0€');
      expect(body).toContain('Non devi restituire nulla');
    }
    expect(mail!.text).toContain("il credito d'invito di 28,00\u00a0€");
    expect(mail!.text).toContain('/utente');
    // The member credit was never withdrawn: its reversal takes nothing already paid out, and says nothing.
    expect(await reversalMails(facilitator.user.email, 'Un credito già prelevato è stato stornato')).toHaveLength(0);
    const [notice] = (await mailsAbout(t.db, CONTACT, orderId)).filter((m) => m.subject.startsWith('Rimborso'));
    expect(notice!.text).toContain('28,00\u00a0€ erano già stati prelevati');
  });

  it('writes to an English-speaking referrer in English, text and HTML', async () => {
    const { referrer, orderId, course } = await sale('en');
    await creditsMature(orderId);
    await withdrawAll(referrer, 28);
    expect((await refund(orderId)).statusCode).toBe(200);
    const [mail] = await reversalMails(referrer.user.email, 'A credit you already withdrew was reversed');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(`“${course.title}”`);
      expect(body).toContain('the invitation credit of €28.00');
      expect(body).toContain('Your balance is now -€28.00');
    }
  });

  it('tells the referrer nothing when the credit was still in the account', async () => {
    const { referrer, orderId } = await sale();
    await creditsMature(orderId);
    expect((await refund(orderId)).statusCode).toBe(200);
    expect(await reversalMails(referrer.user.email, 'Un credito già prelevato è stato stornato')).toHaveLength(0);
    const [notice] = (await mailsAbout(t.db, CONTACT, orderId)).filter((m) => m.subject.startsWith('Rimborso'));
    expect(notice!.text).not.toContain('già stati prelevati');
  });
});

describe("the owner's refund notice", () => {
  const noticeOf = async (orderId: string) =>
    (await mailsAbout(t.db, CONTACT, orderId)).find((mail) => mail.subject.startsWith('Rimborso'))!;

  it('says the seat is free for a course still to come', async () => {
    const { orderId } = await sale();
    expect((await refund(orderId)).statusCode).toBe(200);
    expect((await noticeOf(orderId)).text).toContain('il posto è libero');
  });

  it('does not say the seat is free of a course that already took place', async () => {
    const { orderId, course } = await sale();
    const past = addDays(businessDay(new Date()), -10);
    await t.db.update(courses).set({ startDate: past, endDate: past }).where(eq(courses.id, course.id));
    expect((await refund(orderId)).statusCode).toBe(200);
    const notice = await noticeOf(orderId);
    expect(notice.text).not.toMatch(/posto è libero/i);
    expect(notice.text).toContain("L'iscrizione è terminata e i crediti");
  });
});
