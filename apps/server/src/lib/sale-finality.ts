import { CANCELLATION_MIN_DAYS_AHEAD, CREDIT_WAIT_DAYS } from '@cammini/contract';
import { addDays, businessDay, businessDayStart } from './business-day.js';

/**
 * When a sale can no longer be undone by its buyer, in one place: the customer's cancellation of a
 * booking (refunds.service.ts), the day a referral or member credit of the sale can be withdrawn
 * (earnings.service.ts), and the withdrawal review's list of credits whose sale could still be reversed
 * all read it, so a credit is never paid out while its sale can still be cancelled for a full refund.
 * Days are the business's days in Rome; a "closes on" day is the first day on which the right is gone.
 */

/** What of an in-person course decides whether its bookings can be cancelled from the site. */
export interface CancellationTerms {
  freeCancellation: boolean;
  /** ISO date; null while the course has no date (its bookings cannot be cancelled from the site then). */
  startDate: string | null;
}

/**
 * The first day on which a booking of the course can no longer be cancelled from the site
 * (CANCELLATION_MIN_DAYS_AHEAD days before its start), or null when it never could: no free
 * cancellation, or no date yet.
 */
export function cancellationClosesOn(course: CancellationTerms): string | null {
  if (!course.freeCancellation || course.startDate === null) return null;
  return addDays(course.startDate, -CANCELLATION_MIN_DAYS_AHEAD);
}

/** Whether the customer may cancel a booking of the course today, refunded in full. */
export function cancellableNow(course: CancellationTerms, now: Date): boolean {
  const closesOn = cancellationClosesOn(course);
  return closesOn !== null && businessDay(now) < closesOn;
}

/**
 * The first day on which a purchase paid at `paidAt` can no longer be withdrawn from: the withdrawal
 * period runs `periodDays` days (the law's CREDIT_WAIT_DAYS unless the business grants more) after the
 * day of the payment, that last day included.
 */
export function withdrawalClosesOn(paidAt: Date, periodDays = CREDIT_WAIT_DAYS): string {
  return addDays(businessDay(paidAt), periodDays + 1);
}

/** Whether a purchase paid at `paidAt` is still within its withdrawal period today. */
export function withdrawableNow(paidAt: Date, now: Date, periodDays = CREDIT_WAIT_DAYS): boolean {
  return businessDay(now) < withdrawalClosesOn(paidAt, periodDays);
}

/**
 * The moment a sale becomes final, so its credits can be withdrawn: the start of the later of the day
 * its withdrawal period is over and, for an in-person course with free cancellation (`course`; null for
 * an online course, bought with the waiver or not), the day its cancellation closes. Always at least
 * CREDIT_WAIT_DAYS days after the payment, and always a midnight in Rome, so the day a customer is shown
 * is exact.
 */
export function saleFinalAt(paidAt: Date, course: CancellationTerms | null): Date {
  const withdrawal = withdrawalClosesOn(paidAt);
  const cancellation = course ? cancellationClosesOn(course) : null;
  return businessDayStart(cancellation !== null && cancellation > withdrawal ? cancellation : withdrawal);
}

/**
 * Whether an in-person course is over: its last day (the end date, else the start date) is before today.
 * A course with no date yet is not over; until it is, the business may still cancel it and refund.
 */
export function courseOver(course: { startDate: string | null; endDate: string | null }, now: Date): boolean {
  const lastDay = course.endDate ?? course.startDate;
  return lastDay !== null && lastDay < businessDay(now);
}
