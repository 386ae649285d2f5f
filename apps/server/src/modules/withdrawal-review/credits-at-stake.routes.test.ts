import { AdminWithdrawalListResponse } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { VALID_IBAN, VALID_TAX_CODE } from '../../../test/fixtures/banking.fixtures.js';
import { insertCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import { buyWithTestCard, type Customer, createCustomer } from '../../../test/fixtures/commerce.fixtures.js';
import { insertWithdrawal } from '../../../test/fixtures/earnings.fixtures.js';
import { useTestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer } from '../../../test/support/factories.js';
import { refundClaims, users } from '../../db/schema/index.js';
import { addDays, businessDay, businessDayStart } from '../../lib/business-day.js';
import type { Clock } from '../../lib/clock.js';

// The admin's withdrawal review: which of the requester's credits come from sales that could still be reversed.

let now = new Date();
const clock: Clock = { now: () => now };
const t = useTestApp({ clock });

let today: string;
const day = (offset: number) => addDays(today, offset);
const noonOf = (offset: number) => new Date(businessDayStart(day(offset)).getTime() + 12 * 3_600_000);
beforeEach(() => {
  today = businessDay(new Date());
  now = noonOf(0);
});

/** The review the admin's list shows for the referrer's waiting request. */
async function reviewOf(referrer: Customer) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/get/withdrawals/',
    headers: bearer(await adminPrivateToken(t.app, t.db)),
  });
  expect(response.statusCode, response.body).toBe(200);
  const row = AdminWithdrawalListResponse.parse(response.json()).find((item) => item.email === referrer.user.email);
  return row?.review;
}

/** A referrer with a waiting withdrawal request, and a way to sell a 280 € course (28 € share) to someone they invited. */
async function referrerWithRequest() {
  const referrer = await createCustomer(t.db, t.app);
  await t.db
    .update(users)
    .set({ iban: VALID_IBAN, taxCode: VALID_TAX_CODE, docVerified: true })
    .where(eq(users.id, referrer.user.id));
  await insertWithdrawal(t.db, { userId: referrer.user.id, amountCents: 1_500 });
  const sell = async (course: { startsIn: number; freeCancellation?: boolean; title?: string }) => {
    const buyer = await createCustomer(t.db, t.app, { referrerId: referrer.user.id });
    const row = await insertCourse(t.db, {
      ...(course.title ? { title: course.title } : {}),
      startDate: day(course.startsIn),
      endDate: null,
      freeCancellation: course.freeCancellation ?? false,
    });
    const orderId = await buyWithTestCard(t.app, buyer, row.title);
    return { buyer, orderId, title: row.title };
  };
  return { referrer, sell };
}

describe('the withdrawal review of a waiting request', () => {
  it('lists the credits whose sale could still be reversed, with the amount, the orders and why', async () => {
    const { referrer, sell } = await referrerWithRequest();
    const cancellable = await sell({ startsIn: 30, freeCancellation: true });
    const ahead = await sell({ startsIn: 25 });
    const over = await sell({ startsIn: 20 });

    // Day 14: every sale is still within its withdrawal period, every course still ahead.
    now = noonOf(14);
    let review = await reviewOf(referrer);
    expect(review?.reversible).toMatchObject({ amount: 84, available: 0 });
    expect(review?.reversible.credits.map((credit) => credit.reasons)).toEqual([
      ['withdrawalPeriod', 'courseNotOver'],
      ['withdrawalPeriod', 'courseNotOver'],
      ['withdrawalPeriod', 'cancellationOpen', 'courseNotOver'],
    ]);

    // Day 20, the day of the course that starts then: its sale is final but the course is not over.
    now = noonOf(20);
    review = await reviewOf(referrer);
    expect(review?.reversible.credits.map((credit) => credit.orderId).sort()).toEqual(
      [cancellable.orderId, ahead.orderId, over.orderId].sort(),
    );
    expect(review?.reversible.credits.find((credit) => credit.orderId === over.orderId)).toMatchObject({
      title: over.title,
      kind: 'referral',
      amount: 28,
      reasons: ['courseNotOver'],
    });

    // Day 21: that course is over, so its credit leaves the list; the others stay, one already available.
    now = noonOf(21);
    review = await reviewOf(referrer);
    expect(review?.reversible).toEqual({
      amount: 56,
      available: 28,
      credits: [
        {
          orderId: ahead.orderId,
          title: ahead.title,
          kind: 'referral',
          amount: 28,
          availableAt: businessDayStart(day(15)).toISOString(),
          reasons: ['courseNotOver'],
        },
        {
          orderId: cancellable.orderId,
          title: cancellable.title,
          kind: 'referral',
          amount: 28,
          availableAt: businessDayStart(day(23)).toISOString(),
          reasons: ['cancellationOpen', 'courseNotOver'],
        },
      ],
    });
    expect(review?.sharedDetails).toEqual([]);
  });

  it('lists a sale whose refund is in flight', async () => {
    const { referrer, sell } = await referrerWithRequest();
    const sale = await sell({ startsIn: 20 });
    now = noonOf(30);
    expect((await reviewOf(referrer))?.reversible.credits).toEqual([]);
    await t.db
      .insert(refundClaims)
      .values({ orderId: sale.orderId, amountCents: 1_000, requestedBy: 'admin', createdAt: now });
    expect((await reviewOf(referrer))?.reversible.credits).toMatchObject([
      { orderId: sale.orderId, reasons: ['refundInFlight'] },
    ]);
  });

  it('flags referral credits whose buyer now shares an IBAN with the requester, and not a different IBAN', async () => {
    const { referrer, sell } = await referrerWithRequest();
    const same = await sell({ startsIn: 40 });
    const different = await sell({ startsIn: 40 });
    // Added after the credits were granted.
    await t.db.update(users).set({ iban: VALID_IBAN }).where(eq(users.id, same.buyer.user.id));
    await t.db.update(users).set({ iban: 'DE89370400440532013000' }).where(eq(users.id, different.buyer.user.id));
    const review = await reviewOf(referrer);
    expect(review?.sharedDetails).toEqual([
      {
        orderId: same.orderId,
        title: expect.any(String),
        kind: 'referral',
        amount: 28,
        availableAt: expect.any(String),
        buyer: { name: same.buyer.user.name, surname: same.buyer.user.surname, email: same.buyer.user.email },
        shared: ['iban'],
      },
    ]);
  });
});
