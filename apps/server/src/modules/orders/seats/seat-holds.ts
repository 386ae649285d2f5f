import { SEAT_HOLD_MINUTES, SEAT_HOLD_WINDOW_HOURS, SEAT_HOLDS_PER_WINDOW } from '@cammini/contract';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { addMinutes } from '../../../lib/clock.js';
import { extendHold, holdsTakenSince, type SeatClaimant, takenSeats } from './seat-holds.repository.js';
import { takeUpOffer } from './waitlist.repository.js';

// The seats' queries (seat-holds.repository.ts), for the sale's steps that call them with these rules.
export {
  endHold,
  extendHold,
  lockCourseSeats,
  releaseLapsedHolds,
  type SeatClaimant,
  selectLiveHolds,
  takeHold,
  takenSeats,
} from './seat-holds.repository.js';
// An open checkout holds its seat SEAT_HOLD_MINUTES; a customer takes at most SEAT_HOLDS_PER_WINDOW holds
// of a course on checkouts opened within SEAT_HOLD_WINDOW_HOURS (the contract states them for the screens).
export { SEAT_HOLD_MINUTES, SEAT_HOLD_WINDOW_HOURS, SEAT_HOLDS_PER_WINDOW };

export const soldOut = () => new AppError('SOLD_OUT', 'I posti di questo corso sono esauriti.');

export const holdLimitReached = () =>
  new AppError(
    'SEAT_HOLD_LIMIT',
    `Hai già tenuto un posto per questo corso ${SEAT_HOLDS_PER_WINDOW} volte nelle ultime ${SEAT_HOLD_WINDOW_HOURS} ore senza completare il pagamento: riprova più tardi o, se il corso è al completo, iscriviti alla lista d'attesa.`,
  );

export const holdUntil = (now: Date) => addMinutes(now, SEAT_HOLD_MINUTES);

/** Where the window of SEAT_HOLDS_PER_WINDOW starts at `now`. */
export const holdWindowStart = (now: Date) => new Date(now.getTime() - SEAT_HOLD_WINDOW_HOURS * 3_600_000);

/**
 * Whether an order's hold still keeps its seat at `now`. Only an open order holds one: an order that
 * left `pending` (paid, failed, cancelled, replaced…) keeps no seat, whatever its hold time said.
 */
export const holdsSeat = (order: { status: string; holdExpiresAt: Date | null }, now: Date) =>
  order.status === 'pending' && order.holdExpiresAt !== null && order.holdExpiresAt > now;

/** With the course locked: how many seats are free for the claimant at `now` (null: no limit). */
export async function freeSeats(
  db: Executor,
  course: { id: number; seats: number | null },
  now: Date,
  claimant: SeatClaimant = {},
): Promise<number | null> {
  return course.seats === null ? null : Math.max(0, course.seats - (await takenSeats(db, course.id, now, claimant)));
}

/** With the course locked: whether a seat is free for the claimant (a new order, or an existing one) at `now`. */
export async function seatFree(
  db: Executor,
  course: { id: number; seats: number | null },
  now: Date,
  claimant: SeatClaimant = {},
): Promise<boolean> {
  const free = await freeSeats(db, course, now, claimant);
  return free === null || free > 0;
}

/**
 * Why the customer may not take a seat hold now, if they may not: no seat free for them (409 SOLD_OUT),
 * or SEAT_HOLDS_PER_WINDOW holds already taken for this course on orders opened within the window (409
 * SEAT_HOLD_LIMIT). With the course locked, after the waiting list was served.
 */
export async function holdRefusal(
  tx: Executor,
  course: { id: number; seats: number | null },
  now: Date,
  claimant: SeatClaimant & { userId: number },
): Promise<AppError | undefined> {
  if (!(await seatFree(tx, course, now, claimant))) return soldOut();
  const taken = await holdsTakenSince(tx, claimant.userId, course.id, holdWindowStart(now));
  if (taken >= SEAT_HOLDS_PER_WINDOW) return holdLimitReached();
  return undefined;
}

/**
 * A seat offered to the customer from the waiting list passes to their checkout, held as long as the
 * offer would have kept it (at least SEAT_HOLD_MINUTES). Answers 1 when it did (the seat kept for the offer
 * is now the order's hold), 0 otherwise.
 */
export async function holdOfferedSeat(
  tx: Executor,
  order: { id: string; courseId: number | null; userId: number },
  now: Date,
): Promise<number> {
  if (order.courseId === null) return 0;
  const offeredUntil = await takeUpOffer(tx, order.courseId, order.userId, now);
  if (offeredUntil && offeredUntil > holdUntil(now)) await extendHold(tx, order.id, offeredUntil);
  return offeredUntil ? 1 : 0;
}
