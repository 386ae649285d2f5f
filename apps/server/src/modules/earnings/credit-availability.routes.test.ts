import { ErrorCode, OwnedCoursesResponse, UserResponse } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VALID_IBAN, VALID_TAX_CODE } from '../../../test/fixtures/banking.fixtures.js';
import { insertCourse, insertOnlineCourse, insertTopic } from '../../../test/fixtures/catalogue.fixtures.js';
import {
  buyWithTestCard,
  type Customer,
  createCustomer,
  effectsOf,
  mailsTo,
} from '../../../test/fixtures/commerce.fixtures.js';
import { sendForm } from '../../../test/fixtures/course-admin.fixtures.js';
import { useAdminTestApp } from '../../../test/support/app.js';
import { adminPrivateToken, bearer } from '../../../test/support/factories.js';
import { earnings, users } from '../../db/schema/index.js';
import { addDays, businessDay, businessDayStart } from '../../lib/business-day.js';
import type { Clock } from '../../lib/clock.js';
import { formatDate } from '../mail/mail.service.js';

// When a referral credit can be withdrawn: once its sale can no longer be cancelled or withdrawn from.

let now = new Date();
const clock: Clock = { now: () => now };
const t = useAdminTestApp({ clock });

/** Noon in Rome of a business day: far from midnight, so no step of a purchase crosses into the next day. */
const noonOf = (day: string) => new Date(businessDayStart(day).getTime() + 12 * 3_600_000);
let today: string;
const day = (offset: number) => addDays(today, offset);
/** The first instant of the day `offset` days from today, and the last instant of the day before it. */
const startOf = (offset: number) => businessDayStart(day(offset));
const lastMomentBefore = (offset: number) => new Date(startOf(offset).getTime() - 1);

beforeAll(async () => {
  await insertTopic(t.db, { title: 'AUTOSTIMA' });
});
beforeEach(() => {
  today = businessDay(new Date());
  now = noonOf(today);
});

const profileOf = async (customer: Customer) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(customer.token) });
  expect(response.statusCode, response.body).toBe(200);
  return UserResponse.parse(response.json()).user;
};

const withdraw = (customer: Customer, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/withdraw/',
    headers: bearer(customer.token),
    payload: { email: customer.user.email, amount },
  });

/** What the buyer's area offers to give back for the booking today (null: no cancellation any more). */
const cancellationOffer = async (buyer: Customer, title: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/user/courses', headers: bearer(buyer.token) });
  const owned = OwnedCoursesResponse.parse(response.json()).courses.find((course) => course.title === title);
  return owned?.cancellation ?? null;
};

/** A referrer ready to withdraw (IBAN, tax code, verified documents), and a buyer they invited. */
async function referral() {
  const referrer = await createCustomer(t.db, t.app);
  await t.db
    .update(users)
    .set({ iban: VALID_IBAN, taxCode: VALID_TAX_CODE, docVerified: true })
    .where(eq(users.id, referrer.user.id));
  const buyer = await createCustomer(t.db, t.app, { referrerId: referrer.user.id });
  return { referrer, buyer };
}

/** A 280 € in-person course with a 28 € referral share, bought today by someone the referrer invited. */
async function inPersonSale(course: { startsIn: number; freeCancellation: boolean }) {
  const { referrer, buyer } = await referral();
  const row = await insertCourse(t.db, {
    startDate: day(course.startsIn),
    endDate: null,
    freeCancellation: course.freeCancellation,
  });
  const orderId = await buyWithTestCard(t.app, buyer, row.title);
  return { referrer, buyer, course: row, orderId };
}

const pendingDays = async (customer: Customer) =>
  ((await profileOf(customer)).pendingCredits ?? []).map((credit) => credit.availableAt);

