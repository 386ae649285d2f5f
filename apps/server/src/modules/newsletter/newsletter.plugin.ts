import type { FastifyInstance } from 'fastify';
import { newsletterRoutes } from './newsletter.routes.js';
import { newsletterPreviewRoutes } from './newsletter-preview.routes.js';
import { newsletterSendRoutes } from './newsletter-send.routes.js';

/** Subscriptions, and the newsletter the admin previews and sends. */
export async function newsletterModule(app: FastifyInstance) {
  await app.register(newsletterRoutes);
  await app.register(newsletterSendRoutes);
  await app.register(newsletterPreviewRoutes);
}
