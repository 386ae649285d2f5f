import type { AdminWaitlistEntry, WaitlistPlace } from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import type { Executor } from '../../../db/client.js';
import { AppError, notFound } from '../../../lib/app-error.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import type { SessionContext } from '../../../lib/session-context.js';
import { findCourseProduct, type ProductRow, userOwnsProduct } from '../shared/orders.repository.js';
import { alreadyOwned, assertForSale } from '../shared/sale-rules.js';
import { freeSeats, lockCourseSeats, releaseLapsedHolds } from './seat-holds.js';
import { offerFreeSeatsOfLockedCourse } from './seat-offers.js';
import {
  coursesWithWaiting,
  findWaitlistEntry,
  joinWaitlist,
  lapseOffers,
  leaveWaitlist,
  selectWaitlist,
} from './waitlist.repository.js';

export { WAITLIST_OFFER_HOURS } from './seat-offers.js';

/** A published in-person course by title; a draft is not there, and online courses have no seats. */
async function findInPersonCourse(ctx: AppContext, title: string): Promise<ProductRow> {
  const course = await findCourseProduct(ctx.db, title);
  if (!course || course.status === 'draft') throw notFound('Corso non trovato');
  return course;
}

async function placeOf(ctx: AppContext, courseId: number, userId: number): Promise<WaitlistPlace> {
  const entry = await findWaitlistEntry(ctx.db, courseId, userId);
  if (!entry || entry.status === 'lapsed') return { joined: false, position: null, offerExpiresAt: null };
  const offered = entry.status === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt > ctx.clock.now();
  return {
    joined: true,
    position: entry.position,
    offerExpiresAt: offered ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
  };
}

export async function getWaitlistPlace(ctx: AppContext, session: SessionContext, title: string) {
  const course = await findInPersonCourse(ctx, title);
  return placeOf(ctx, course.id, session.userId);
}

/**
 * POST /api/course/{title}/waitlist: only a course on sale with no seat left has a waiting list (409
 * NOT_FULL otherwise: it can be booked now). Joining twice keeps the first place; someone who let an
 * offer lapse joins again at the end.
 */
export async function joinCourseWaitlist(ctx: AppContext, session: SessionContext, title: string) {
  const course = await findInPersonCourse(ctx, title);
  assertForSale(ctx, course);
  if (await userOwnsProduct(ctx.db, session.userId, 'course', course.id)) throw alreadyOwned();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockCourseSeats(tx, course.id);
    if (!locked) throw notFound('Corso non trovato');
    const free = await freeSeats(tx, locked, ctx.clock.now(), { userId: session.userId });
    if (free === null || free > 0) {
      throw new AppError('NOT_FULL', 'Ci sono ancora posti liberi: puoi prenotare subito.');
    }
    await joinWaitlist(tx, course.id, session.userId, ctx.clock.now());
  });
  return placeOf(ctx, course.id, session.userId);
}

/**
 * DELETE /api/course/{title}/waitlist: a seat kept for the customer goes to the next in line at once.
 * The public pages count kept seats as taken: they are dropped only when that count changed (a kept seat
 * given back with nobody next in line), not when someone merely leaves the line, nor when the seat passes on.
 */
export async function leaveCourseWaitlist(ctx: AppContext, session: SessionContext, title: string) {
  const course = await findInPersonCourse(ctx, title);
  const left = await leaveWaitlist(ctx.db, course.id, session.userId);
  if (left !== null) {
    const offered = await offerFreedSeats(ctx.db, ctx.clock.now(), ctx.config.publicUrl, [course.id]);
    if (offered > 0) ctx.mail.nudge();
    if (offered - (left === 'offered' ? 1 : 0) !== 0) ctx.publicCache.invalidate(CacheTag.courses);
  }
  return placeOf(ctx, course.id, session.userId);
}

export async function getAdminWaitlist(ctx: AppContext, title: string): Promise<AdminWaitlistEntry[]> {
  const course = await findCourseProduct(ctx.db, title);
  if (!course) throw notFound('Corso non trovato');
  const rows = await selectWaitlist(ctx.db, course.id);
  return rows.map((row) => ({
    ...row,
    joinedAt: row.joinedAt.toISOString(),
    offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
  }));
}

/**
 * Each free seat of the given courses (or of every course someone waits for) is offered to the next in
 * line, each course in its own transaction under its lock (seat-offers.ts). Answers how many offers were
 * made, course by course.
 */
async function offerFreedSeatsByCourse(
  db: Executor,
  now: Date,
  publicUrl: string,
  courseIds?: number[],
): Promise<Map<number, number>> {
  const offers = new Map<number, number>();
  for (const courseId of courseIds ?? (await coursesWithWaiting(db))) {
    const offered = await db.transaction(async (tx) => {
      const course = await lockCourseSeats(tx, courseId);
      return course ? offerFreeSeatsOfLockedCourse(tx, course, now, publicUrl) : 0;
    });
    if (offered > 0) offers.set(courseId, offered);
  }
  return offers;
}

/** Each free seat of the given courses (or of every course someone waits for) is offered; answers how many. */
export async function offerFreedSeats(
  db: Executor,
  now: Date,
  publicUrl: string,
  courseIds?: number[],
): Promise<number> {
  const offers = await offerFreedSeatsByCourse(db, now, publicUrl, courseIds);
  return [...offers.values()].reduce((total, offered) => total + offered, 0);
}

/**
 * The minute's upkeep of seats (a background job): lapsed checkout holds and waiting-list offers free
 * their seats, and each free seat of a course someone waits for is offered to the next in line.
 * Answers whether any course's seats as the public pages count them changed (holds still set and seats
 * kept for offers are both counted taken there: a lapsed hold whose seat is offered to the next in line
 * changes nothing they show, so their cache is kept), and how many offers went out.
 */
export async function runSeatUpkeep(db: Executor, now: Date, publicUrl: string) {
  const shown = new Map<number, number>();
  const count = (courseId: number, change: number) => shown.set(courseId, (shown.get(courseId) ?? 0) + change);
  for (const courseId of await releaseLapsedHolds(db, now)) count(courseId, -1);
  for (const courseId of await lapseOffers(db, now)) count(courseId, -1);
  let offered = 0;
  for (const [courseId, made] of await offerFreedSeatsByCourse(db, now, publicUrl)) {
    count(courseId, made);
    offered += made;
  }
  return { seatsChanged: [...shown.values()].some((change) => change !== 0), offered };
}
