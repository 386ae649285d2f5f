import { AdminWaitlistResponse, TitleParams, WaitlistPlace } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireAdmin, requireUser } from '../../../plugins/auth.js';
import { getAdminWaitlist, getWaitlistPlace, joinCourseWaitlist, leaveCourseWaitlist } from './waitlist.service.js';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const PLACE = '/api/course/:title/waitlist';

/** The waiting list of a full in-person course: the customer's place in it, and the admin's view of it. */
export async function waitlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const place = { tags, security, params: TitleParams, response: { 200: WaitlistPlace } };

  app.get(PLACE, {
    onRequest: requireUser,
    schema: { ...place, summary: "The caller's place on the course's waiting list" },
    handler: async (request) => getWaitlistPlace(ctx, await currentSession(request), request.params.title),
  });

  app.post(PLACE, {
    onRequest: requireUser,
    schema: { ...place, summary: 'Join the waiting list of a full course (409 NOT_FULL while seats are left)' },
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request) => joinCourseWaitlist(ctx, await currentSession(request), request.params.title),
  });

  app.delete(PLACE, {
    onRequest: requireUser,
    schema: { ...place, summary: 'Leave the waiting list; a seat kept for the caller goes to the next in line' },
    handler: async (request) => leaveCourseWaitlist(ctx, await currentSession(request), request.params.title),
  });

  app.get('/api/admin/course/:title/waitlist', {
    onRequest: requireAdmin,
    schema: {
      tags: [...tags, 'admin'],
      security,
      summary: "A course's waiting list in line order",
      params: TitleParams,
      response: { 200: AdminWaitlistResponse },
    },
    handler: async (request) => ({ entries: await getAdminWaitlist(ctx, request.params.title) }),
  });
}
