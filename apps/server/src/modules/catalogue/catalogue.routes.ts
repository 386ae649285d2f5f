import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PublicCache } from '../../lib/public-cache.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Public read answers; admin writes anywhere invalidate the tags they touch (CacheTag). */
    publicCache: PublicCache;
  }
}

// Small enough to bound memory, long enough to absorb bursts; writes invalidate sooner.
const CACHE_MAX_ENTRIES = 500;
const CACHE_MAX_AGE_MS = 30_000;

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
    if (!app.hasDecorator('publicCache')) {
      const { clock } = app.ctx;
      app.decorate(
        'publicCache',
        new PublicCache({
          maxEntries: CACHE_MAX_ENTRIES,
          maxAgeMs: CACHE_MAX_AGE_MS,
          now: () => clock.now().getTime(),
        }),
      );
    }
    await app.register(cachedAnswers, { cache: app.publicCache });
    await app.register(catalogueScope);
  },
  { name: 'catalogue' },
);
