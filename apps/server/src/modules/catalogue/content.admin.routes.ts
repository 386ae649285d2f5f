import type { FastifyInstance } from 'fastify';
import { articlesAdminRoutes } from './articles.admin.routes.js';
import { faqsAdminRoutes } from './faqs.admin.routes.js';
import { membersAdminRoutes } from './members.admin.routes.js';
import { topicsAdminRoutes } from './topics.admin.routes.js';

/** The add and edit forms of topics, FAQs, members and articles (admin only). */
export async function contentAdminRoutes(app: FastifyInstance) {
  await app.register(topicsAdminRoutes);
  await app.register(faqsAdminRoutes);
  await app.register(membersAdminRoutes);
  await app.register(articlesAdminRoutes);
}
