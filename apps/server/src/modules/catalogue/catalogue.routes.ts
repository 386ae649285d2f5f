import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cachedAnswers from '../../plugins/cached-answers.js';
import { articlesRoutes } from './articles.routes.js';
import { catalogueAdminRoutes } from './catalogue.admin.routes.js';
import { contentAdminRoutes } from './content.admin.routes.js';
import { coursesAdminRoutes } from './courses.admin.routes.js';
import { coursesRoutes } from './courses.routes.js';
import { faqsAndReviewsRoutes } from './faqs-reviews.routes.js';
import { membersRoutes } from './members.routes.js';
import { onlineCoursesAdminRoutes } from './online-courses.admin.routes.js';
import { onlineCoursesRoutes } from './online-courses.routes.js';
import { topicsRoutes } from './topics.routes.js';

async function catalogueScope(app: FastifyInstance) {
  await app.register(topicsRoutes);
  await app.register(articlesRoutes);
  await app.register(coursesRoutes);
  await app.register(onlineCoursesRoutes);
  await app.register(membersRoutes);
  await app.register(faqsAndReviewsRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(coursesAdminRoutes);
  await app.register(onlineCoursesAdminRoutes);
}

/**
 * Topics, articles, courses, online courses, members, FAQ and reviews: public reads (cached)
 * and admin deletes. Wrapped with fastify-plugin only to share `publicCache` with the whole
 * app; the routes themselves live in an encapsulated child.
 */
export const catalogueRoutes = fp(
  async function catalogue(app: FastifyInstance) {
    await app.register(cachedAnswers, { cache: app.publicCache });
    await app.register(catalogueScope);
  },
  { name: 'catalogue' },
);
