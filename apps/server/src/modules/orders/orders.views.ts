/*
 * The columns of orders, enrolments and the waiting list that other modules' queries read beside their own
 * rows, lent as subqueries to join or count in SQL (a course list with its enrolments counted, in one
 * query). Only repositories import these; a module that needs anything else about an order asks orders'
 * services.
 */
import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { courseWaitlist, enrolments, orders, refundClaims } from '../../db/schema/orders.js';

const views = new QueryBuilder();

/**
 * An order as the credits of its sale and the upkeep of checkouts read it: join on `sale.id`. A deposit
 * booking is paid in full at `balancePaidAt`, any other order at `paidAt`.
 */
export const saleView = <TAlias extends string = 'sale'>(alias: TAlias = 'sale' as TAlias) =>
  views
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      courseId: orders.courseId,
      courseTitle: orders.courseTitle,
      paidAt: orders.paidAt,
      balancePaidAt: orders.balancePaidAt,
    })
    .from(orders)
    .as(alias);

/** The orders a refund is being claimed for (a claim lives while the refund is in flight): match `claim.orderId`. */
export const refundClaimView = <TAlias extends string = 'claim'>(alias: TAlias = 'claim' as TAlias) =>
  views.select({ orderId: refundClaims.orderId }).from(refundClaims).as(alias);

/**
 * One row per enrolment (a course bought), to count per course on `course_id` or `online_course_id`: the
 * count goes through the enrolments' course indexes, so a list stays one query.
 */
export const enrolmentView = <TAlias extends string = 'enrolment'>(alias: TAlias = 'enrolment' as TAlias) =>
  views
    .select({ id: enrolments.id, courseId: enrolments.courseId, onlineCourseId: enrolments.onlineCourseId })
    .from(enrolments)
    .as(alias);

/**
 * One row per seat kept by an open checkout, to count per course on `course_id`. The condition is spelled
 * as the partial index of live holds spells it (no parameter), so a count still goes through that index.
 */
export const seatHoldView = <TAlias extends string = 'hold'>(alias: TAlias = 'hold' as TAlias) =>
  views
    .select({ courseId: orders.courseId })
    .from(orders)
    .where(sql`${orders.status} = 'pending' and ${orders.holdExpiresAt} is not null`)
    .as(alias);

/** One row per seat offered from a course's waiting list and not yet taken or lapsed: count on `course_id`. */
export const waitlistOfferView = <TAlias extends string = 'offer'>(alias: TAlias = 'offer' as TAlias) =>
  views
    .select({ courseId: courseWaitlist.courseId })
    .from(courseWaitlist)
    .where(sql`${courseWaitlist.status} = 'offered'`)
    .as(alias);
