import { CourseListResponse, CourseSeatHoldsResponse, TEST_CARDS } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countQueries, insertCourse, insertOnlineCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  buyWithTestCard,
  chargeTestCard,
  mailsTo,
  openCheckout,
  startCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { useSeatUpkeepTestApp } from '../../../../test/fixtures/seats.fixtures.js';
import { bearer } from '../../../../test/support/factories.js';
import { orders } from '../../../db/schema/index.js';
import { SEAT_HOLD_MINUTES, SEAT_HOLD_WINDOW_HOURS, SEAT_HOLDS_PER_WINDOW } from './seat-holds.js';

const { t, time, laterMs, upkeep, customers, joinWaitlist, waitlistPlaceOf } = useSeatUpkeepTestApp();
/** Past the end of every hold opened so far. */
const pastTheHold = () => laterMs((SEAT_HOLD_MINUTES + 1) * 60_000);
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const holdsOf = async (title: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/course/${encodeURIComponent(title)}/holds`,
    headers: bearer(token ?? (await t.freshAdminToken())),
  });
const release = async (orderId: string, token?: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/release-hold`,
    headers: token === null ? {} : bearer(token ?? (await t.freshAdminToken())),
  });
const listedSeatsLeft = async (title: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/courses?q=${encodeURIComponent(title)}` });
  return CourseListResponse.parse(response.json()).courses[0]?.seatsLeft;
};

describe('a lapsed hold opened again', () => {
  it('goes to the waiting list first: renewed 0.6 s after it lapsed, the renewer is told sold out', async () => {
    const course = await insertCourse(t.db, { seats: 1 });
    const [holder, waiting] = await customers(2);
    const checkout = await openCheckout(t.app, holder!, course.title);
    expect((await startCheckout(t.app, waiting!, { title: course.title })).json()).toMatchObject({
      error: 'SOLD_OUT',
    });
    await joinWaitlist(waiting!, course.title);

    // Ahead of the minute's job, which has not run.
    laterMs(SEAT_HOLD_MINUTES * 60_000 + 600);
    const renewal = await startCheckout(t.app, holder!, { title: course.title });
    expect(renewal.statusCode, renewal.body).toBe(409);
    expect(renewal.json()).toMatchObject({ error: 'SOLD_OUT' });
    expect(await orderRow(checkout.orderId)).toMatchObject({ status: 'pending', holdExpiresAt: null });

    expect((await waitlistPlaceOf(waiting!, course.title)).offerExpiresAt).not.toBeNull();
    const [offer] = await mailsTo(t.db, waiting!.user.email);
    expect(offer?.subject).toBe(`Si è liberato un posto: ${course.title}`);
    const bought = await openCheckout(t.app, waiting!, course.title);
    const charged = await chargeTestCard(t.app, waiting!, bought.id, TEST_CARDS.success);
    expect(charged.json().order.status).toBe('paid');
  });

  it('is renewed when nobody waits, counting one more hold; answered again while live, it counts none', async () => {
    const course = await insertCourse(t.db, { seats: 1 });
    const [buyer] = await customers(1);
    const checkout = await openCheckout(t.app, buyer!, course.title);
    expect((await openCheckout(t.app, buyer!, course.title)).orderId).toBe(checkout.orderId);
    expect((await orderRow(checkout.orderId)).seatHolds).toBe(1);
    laterMs(SEAT_HOLD_MINUTES * 60_000 + 600);
    expect((await openCheckout(t.app, buyer!, course.title)).orderId).toBe(checkout.orderId);
    const renewed = await orderRow(checkout.orderId);
    expect(renewed.seatHolds).toBe(2);
    expect(renewed.holdExpiresAt?.getTime()).toBe(time.now.getTime() + SEAT_HOLD_MINUTES * 60_000);
  });
});

describe('the cap on seat holds', () => {
  it(`allows ${SEAT_HOLDS_PER_WINDOW} holds of a course a day, then answers 409 SEAT_HOLD_LIMIT`, async () => {
    const course = await insertCourse(t.db, { seats: 5 });
    const [buyer, other] = await customers(2);
    const checkout = await openCheckout(t.app, buyer!, course.title);
    for (let hold = 2; hold <= SEAT_HOLDS_PER_WINDOW; hold++) {
      pastTheHold();
      expect((await openCheckout(t.app, buyer!, course.title)).orderId).toBe(checkout.orderId);
    }
    expect((await orderRow(checkout.orderId)).seatHolds).toBe(SEAT_HOLDS_PER_WINDOW);

    pastTheHold();
    const refused = await startCheckout(t.app, buyer!, { title: course.title });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'SEAT_HOLD_LIMIT' });
    expect(refused.json().message).toContain("lista d'attesa");
    expect(await orderRow(checkout.orderId)).toMatchObject({
      status: 'pending',
      holdExpiresAt: null,
      seatHolds: SEAT_HOLDS_PER_WINDOW,
    });
    // The cap is the customer's own: others still book.
    expect((await startCheckout(t.app, other!, { title: course.title })).statusCode).toBe(200);
  });

  it('counts the holds of every order of the course, so switching between full price and deposit is capped too', async () => {
    const course = await insertCourse(t.db, { seats: 5 });
    const [buyer] = await customers(1);
    const payments = ['full', 'deposit', 'full'] as const;
    for (const payment of payments) {
      const opened = await startCheckout(t.app, buyer!, { title: course.title, payment });
      expect(opened.statusCode, opened.body).toBe(200);
    }
    const fourth = await startCheckout(t.app, buyer!, { title: course.title, payment: 'deposit' });
    expect(fourth.json()).toMatchObject({ error: 'SEAT_HOLD_LIMIT' });
    // Refused, the checkout in hand is left as it was, its seat still held.
    const open = await t.db.select().from(orders).where(eq(orders.userId, buyer!.user.id));
    const pending = open.filter((order) => order.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ payment: 'full' });
    expect(pending[0]?.holdExpiresAt?.getTime()).toBeGreaterThan(time.now.getTime());
  });

  it(`counts only orders opened within the last ${SEAT_HOLD_WINDOW_HOURS} hours; an older one is replaced`, async () => {
    const course = await insertCourse(t.db, { seats: 5 });
    const [buyer] = await customers(1);
    const checkout = await openCheckout(t.app, buyer!, course.title);
    const openedAt = (when: number) =>
      t.db
        .update(orders)
        .set({ createdAt: new Date(when) })
        .where(eq(orders.id, checkout.orderId));
    await t.db.update(orders).set({ seatHolds: SEAT_HOLDS_PER_WINDOW }).where(eq(orders.id, checkout.orderId));
    const windowStart = () => time.now.getTime() - SEAT_HOLD_WINDOW_HOURS * 3_600_000;

    pastTheHold();
    await openedAt(windowStart() + 60_000);
    expect((await startCheckout(t.app, buyer!, { title: course.title })).json()).toMatchObject({
      error: 'SEAT_HOLD_LIMIT',
    });

    await openedAt(windowStart() - 60_000);
    const fresh = await openCheckout(t.app, buyer!, course.title);
    expect(fresh.orderId).not.toBe(checkout.orderId);
    expect(await orderRow(checkout.orderId)).toMatchObject({ status: 'cancelled', holdExpiresAt: null });
    expect(await orderRow(fresh.orderId)).toMatchObject({ status: 'pending', seatHolds: 1 });
  });
});

describe('the admin and the open holds', () => {
  it('lists who holds a seat, since and until when, with renewals, and no one else may see them', async () => {
    const course = await insertCourse(t.db, { seats: 2 });
    const [holder, owner] = await customers(2);
    const checkout = await openCheckout(t.app, holder!, course.title);
    const openedAt = (await orderRow(checkout.orderId)).createdAt.toISOString();
    pastTheHold();
    await openCheckout(t.app, holder!, course.title);
    const response = await holdsOf(course.title);
    expect(response.statusCode, response.body).toBe(200);
    expect(CourseSeatHoldsResponse.parse(response.json()).holds).toEqual([
      {
        orderId: checkout.orderId,
        orderNumber: checkout.number,
        name: holder!.user.name,
        surname: holder!.user.surname,
        email: holder!.user.email,
        payment: 'full',
        openedAt,
        heldUntil: new Date(time.now.getTime() + SEAT_HOLD_MINUTES * 60_000).toISOString(),
        renewals: 1,
      },
    ]);
    expect((await holdsOf(course.title, owner!.token)).statusCode).toBe(403);
    expect((await holdsOf('Nessun corso così')).statusCode).toBe(404);
    pastTheHold();
    expect(CourseSeatHoldsResponse.parse((await holdsOf(course.title)).json()).holds).toEqual([]);
  });

  it('releases a hold: the seat goes to the waiting list at once; asked again, 404 and nothing changes', async () => {
    const course = await insertCourse(t.db, { seats: 1 });
    const [holder, waiting] = await customers(2);
    const checkout = await openCheckout(t.app, holder!, course.title);
    await joinWaitlist(waiting!, course.title);

    expect((await release(checkout.orderId, holder!.token)).statusCode).toBe(403);
    expect((await release(checkout.orderId, null)).statusCode).toBe(401);
    expect(await orderRow(checkout.orderId)).toMatchObject({ status: 'pending' });
    expect((await orderRow(checkout.orderId)).holdExpiresAt).not.toBeNull();

    const released = await release(checkout.orderId);
    expect(released.statusCode, released.body).toBe(200);
    expect(await orderRow(checkout.orderId)).toMatchObject({ status: 'pending', holdExpiresAt: null });
    expect((await waitlistPlaceOf(waiting!, course.title)).offerExpiresAt).not.toBeNull();
    expect(CourseSeatHoldsResponse.parse((await holdsOf(course.title)).json()).holds).toEqual([]);

    const again = await release(checkout.orderId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(await mailsTo(t.db, waiting!.user.email)).toHaveLength(1);
    // The holder opening the checkout again finds the seat kept for the one waiting.
    expect((await startCheckout(t.app, holder!, { title: course.title })).json()).toMatchObject({
      error: 'SOLD_OUT',
    });
  });

  it('puts a released seat back on sale when nobody waits, and the public count shows it', async () => {
    const course = await insertCourse(t.db, { seats: 1 });
    const [holder] = await customers(1);
    const checkout = await openCheckout(t.app, holder!, course.title);
    expect(await listedSeatsLeft(course.title)).toBe(0);
    expect(await listedSeatsLeft(course.title)).toBe(0);
    expect((await release(checkout.orderId)).statusCode).toBe(200);
    expect(await listedSeatsLeft(course.title)).toBe(1);
  });

  it('answers 404 for an order without a live hold and 400 for a malformed id', async () => {
    const course = await insertCourse(t.db, { seats: 3 });
    const unlimited = await insertCourse(t.db, { seats: null });
    const [buyer] = await customers(1);
    const paid = await openCheckout(t.app, buyer!, course.title);
    await chargeTestCard(t.app, buyer!, paid.id, TEST_CARDS.success);
    const noSeats = await openCheckout(t.app, buyer!, unlimited.title);
    for (const id of [paid.orderId, noSeats.orderId, '00000000-0000-4000-8000-000000000000']) {
      expect((await release(id)).statusCode, id).toBe(404);
    }
    expect((await release('non-un-ordine')).statusCode).toBe(400);
  });
});

describe('the public pages and seat holds', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are kept when the same checkout is opened again while it holds its seat, and dropped when a hold is taken', async () => {
    const course = await insertCourse(t.db, { seats: 3 });
    const [buyer] = await customers(1);
    const invalidate = vi.spyOn(t.app.ctx.publicCache, 'invalidate');
    await openCheckout(t.app, buyer!, course.title);
    expect(invalidate).toHaveBeenCalledWith('courses');

    const list = `/api/courses?q=${encodeURIComponent(course.title)}`;
    await t.app.inject({ method: 'GET', url: list });
    await t.app.inject({ method: 'GET', url: list });
    expect(await countQueries(t.db, () => t.app.inject({ method: 'GET', url: list }))).toBe(0);
    invalidate.mockClear();

    await openCheckout(t.app, buyer!, course.title);
    expect(invalidate).not.toHaveBeenCalled();
    expect(await countQueries(t.db, () => t.app.inject({ method: 'GET', url: list }))).toBe(0);

    // Lapsed and cleared by the minute's job, the hold taken again is a seat fewer again.
    pastTheHold();
    await upkeep();
    await openCheckout(t.app, buyer!, course.title);
    expect(invalidate).toHaveBeenCalledWith('courses');
  });

  it('are kept when nothing they show changed: an online course sold, someone leaving a waiting list', async () => {
    const online = await insertOnlineCourse(t.db);
    const full = await insertCourse(t.db, { seats: 1 });
    const [buyer, holder, waiting] = await customers(3);
    await openCheckout(t.app, holder!, full.title);
    await joinWaitlist(waiting!, full.title);
    const invalidate = vi.spyOn(t.app.ctx.publicCache, 'invalidate');

    await buyWithTestCard(t.app, buyer!, online.title, 'onlineCourse');
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/${encodeURIComponent(full.title)}/waitlist`,
      headers: bearer(waiting!.token),
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(invalidate).not.toHaveBeenCalledWith('courses');
  });

  it('are kept by the minute’s job when a lapsed hold’s seat passes straight to the waiting list', async () => {
    // Every earlier hold lapses and is cleared first, so only this course changes below.
    pastTheHold();
    await upkeep();
    const course = await insertCourse(t.db, { seats: 1 });
    const [holder, waiting] = await customers(2);
    await openCheckout(t.app, holder!, course.title);
    await joinWaitlist(waiting!, course.title);
    pastTheHold();
    expect(await upkeep()).toEqual({ seatsChanged: false, offered: 1 });
    expect(await listedSeatsLeft(course.title)).toBe(0);
  });
});
