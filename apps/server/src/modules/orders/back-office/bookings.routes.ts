import {
  BookingParams,
  CourseBookingsResponse,
  CourseSeatHoldsResponse,
  OrderParams,
  SuccessResponse,
  TitleParams,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { succeeded } from '../../../lib/success-answer.js';
import { adminArea } from '../../../plugins/admin-area.js';
import { listCourseHolds, releaseSeatHold } from '../seats/seat-holds-admin.service.js';
import { listCourseBookings, recordBalancePaidOnSite } from './bookings.service.js';

/**
 * The admin's view of an in-person course's bookings and of the unpaid checkouts holding its seats, the
 * balance paid on site, and the release of a hold. Admins only.
 */
export async function bookingsRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'orders');

  app.get('/api/admin/course/:title/bookings', {
    schema: {
      ...docs("An in-person course's enrolments: what each customer paid and still owes"),
      params: TitleParams,
      response: { 200: CourseBookingsResponse },
    },
    handler: async (request) => ({ bookings: await listCourseBookings(ctx, request.params.title) }),
  });

  app.get('/api/admin/course/:title/holds', {
    schema: {
      ...docs("The unpaid checkouts holding an in-person course's seats now: who, since and until when, renewals"),
      params: TitleParams,
      response: { 200: CourseSeatHoldsResponse },
    },
    handler: async (request) => ({ holds: await listCourseHolds(ctx, request.params.title) }),
  });

  app.post('/api/admin/orders/:id/release-hold', {
    schema: {
      ...docs(
        "End an unpaid checkout's seat hold: the seat goes to the waiting list or back on sale (404 without one)",
      ),
      params: OrderParams,
      response: { 200: SuccessResponse },
    },
    handler: (request) => succeeded(releaseSeatHold(ctx, request.params.id)),
  });

  app.post('/api/admin/bookings/:id/balance-paid', {
    schema: {
      ...docs("Record a deposit booking's balance as paid on site (grants its credits; 409 NOTHING_DUE if paid)"),
      params: BookingParams,
      response: { 200: SuccessResponse },
    },
    handler: (request) => succeeded(recordBalancePaidOnSite(ctx, request.params.id)),
  });
}
