import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from './auth.js';
import { bearerRouteDocs } from './route-docs.js';

/**
 * The routes of a back-office area, typed by their zod schemas. Every one is the admin's only: the
 * private token is checked on request, before a byte of the body is read, so a stranger learns
 * nothing from validation errors. `docs` documents a route so: tagged with the area and `admin`,
 * with bearer security, and its summary.
 */
export function adminArea(fastify: FastifyInstance, area: string) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAdmin);
  const docs = bearerRouteDocs(area, 'admin');
  return { app, ctx: app.ctx, docs };
}
