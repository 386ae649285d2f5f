import type { AppContext } from '../../../context.js';
import { markViewingStarted, ownsAnyCourse, selectEnrolmentsOf } from './enrolments.repository.js';

/** Whether the customer owns any course, in person or online (a verified purchase), in the caller's transaction. */
export const ownsAnyProduct = ownsAnyCourse;

import type { ProductKind } from './orders.repository.js';

/** What a customer bought of one kind, newest first: the product's id, when, the order's number and balance due. */
export const listEnrolments = (ctx: AppContext, userId: number, kind: ProductKind) =>
  selectEnrolmentsOf(ctx.db, userId, kind);

/** The buyer began watching an online course: from now on its sale can no longer be withdrawn (first time only). */
export const startViewing = (ctx: AppContext, userId: number, onlineCourseId: number) =>
  markViewingStarted(ctx.db, userId, onlineCourseId, ctx.clock.now());
