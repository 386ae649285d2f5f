import { LandingPageView, LandingSlugParams } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getLandingPageBySlug } from './landing-pages.service.js';

/** Public read; the builder's admin routes go in landing-pages.admin.routes.ts. */
export async function landingPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/api/landingpage/:slug', {
    schema: {
      tags: ['landing-pages'],
      summary: 'A public landing page by its slug (case-insensitive)',
      params: LandingSlugParams,
      response: { 200: LandingPageView },
    },
    handler: async (request) => getLandingPageBySlug(ctx, request.params.slug),
  });
}
