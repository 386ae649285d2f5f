import { titleToSlug } from '@cammini/contract';
import type { Executor } from '../../../db/client.js';
import { businessDay } from '../../../lib/business-day.js';
import { enqueueMail } from '../../mail/mail.service.js';
import { freeSeats, type lockCourseSeats } from './seat-holds.js';
import { firstWaiting, markOffered } from './waitlist.repository.js';
import { seatOfferMail } from './waitlist-mails.js';

/** How long a freed seat is kept for the customer it is offered to. */
export const WAITLIST_OFFER_HOURS = 24;

type LockedCourse = NonNullable<Awaited<ReturnType<typeof lockCourseSeats>>>;

/**
 * With the course locked: each seat free at `now` goes to the next customer waiting in line, kept for
 * them for WAITLIST_OFFER_HOURS and announced by e-mail (written in the caller's transaction). Every
 * place that frees or takes seats settles the waiting list's claim here first, so a seat freed by a lapse,
 * a refund or a release reaches the people waiting for it before anyone else's checkout can take it.
 * Answers how many offers were made.
 */
export async function offerFreeSeatsOfLockedCourse(
  tx: Executor,
  course: LockedCourse,
  now: Date,
  publicUrl: string,
): Promise<number> {
  // A course off sale offers nothing: its list waits (archived) or has no point any more (begun).
  if (course.status !== 'published') return 0;
  if (course.startDate !== null && course.startDate < businessDay(now)) return 0;
  const free = await freeSeats(tx, course, now);
  if (!free) return 0;
  const people = await firstWaiting(tx, course.id, free);
  if (people.length === 0) return 0;
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
}
