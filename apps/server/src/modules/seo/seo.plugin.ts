import fp from 'fastify-plugin';
import { type SeoOptions, seoRoutes } from './seo.routes.js';

export { pageLanguage } from './page-language.js';
export { START_AFTER_PAINT_HASH } from './start-after-paint.js';

/**
 * The sitemap, robots.txt and every page drawn on the server. Registered last and not encapsulated: its
 * not-found handler answers every address no other module routes.
 */
export const seoModule = fp(async (app, options: SeoOptions) => {
  await app.register(seoRoutes, options);
});
