import {
  BookingParams,
  CourseBookingsResponse,
  CourseSeatHoldsResponse,
  OrderParams,
  SuccessResponse,
  TitleParams,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../plugins/auth.js';
import { listCourseHolds, releaseSeatHold } from '../seats/seat-holds-admin.service.js';
import { listCourseBookings, recordBalancePaidOnSite } from './bookings.service.js';

const tags = ['orders', 'admin'];
const security = [{ bearerAuth: [] }];

/**
 * The admin's view of an in-person course's bookings and of the unpaid checkouts holding its seats, the
 * balance paid on site, and the release of a hold. Admins only.
 */
export async function bookingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', requireAdmin);

  app.get('/api/admin/course/:title/bookings', {
    schema: {
      tags,
      security,
      summary: "An in-person course's enrolments: what each customer paid and still owes",
      params: TitleParams,
      response: { 200: CourseBookingsResponse },
    },
    handler: async (request) => ({ bookings: await listCourseBookings(ctx, request.params.title) }),
  });

  app.get('/api/admin/course/:title/holds', {
    schema: {
      tags,
      security,
      summary: "The unpaid checkouts holding an in-person course's seats now: who, since and until when, renewals",
      params: TitleParams,
      response: { 200: CourseSeatHoldsResponse },
    },
    handler: async (request) => ({ holds: await listCourseHolds(ctx, request.params.title) }),
  });

  app.post('/api/admin/orders/:id/release-hold', {
    schema: {
      tags,
      security,
      summary:
        "End an unpaid checkout's seat hold: the seat goes to the waiting list or back on sale (404 without one)",
      params: OrderParams,
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await releaseSeatHold(ctx, request.params.id);
      return { message: 'Success' as const };
    },
  });

  app.post('/api/admin/bookings/:id/balance-paid', {
    schema: {
      tags,
      security,
      summary: "Record a deposit booking's balance as paid on site (grants its credits; 409 NOTHING_DUE if paid)",
      params: BookingParams,
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await recordBalancePaidOnSite(ctx, request.params.id);
      return { message: 'Success' as const };
    },
  });
}
