import {
  CourseViewerResponse,
  EmailParams,
  OnlineCoursePlayerResponse,
  OwnedCoursesResponse,
  OwnedOnlineCoursesByEmailResponse,
  OwnedOnlineCoursesResponse,
  TitleParams,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession, requireUser } from '../../plugins/auth.js';
import { bearerRouteDocs } from '../../plugins/route-docs.js';
import {
  findCustomerIdForCaller,
  getCourseViewer,
  getOnlineCoursePlayer,
  listOwnedCourses,
  listOwnedOnlineCourses,
} from './learning.service.js';

const docs = bearerRouteDocs('learning');

// What a customer owns is theirs alone: never kept by a shared cache.
const PRIVATE = 'private, no-store';

/** What the logged-in customer owns, and the viewers of an owned course. */
export async function learningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE);
  });

  app.get('/api/user/courses', {
    schema: {
      ...docs('The in-person courses the caller bought'),
      response: { 200: OwnedCoursesResponse },
    },
    handler: async (request) => ({ courses: await listOwnedCourses(ctx, (await currentSession(request)).userId) }),
  });

  app.get('/api/user/onlinecourses', {
    schema: {
      ...docs('The online courses the caller bought, with lesson progress'),
      response: { 200: OwnedOnlineCoursesResponse },
    },
    handler: async (request) => ({
      courses: await listOwnedOnlineCourses(ctx, (await currentSession(request)).userId),
    }),
  });

  app.get('/api/user/getcourses/:email', {
    schema: {
      ...docs('The in-person courses a customer bought: own e-mail, or any e-mail for an admin'),
      params: EmailParams,
      response: { 200: OwnedCoursesResponse },
    },
    handler: async (request) => {
      const userId = await findCustomerIdForCaller(ctx, await currentSession(request), request.params.email);
      return { courses: await listOwnedCourses(ctx, userId) };
    },
  });

  app.get('/api/user/getonlinecourses/:email', {
    schema: {
      ...docs('The online courses a customer bought: own e-mail, or any e-mail for an admin'),
      params: EmailParams,
      response: { 200: OwnedOnlineCoursesByEmailResponse },
    },
    handler: async (request) => {
      const userId = await findCustomerIdForCaller(ctx, await currentSession(request), request.params.email);
      return { onlinecourses: await listOwnedOnlineCourses(ctx, userId) };
    },
  });

  app.get('/api/user/courses/:title', {
    schema: {
      ...docs('The viewer of an in-person course (intro and videos): its buyers and admins'),
      params: TitleParams,
      response: { 200: CourseViewerResponse },
    },
    handler: async (request) => ({
      course: await getCourseViewer(ctx, await currentSession(request), request.params.title),
    }),
  });

  app.get('/api/user/onlinecourses/:title', {
    schema: {
      ...docs('The lesson player of an online course, with progress: its buyers and admins'),
      params: TitleParams,
      response: { 200: OnlineCoursePlayerResponse },
    },
    handler: async (request) => ({
      course: await getOnlineCoursePlayer(ctx, await currentSession(request), request.params.title),
    }),
  });
}
