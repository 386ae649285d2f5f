import type { FastifyInstance } from 'fastify';
import { articlesRoutes } from './articles.routes.js';
import { contentAdminRoutes } from './content.admin.routes.js';
import { courseAdminRoutes } from './course-admin.routes.js';
import { coursesRoutes } from './courses.routes.js';
import { faqsRoutes } from './faqs.routes.js';
import { membersRoutes } from './members.routes.js';
import { onlineCoursesRoutes } from './online-courses.routes.js';
import { topicsRoutes } from './topics.routes.js';

/** Topics, articles, courses, online courses, members and FAQ: public reads and admin writes. */
export async function catalogueModule(app: FastifyInstance) {
  await app.register(topicsRoutes);
  await app.register(articlesRoutes);
  await app.register(coursesRoutes);
  await app.register(onlineCoursesRoutes);
  await app.register(membersRoutes);
  await app.register(faqsRoutes);
  await app.register(contentAdminRoutes);
  await app.register(courseAdminRoutes);
}
