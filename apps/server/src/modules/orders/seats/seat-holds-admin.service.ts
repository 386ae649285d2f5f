import type { CourseSeatHold } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/app-error.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import { findCourseProduct, findOrderById, lockOrder } from '../shared/orders.repository.js';
import { endHold, holdsSeat, lockCourseSeats, selectLiveHolds } from './seat-holds.js';
import { offerFreeSeatsOfLockedCourse } from './seat-offers.js';

const noLiveHold = () => notFound('Questo ordine non tiene nessun posto');

/** GET /api/admin/course/{title}/holds: who holds a seat of the course with an unpaid checkout, since and until when. */
export async function listCourseHolds(ctx: AppContext, title: string): Promise<CourseSeatHold[]> {
  const course = await findCourseProduct(ctx.db, title);
  if (!course) throw notFound('Corso non trovato');
  const rows = await selectLiveHolds(ctx.db, course.id, ctx.clock.now());
  return rows.map(({ seatHolds, openedAt, heldUntil, payment, ...row }) => ({
    ...row,
    payment,
    openedAt: openedAt.toISOString(),
    heldUntil: (heldUntil ?? openedAt).toISOString(),
    // The first hold is the checkout's opening; each one after it a renewal (orders from before holds were counted have 0).
    renewals: Math.max(0, seatHolds - 1),
  }));
}

/**
 * POST /api/admin/orders/{id}/release-hold: the admin ends an unpaid checkout's hold (a customer keeping
 * a seat they will not pay for). Under the course's lock the hold ends and the seat is offered to the next
 * in line at once, as a lapse would; with nobody waiting it is back on sale. The order stays open: a
 * payment still made on it is counted against the seats like any late one. Asked again, or for an order
 * holding no seat (paid, closed, lapsed), it answers 404 and changes nothing.
 */
export async function releaseSeatHold(ctx: AppContext, orderId: string): Promise<void> {
  const order = await findOrderById(ctx.db, orderId);
  const courseId = order?.courseId ?? null;
  if (!order || courseId === null || !holdsSeat(order, ctx.clock.now())) throw noLiveHold();
  const offered = await ctx.db.transaction(async (tx) => {
    // The course before the order, as every sale locks them (seat-holds.ts).
    const course = await lockCourseSeats(tx, courseId);
    const locked = await lockOrder(tx, orderId);
    const now = ctx.clock.now();
    // Paid, released or lapsed meanwhile.
    if (!course || !locked || !holdsSeat(locked, now)) return null;
    await endHold(tx, locked.id);
    return offerFreeSeatsOfLockedCourse(tx, course, now, ctx.config.publicUrl);
  });
  if (offered === null) throw noLiveHold();
  if (offered > 0) ctx.mail.nudge();
  // The public pages count the hold and any offer alike: a seat passed on to the waiting list shows no change.
  if (offered - 1 !== 0) ctx.publicCache.invalidate(CacheTag.courses);
}
