import { UpdateProfileBody, UserResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession } from '../../plugins/auth.js';
import { type BankingSummaryReader, getProfile, updateProfile } from './profile.service.js';

/** The logged-in user's profile; its banking part is read by the reader the app hands in. */
export async function profileRoutes(fastify: FastifyInstance, options: { readBanking: BankingSummaryReader }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { readBanking } = options;

  app.get('/api/user/', {
    schema: {
      tags: ['accounts'],
      summary: 'The profile of the logged-in user',
      security: [{ bearerAuth: [] }],
      response: { 200: UserResponse },
    },
    handler: async (request) => {
      const session = await currentSession(request);
      return { message: 'Success' as const, user: await getProfile(ctx, readBanking, session.userId) };
    },
  });

  app.put('/api/user/', {
    schema: {
      tags: ['accounts'],
      summary: 'Update the profile of the logged-in user',
      security: [{ bearerAuth: [] }],
      body: UpdateProfileBody,
      response: { 200: UserResponse },
    },
    handler: async (request) => {
      const session = await currentSession(request);
      return { message: 'Success' as const, user: await updateProfile(ctx, readBanking, session.userId, request.body) };
    },
  });
}
