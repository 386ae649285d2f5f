import { itemPath } from '@cammini/contract';
import { escapeXml } from './markup.js';
import { landingPath } from './page-metadata.js';
import type { SiteIndex } from './site-index.service.js';
import { SITEMAP_PAGES } from './site-routes.js';

/**
 * The protocol's limit for one sitemap file. The site is far below it; if it ever grows past,
 * the list is cut here (and the route logs it) and the answer must become a sitemap index
 * pointing at several files.
 */
export const MAX_SITEMAP_URLS = 50_000;

interface SitemapUrl {
  path: string;
  lastmod?: string | null;
}

/** The newest of some ISO timestamps (they sort as text), or null. */
const newest = (dates: readonly (string | null | undefined)[]): string | null =>
  dates.reduce<string | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);

/** W3C datetime without milliseconds. */
const w3c = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

export interface Sitemap {
  xml: string;
  urls: number;
  truncated: boolean;
}

/**
 * `today` is the business's day: an in-person course that began before it has taken place and is left
 * out (its page stays reachable, but is no longer something to find).
 */
export async function buildSitemap(index: SiteIndex, origin: string, today: string): Promise<Sitemap> {
  const [articles, courses, onlineCourses, members, landingPages, topicsUpdatedAt] = await Promise.all([
    index.articles.index(),
    index.courses.index(),
    index.onlineCourses.index(),
    index.members.index(),
    index.landingPages.index(),
    index.topicsUpdatedAt(),
  ]);
  const coursesOnShow = courses.entries.filter((entry) => entry.startDate === null || entry.startDate >= today);
  const latest = {
    articles: newest(articles.entries.map((entry) => entry.updatedAt)),
    courses: newest(coursesOnShow.map((entry) => entry.updatedAt)),
    onlineCourses: newest(onlineCourses.entries.map((entry) => entry.updatedAt)),
    members: newest(members.entries.map((entry) => entry.updatedAt)),
  };
  const listLastmod: Record<string, string | null> = {
    '/': newest([...Object.values(latest), topicsUpdatedAt]),
    '/soluzioni': topicsUpdatedAt,
    '/blog': latest.articles,
    '/corsi': latest.courses,
    '/calendario': latest.courses,
    '/meditazione': latest.onlineCourses,
    '/chisono': latest.members,
  };

  const urls: SitemapUrl[] = [
    ...SITEMAP_PAGES.map((path) => ({ path, lastmod: listLastmod[path] })),
    ...articles.entries.map((entry) => ({ path: itemPath.article(entry.title), lastmod: entry.updatedAt })),
    ...coursesOnShow.map((entry) => ({ path: itemPath.course(entry.title), lastmod: entry.updatedAt })),
    ...onlineCourses.entries.map((entry) => ({ path: itemPath.onlineCourse(entry.title), lastmod: entry.updatedAt })),
    ...members.entries.map((entry) => ({
      path: itemPath.memberCourses(entry.name, entry.surname),
      lastmod: entry.updatedAt,
    })),
    ...landingPages.entries.map((entry) => ({ path: landingPath(entry.slug), lastmod: entry.updatedAt })),
  ];
  const listed = urls.slice(0, MAX_SITEMAP_URLS);
  const lines = listed.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${origin}${path}`)}</loc>`;
    return lastmod ? `<url>${loc}<lastmod>${w3c(lastmod)}</lastmod></url>` : `<url>${loc}</url>`;
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
  const kindTruncated = [articles, courses, onlineCourses, members, landingPages].some((kind) => kind.truncated);
  return { xml, urls: listed.length, truncated: kindTruncated || urls.length > listed.length };
}
