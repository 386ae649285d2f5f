import type { CourseBooking } from '@cammini/contract';
import { centsToEuros } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { AppError, notFound } from '../../../lib/app-error.js';
import { creditEarnings } from '../checkout/order-confirmation.service.js';
import { lockCourseSeats } from '../seats/seat-holds.js';
import { findBuyer, findCourseProduct, lockOrder, markBalancePaid } from '../shared/orders.repository.js';
import { findOrder, selectCourseBookings } from './bookings.repository.js';

/** GET /api/admin/course/{title}/bookings: the course's enrolments with what each paid and owes, newest first. */
export async function listCourseBookings(ctx: AppContext, title: string): Promise<CourseBooking[]> {
  const course = await findCourseProduct(ctx.db, title);
  if (!course) throw notFound('Corso non trovato');
  const rows = await selectCourseBookings(ctx.db, course.id);
  return rows.map((row) => ({
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    name: row.name,
    surname: row.surname,
    email: row.email,
    payment: row.payment === 'deposit' ? 'deposit' : 'full',
    paid: centsToEuros((row.amountCents ?? 0) + Number(row.balancesPaid)),
    balanceDue: centsToEuros(row.balanceDueCents ?? 0),
    balancePaidOnSite: row.balancePaidOnSite ?? false,
    bookedAt: row.bookedAt.toISOString(),
  }));
}

/**
 * POST /api/admin/bookings/{id}/balance-paid: the customer paid the rest at the course. The booking owes
 * nothing more and, paid in full, grants its referral and member credits, as a balance paid by card does.
 */
export async function recordBalancePaidOnSite(ctx: AppContext, orderId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const booking = await findOrder(tx, orderId);
    if (booking?.payment !== 'deposit' || booking.status !== 'paid') throw notFound('Prenotazione non trovata');
    // The course before the order, as every sale locks them (seat-holds.ts).
    if (booking.courseId !== null) await lockCourseSeats(tx, booking.courseId);
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.balanceDueCents === 0) {
      throw new AppError('NOTHING_DUE', 'Il saldo di questa prenotazione è già stato pagato.');
    }
    const paidAt = ctx.clock.now();
    await markBalancePaid(tx, locked.id, { paidAt, onSite: true });
    const buyer = await findBuyer(tx, locked.userId);
    if (buyer) await creditEarnings(ctx, tx, locked, buyer, paidAt);
  });
  ctx.mail.nudge();
}
