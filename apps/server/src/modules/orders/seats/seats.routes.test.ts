import { CourseDetailResponse, CourseListResponse, TEST_CARDS } from '@cammini/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrol, insertCourse } from '../../../../test/fixtures/catalogue.fixtures.js';
import {
  CONTACT,
  type Customer,
  chargeTestCard,
  createCustomer,
  mailsAbout,
  openCheckout,
  startCheckout,
} from '../../../../test/fixtures/commerce.fixtures.js';
import { useTestApp } from '../../../../test/support/app.js';
import { createUser } from '../../../../test/support/factories.js';
import { enrolments, orders } from '../../../db/schema/index.js';
import type { Clock } from '../../../lib/clock.js';
import { releaseLapsedHolds, SEAT_HOLD_MINUTES } from './seat-holds.js';

let now = new Date();
const clock: Clock = { now: () => now };
const t = useTestApp({ clock });
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

const seatsOf = async (title: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/course/${encodeURIComponent(title)}` });
  const [course] = CourseDetailResponse.parse(response.json());
  return { seats: course?.seats, seatsLeft: course?.seatsLeft };
};
const listedSeats = async (title: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/courses?q=${encodeURIComponent(title)}` });
  const [course] = CourseListResponse.parse(response.json()).courses;
  return { seats: course?.seats, seatsLeft: course?.seatsLeft };
};
const paidOrders = (courseId: number) =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.courseId, courseId), eq(orders.status, 'paid')));
const customers = (count: number) => Promise.all(Array.from({ length: count }, () => createCustomer(t.db, t.app)));

async function pay(customer: Customer, checkoutId: string) {
  const charged = await chargeTestCard(t.app, customer, checkoutId, TEST_CARDS.success);
  expect(charged.statusCode, charged.body).toBe(200);
  return charged.json().order as { id: string; status: string };
}

describe('seats', () => {
  it('are unlimited (null) unless the course sets them, and count sales and open checkouts', async () => {
    const open = await insertCourse(t.db, { title: 'Posti liberi per tutti' });
    expect(await seatsOf(open.title)).toEqual({ seats: null, seatsLeft: null });

    const limited = await insertCourse(t.db, { title: 'Dodici posti', seats: 12 });
    await enrol(t.db, (await createUser(t.db)).id, { courseId: limited.id });
    expect(await seatsOf(limited.title)).toEqual({ seats: 12, seatsLeft: 11 });
    const [buyer] = await customers(1);
    await openCheckout(t.app, buyer!, limited.title);
    expect(await seatsOf(limited.title)).toEqual({ seats: 12, seatsLeft: 10 });
    expect(await listedSeats(limited.title)).toEqual({ seats: 12, seatsLeft: 10 });
  });

  it('refuses a checkout once every seat is sold or held: 409 SOLD_OUT, and no order is made', async () => {
    const course = await insertCourse(t.db, { title: 'Un posto solo', seats: 1 });
    const [first, second] = await customers(2);
    await openCheckout(t.app, first!, course.title);
    const refused = await startCheckout(t.app, second!, { title: course.title });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'SOLD_OUT' });
    const secondOrders = await t.db.select().from(orders).where(eq(orders.userId, second!.user.id));
    expect(secondOrders).toHaveLength(0);
    // The customer holding the seat gets their own checkout again.
    expect((await startCheckout(t.app, first!, { title: course.title })).statusCode).toBe(200);
  });

  it('frees a seat whose hold lapsed; a payment that comes after someone else took it is refunded', async () => {
    const course = await insertCourse(t.db, { title: 'Posto conteso', seats: 1 });
    const [slow, quick] = await customers(2);
    const slowCheckout = await openCheckout(t.app, slow!, course.title);
    later(SEAT_HOLD_MINUTES + 1);
    const quickCheckout = await openCheckout(t.app, quick!, course.title);

    const late = await pay(slow!, slowCheckout.id);
    expect(late.status).toBe('soldOut');
    const [lateOrder] = await t.db.select().from(orders).where(eq(orders.id, slowCheckout.orderId));
    expect(lateOrder?.refundedAt).not.toBeNull();
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, slow!.user.id))).toHaveLength(0);
    const [toBuyer] = await mailsAbout(t.db, slow!.user.email, slowCheckout.orderId);
    expect(toBuyer?.subject).toBe(`Posti esauriti, pagamento rimborsato: ${course.title}`);
    expect(await mailsAbout(t.db, CONTACT, slowCheckout.orderId)).toHaveLength(1);

    expect((await pay(quick!, quickCheckout.id)).status).toBe('paid');
    expect(await paidOrders(course.id)).toHaveLength(1);
    expect(await seatsOf(course.title)).toEqual({ seats: 1, seatsLeft: 0 });
  });

  it('enrols a payment that comes after its hold lapsed while a seat is still free', async () => {
    const course = await insertCourse(t.db, { title: 'Posto ancora libero', seats: 1 });
    const [buyer] = await customers(1);
    const checkout = await openCheckout(t.app, buyer!, course.title);
    later(SEAT_HOLD_MINUTES * 3);
    expect((await pay(buyer!, checkout.id)).status).toBe('paid');
  });

  it('renews the hold of a checkout opened again after it lapsed, if a seat is free', async () => {
    const course = await insertCourse(t.db, { title: 'Posto ripreso', seats: 1 });
    const [buyer, other] = await customers(2);
    const checkout = await openCheckout(t.app, buyer!, course.title);
    later(SEAT_HOLD_MINUTES + 1);
    const again = await openCheckout(t.app, buyer!, course.title);
    expect(again.orderId).toBe(checkout.orderId);
    const refused = await startCheckout(t.app, other!, { title: course.title });
    expect(refused.json()).toMatchObject({ error: 'SOLD_OUT' });
  });

  it('shows lapsed holds as free seats again once the background job released them', async () => {
    const course = await insertCourse(t.db, { title: 'Posti da liberare', seats: 2 });
    const [buyer] = await customers(1);
    await openCheckout(t.app, buyer!, course.title);
    expect(await listedSeats(course.title)).toEqual({ seats: 2, seatsLeft: 1 });
    later(SEAT_HOLD_MINUTES + 1);
    expect(await releaseLapsedHolds(t.db, now)).toContain(course.id);
    t.app.ctx.publicCache.invalidate('courses');
    expect(await listedSeats(course.title)).toEqual({ seats: 2, seatsLeft: 2 });
    const [order] = await t.db.select().from(orders).where(eq(orders.courseId, course.id));
    // The order stays open: its payment may still come.
    expect(order).toMatchObject({ status: 'pending', holdExpiresAt: null });
  });

  it('sells exactly its seats when 50 customers buy 10 at once', async () => {
    const course = await insertCourse(t.db, { title: 'Dieci posti, cinquanta clienti', seats: 10 });
    const buyers = await customers(50);
    const outcomes = await Promise.all(
      buyers.map(async (buyer) => {
        const checkout = await startCheckout(t.app, buyer, { title: course.title });
        if (checkout.statusCode !== 200) return checkout.json().error as string;
        const order = await pay(buyer, checkout.json().id);
        return order.status;
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 'SOLD_OUT')).toHaveLength(40);
    expect(await paidOrders(course.id)).toHaveLength(10);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.courseId, course.id))).toHaveLength(10);
    expect(await seatsOf(course.title)).toEqual({ seats: 10, seatsLeft: 0 });
  });
});
