import { UpdateProfileBody, UserResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentSession } from '../../plugins/auth.js';
import { getProfile, updateProfile } from './profile.service.js';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/api/user/', {
    schema: {
      tags: ['accounts'],
      summary: 'The profile of the logged-in user',
      security: [{ bearerAuth: [] }],
      response: { 200: UserResponse },
    },
    handler: async (request) => {
      const session = await currentSession(request);
      return { message: 'Success' as const, user: await getProfile(ctx, session.userId) };
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
      return { message: 'Success' as const, user: await updateProfile(ctx, session.userId, request.body) };
    },
  });
}
