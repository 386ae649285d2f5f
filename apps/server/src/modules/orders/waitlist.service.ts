import { type AdminWaitlistEntry, titleToSlug, type WaitlistPlace } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { businessDay } from '../../lib/business-day.js';
import { CacheTag } from '../../lib/cache-tags.js';
import type { SessionContext } from '../../lib/session-context.js';
import { enqueueMail } from '../mail/mail.service.js';
import { alreadyOwned, assertForSale } from './checkout.service.js';
import { findCourseProduct, type ProductRow, userOwnsProduct } from './orders.repository.js';
import { freeSeats, lockCourseSeats, releaseLapsedHolds } from './seat-holds.js';
import {
  coursesWithWaiting,
  findWaitlistEntry,
  firstWaiting,
  joinWaitlist,
  lapseOffers,
  leaveWaitlist,
  markOffered,
  selectWaitlist,
} from './waitlist.repository.js';
import { seatOfferMail } from './waitlist-mails.js';

/** How long a freed seat is kept for the customer it is offered to. */
export const WAITLIST_OFFER_HOURS = 24;

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

/** DELETE /api/course/{title}/waitlist: a seat kept for the customer goes to the next in line at once. */
export async function leaveCourseWaitlist(ctx: AppContext, session: SessionContext, title: string) {
  const course = await findInPersonCourse(ctx, title);
  if (await leaveWaitlist(ctx.db, course.id, session.userId)) {
    const offered = await offerFreedSeats(ctx.db, ctx.clock.now(), ctx.config.publicUrl, [course.id]);
    if (offered > 0) ctx.mail.nudge();
    ctx.publicCache.invalidate(CacheTag.courses);
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
 * line: kept for them for WAITLIST_OFFER_HOURS and announced by e-mail, in the transaction that counts
 * the seats under the course's lock. Answers how many offers were made.
 */
export async function offerFreedSeats(
  db: Executor,
  now: Date,
  publicUrl: string,
  courseIds?: number[],
): Promise<number> {
  let offered = 0;
  for (const courseId of courseIds ?? (await coursesWithWaiting(db))) {
    offered += await db.transaction(async (tx) => {
      const course = await lockCourseSeats(tx, courseId);
      // A course off sale offers nothing: its list waits (archived) or has no point any more (begun).
      if (course?.status !== 'published') return 0;
      if (course.startDate !== null && course.startDate < businessDay(now)) return 0;
      const free = await freeSeats(tx, course, now);
      if (!free) return 0;
      const people = await firstWaiting(tx, courseId, free);
      const until = new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000);
      await markOffered(
        tx,
        people.map((person) => person.id),
        now,
        until,
      );
      const paymentUrl = `${publicUrl}/payment/${titleToSlug(course.title)}`;
      for (const person of people) {
        await enqueueMail(tx, seatOfferMail(person, { title: course.title, until, paymentUrl }));
      }
      return people.length;
    });
  }
  return offered;
}

/**
 * The minute's upkeep of seats (a background job): lapsed checkout holds and waiting-list offers free
 * their seats, and each free seat of a course someone waits for is offered to the next in line.
 * Answers whether any course's free seats changed, and how many offers went out.
 */
export async function runSeatUpkeep(db: Executor, now: Date, publicUrl: string) {
  const released = await releaseLapsedHolds(db, now);
  const lapsed = await lapseOffers(db, now);
  const offered = await offerFreedSeats(db, now, publicUrl);
  return { seatsChanged: released.length + lapsed.length + offered > 0, offered };
}