describe('a credit of an in-person course with free cancellation', () => {
  it('becomes available the day the booking can no longer be cancelled, and not the day before', async () => {
    // Starts in 30 days: cancellable until 8 days before, closed from the 23rd day on.
    const { referrer, buyer, course } = await inPersonSale({ startsIn: 30, freeCancellation: true });
    const availableAt = startOf(23);
    expect(await profileOf(referrer)).toMatchObject({
      balance: 0,
      pendingCredits: [{ kind: 'referral', amount: 28, availableAt: availableAt.toISOString() }],
    });
    const [mail] = (await mailsTo(t.db, referrer.user.email)).filter((m) => m.subject.includes('credito'));
    expect(mail?.text.replace(/\s/g, ' ')).toContain(
      `Il credito si potrà prelevare dal ${formatDate(availableAt, 'it')}`,
    );

    // The last moment of the day before: the buyer may still cancel for a full refund; nothing to withdraw.
    now = lastMomentBefore(23);
    expect(await cancellationOffer(buyer, course.title)).toEqual({ refund: 280 });
    expect(await profileOf(referrer)).toMatchObject({ balance: 0, earnings: 28 });
    const early = await withdraw(referrer, 28);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: ErrorCode.INSUFFICIENT_BALANCE });

    // Midnight: the cancellation closes and the credit is available at the same instant.
    now = startOf(23);
    expect(await cancellationOffer(buyer, course.title)).toBeNull();
    expect(await profileOf(referrer)).toMatchObject({ balance: 28, pendingCredits: [] });
    expect((await withdraw(referrer, 28)).statusCode).toBe(200);
  });

  it('waits the 14-day withdrawal period when the cancellation closes sooner', async () => {
    // Starts in 10 days: cancellation closed from the 3rd day, the withdrawal period runs through the 14th.
    const { referrer } = await inPersonSale({ startsIn: 10, freeCancellation: true });
    expect(await pendingDays(referrer)).toEqual([startOf(15).toISOString()]);
    now = lastMomentBefore(15);
    expect((await profileOf(referrer)).balance).toBe(0);
    now = startOf(15);
    expect((await profileOf(referrer)).balance).toBe(28);
  });
});

describe('a credit of a sale that cannot be cancelled', () => {
  it('waits the 14-day withdrawal period: an in-person course without free cancellation', async () => {
    const { referrer } = await inPersonSale({ startsIn: 60, freeCancellation: false });
    expect(await pendingDays(referrer)).toEqual([startOf(15).toISOString()]);
    now = lastMomentBefore(15);
    expect((await withdraw(referrer, 28)).statusCode).toBe(409);
    now = startOf(15);
    expect((await withdraw(referrer, 28)).statusCode).toBe(200);
  });

  it('waits the 14-day withdrawal period: an online course bought with the waiver', async () => {
    const { referrer, buyer } = await referral();
    const online = await insertOnlineCourse(t.db, { priceCents: 9_000, affiliatePriceCents: 1_500 });
    await buyWithTestCard(t.app, buyer, online.title, 'onlineCourse');
    expect(await pendingDays(referrer)).toEqual([startOf(15).toISOString()]);
    now = lastMomentBefore(15);
    expect((await profileOf(referrer)).balance).toBe(0);
    now = startOf(15);
    expect((await profileOf(referrer)).balance).toBe(15);
  });
});

describe("the admin changing a course's start date or free cancellation", () => {
  const edit = async (title: string, fields: Record<string, string>) => {
    const response = await sendForm(
      t,
      'PUT',
      '/api/course',
      { title, ...fields },
      await adminPrivateToken(t.app, t.db),
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  it('moves the day its waiting credits become available, in the same write', async () => {
    const { referrer, course } = await inPersonSale({ startsIn: 30, freeCancellation: true });
    expect(await pendingDays(referrer)).toEqual([startOf(23).toISOString()]);

    // Ten days later: cancellable until 8 days before the new start.
    await edit(course.title, { dateMode: 'scegliData', courseStartDate: day(40), courseEndDate: '' });
    expect(await pendingDays(referrer)).toEqual([startOf(33).toISOString()]);
    // Free cancellation switched off: only the withdrawal period is left.
    await edit(course.title, { freeCancellation: 'false' });
    expect(await pendingDays(referrer)).toEqual([startOf(15).toISOString()]);
    // On again, with a start so near that the withdrawal period still decides.
    await edit(course.title, { freeCancellation: 'true', courseStartDate: day(12) });
    expect(await pendingDays(referrer)).toEqual([startOf(15).toISOString()]);
    // On, and far again.
    await edit(course.title, { courseStartDate: day(50) });
    expect(await pendingDays(referrer)).toEqual([startOf(43).toISOString()]);
  });

  it('leaves a credit already available as it is', async () => {
    const { referrer, course, orderId } = await inPersonSale({ startsIn: 30, freeCancellation: false });
    const past = new Date(now.getTime() - 60_000);
    await t.db.update(earnings).set({ availableAt: past }).where(eq(earnings.orderId, orderId));
    await edit(course.title, { freeCancellation: 'true', courseStartDate: day(45) });
    const [credit] = (await effectsOf(t.db, orderId)).earnings;
    expect(credit?.availableAt.toISOString()).toBe(past.toISOString());
    expect((await profileOf(referrer)).balance).toBe(28);
  });
});
