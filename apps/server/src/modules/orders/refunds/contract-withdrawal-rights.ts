import type { WithdrawalBlock } from '@cammini/contract';
import { addDays, businessDay } from '../../../lib/business-day.js';
import { withdrawableNow, withdrawalClosesOn } from '../../../lib/sale-finality.js';

/** What of a contract decides whether its buyer may withdraw from it online. */
export interface ContractFacts {
  kind: 'course' | 'onlineCourse';
  paidAt: Date;
  /** Online courses: when the buyer first opened a lesson (null while never). */
  viewingStartedAt: Date | null;
  /** In-person courses: the first day, null while not set. */
  courseStartDate: string | null;
}

/** The business's choices the law leaves to it (site settings). */
export interface WithdrawalTerms {
  periodDays: number;
  leisureServiceException: boolean;
}

/** The last day (in Rome) on which the contract can be withdrawn from. */
export const lastWithdrawalDay = (paidAt: Date, periodDays: number) =>
  addDays(withdrawalClosesOn(paidAt, periodDays), -1);

/**
 * Why the buyer cannot withdraw from the contract online today, or null when they can:
 * - in-person courses are leisure services for a set date, without a right of withdrawal when the owner
 *   applies that exception (off by default);
 * - an online course stops being withdrawable once its viewing began, as the buyer agreed at checkout;
 * - an in-person course that has begun is the business's to settle (part of the service was given);
 * - otherwise the period runs `periodDays` days after the day of the payment, that day included.
 */
export function withdrawalBlock(contract: ContractFacts, terms: WithdrawalTerms, now: Date): WithdrawalBlock | null {
  if (contract.kind === 'course' && terms.leisureServiceException) return 'leisureService';
  if (contract.kind === 'onlineCourse' && contract.viewingStartedAt !== null) return 'viewingStarted';
  if (contract.kind === 'course' && contract.courseStartDate !== null && contract.courseStartDate <= businessDay(now)) {
    return 'courseStarted';
  }
  if (!withdrawableNow(contract.paidAt, now, terms.periodDays)) return 'periodOver';
  return null;
}
