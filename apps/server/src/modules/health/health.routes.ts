import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client.js';

const HealthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      response: { 200: HealthResponse, 503: HealthResponse },
    },
    handler: async (request, reply) => {
      try {
        await pingDatabase(app.ctx.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  });
}
