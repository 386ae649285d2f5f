import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { businessDay } from '../../../lib/business-day.js';
import type { ProductRow } from './orders.repository.js';

/* What every way of buying a course checks first: a checkout, a balance, a seat offered from the waiting list. */

/**
 * Whether a course can be sold today: an archived course is not for sale (409 NOT_FOR_SALE), nor an
 * in-person course whose start date has passed (409 COURSE_PAST). Seats are checked when the order
 * takes one (open-checkout.service.ts).
 */
export function assertForSale(ctx: AppContext, product: ProductRow): void {
  if (product.status === 'archived') throw new AppError('NOT_FOR_SALE', 'Questo corso non è più in vendita.');
  if (product.startDate !== null && product.startDate < businessDay(ctx.clock.now())) {
    throw new AppError('COURSE_PAST', 'Questo corso si è già svolto e non è più in vendita.');
  }
}

/** A course the customer already has is not sold to them again. */
export const alreadyOwned = () => new AppError('ALREADY_OWNED', 'Hai già acquistato questo corso.');
