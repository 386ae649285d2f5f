/*
 * The columns of orders, enrolments and the waiting list that other modules' queries read beside their own
 * rows, lent as subqueries to join or count in SQL (a course list with its enrolments counted, in one
 * query). Only repositories import these; a module that needs anything else about an order asks orders'
 * services.
 */
import { sql } from 'drizzle-orm';
import { readView } from '../../../db/read-view.js';
import { courseWaitlist, enrolments, orders, refundClaims } from '../../../db/schema/orders.js';

/**
 * An order as the credits of its sale and the upkeep of checkouts read it: join on `sale.id`. A deposit
 * booking is paid in full at `balancePaidAt`, any other order at `paidAt`.
 */
export const saleView = readView(
  orders,
  {
    id: orders.id,
    userId: orders.userId,
    status: orders.status,
    courseId: orders.courseId,
    courseTitle: orders.courseTitle,
    paidAt: orders.paidAt,
    balancePaidAt: orders.balancePaidAt,
  },
  'sale',
);

/** The orders a refund is being claimed for (a claim lives while the refund is in flight): match `claim.orderId`. */
export const refundClaimView = readView(refundClaims, { orderId: refundClaims.orderId }, 'claim');

/**
 * One row per enrolment (a course bought), to count per course on `course_id` or `online_course_id`: the
 * count goes through the enrolments' course indexes, so a list stays one query.
 */
export const enrolmentView = readView(
  enrolments,
  { id: enrolments.id, courseId: enrolments.courseId, onlineCourseId: enrolments.onlineCourseId },
  'enrolment',
);

/**
 * One row per seat kept by an open checkout, to count per course on `course_id`. The condition is spelled
 * as the partial index of live holds spells it (no parameter), so a count still goes through that index.
 */
export const seatHoldView = readView(
  orders,
  { courseId: orders.courseId },
  'hold',
  sql`${orders.status} = 'pending' and ${orders.holdExpiresAt} is not null`,
);

/** One row per seat offered from a course's waiting list and not yet taken or lapsed: count on `course_id`. */
export const waitlistOfferView = readView(
  courseWaitlist,
  { courseId: courseWaitlist.courseId },
  'offer',
  sql`${courseWaitlist.status} = 'offered'`,
);
