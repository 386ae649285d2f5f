import type { FastifyInstance } from 'fastify';
import { articlesAdminRoutes } from './articles/articles.admin.routes.js';
import { articlesRoutes } from './articles/articles.routes.js';
import { courseAdminRoutes } from './courses/course-admin.routes.js';
import { coursesRoutes } from './courses/courses.routes.js';
import { onlineCoursesRoutes } from './courses/online-courses.routes.js';
import { faqsAdminRoutes } from './faqs/faqs.admin.routes.js';
import { faqsRoutes } from './faqs/faqs.routes.js';
import { membersAdminRoutes } from './members/members.admin.routes.js';
import { membersRoutes } from './members/members.routes.js';
import { topicsAdminRoutes } from './topics/topics.admin.routes.js';
import { topicsRoutes } from './topics/topics.routes.js';

/**
 * Topics, articles, courses of both kinds, members and the FAQ: public reads, and the admin's add and
 * edit forms. Each kind lives in its own folder; what they share (title redirects, list filters, the
 * one picture, writes that keep titles unique) in shared/.
 */
export async function catalogueModule(app: FastifyInstance) {
  await app.register(topicsRoutes);
  await app.register(articlesRoutes);
  await app.register(coursesRoutes);
  await app.register(onlineCoursesRoutes);
  await app.register(membersRoutes);
  await app.register(faqsRoutes);
  await app.register(topicsAdminRoutes);
  await app.register(faqsAdminRoutes);
  await app.register(membersAdminRoutes);
  await app.register(articlesAdminRoutes);
  await app.register(courseAdminRoutes);
}
