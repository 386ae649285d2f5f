import { PRIVATE_SECTIONS, type PublicSettings, titleToSlug } from '@cammini/contract';
import { courseDetailPath } from '../catalogue/courses.service.js';
import { onlineCourseDetailPath } from '../catalogue/online-courses.service.js';
import {
  articleJsonLd,
  type ItemUrls,
  inPersonCourseJsonLd,
  type JsonLd,
  onlineCourseJsonLd,
  siteJsonLd,
} from './json-ld.js';
import { memberPathName, type SiteIndex } from './site-index.service.js';
import { HOME_DESCRIPTION, homeTitle, STATIC_PAGES } from './site-routes.js';

/** What the first HTML answer of a page says about it in its <head>. */
export interface PageMetadata {
  statusCode: 200 | 404;
  /** The document title, with the site's name. */
  title: string;
  /** The business's name, from the settings (Open Graph's site name). */
  siteName: string;
  /** The item's own name, for Open Graph and Twitter cards. */
  headline: string;
  description: string;
  /** Absolute; only on pages search engines may index. */
  canonicalUrl?: string;
  noindex: boolean;
  ogType: 'website' | 'article';
  /** Absolute. */
  image?: string;
  /**
   * The picture the page shows first and large (an article's or a course's cover), as the app asks for
   * it: preloaded with the page, so it loads beside the app's code instead of after the item's data.
   */
  leadImage?: string;
  publishedTime?: string;
  modifiedTime?: string;
  jsonLd: JsonLd[];
  /**
   * The private section (lower-case first segment) of a page behind a login: its HTML is the same for
   * every address in it, so it is cached once per section (site-pages.ts), never once per address.
   */
  privateSection?: string;
}

/** An old address of a renamed item: the page has moved for good to its current address. */
export interface MovedPage {
  statusCode: 301;
  /** The current path, with the query string the request had. */
  location: string;
}

export const articlePath = (title: string) => `/articolo/${titleToSlug(title)}`;
export const memberCoursesPath = (member: { name: string; surname: string }) =>
  `/corsi-membro/${titleToSlug(memberPathName(member))}`;
export const landingPath = (slug: string) => `/${encodeURIComponent(slug.trim())}`;

const fullTitle = (title: string, siteName: string) => `${title} · ${siteName}`;

/** The list pages whose first card's picture is their largest paint. */
const FIRST_CARD_LISTS: Partial<Record<string, 'blog' | 'courses'>> = { blog: 'blog', corsi: 'courses' };

/** An uploaded file's address made absolute; only http(s) results are kept. */
export function absoluteUrl(origin: string, value: string | null | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim(), `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const notFound = (siteName: string): PageMetadata => ({
  statusCode: 404,
  title: fullTitle('Pagina non trovata', siteName),
  siteName,
  headline: 'Pagina non trovata',
  description: 'La pagina che cerchi non esiste o è stata spostata.',
  noindex: true,
  ogType: 'website',
  jsonLd: [],
});

const privatePage = (section: string, siteName: string): PageMetadata => ({
  statusCode: 200,
  title: siteName,
  siteName,
  headline: siteName,
  description: HOME_DESCRIPTION,
  noindex: true,
  ogType: 'website',
  jsonLd: [],
  privateSection: section,
});

interface Page {
  path: string;
  title: string;
  description: string;
  image?: string | null;
}

/** The URL's path segments, decoded; nothing when the encoding is broken. */
export function pathSegments(url: string): string[] | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * Resolves the metadata of the page at `url` from the route table and the cached site index; an
 * item found only under a title it had before a rename answers where it moved to.
 */
export async function resolvePageMetadata(
  url: string,
  deps: { index: SiteIndex; origin: string; business: () => Promise<PublicSettings> },
): Promise<PageMetadata | MovedPage> {
  const { index, origin } = deps;
  const business = await deps.business();
  const siteName = business.businessName;
  const notFoundPage = () => notFound(siteName);
  const segments = pathSegments(url);
  if (!segments) return notFoundPage();
  const [first, second, ...rest] = segments;
  const section = first?.toLowerCase();

  const publicPage = (page: Page, extra: Partial<PageMetadata> = {}): PageMetadata => ({
    statusCode: 200,
    title: fullTitle(page.title, siteName),
    siteName,
    headline: page.title,
    description: page.description.trim() || HOME_DESCRIPTION,
    canonicalUrl: `${origin}${page.path}`,
    noindex: false,
    ogType: 'website',
    image: absoluteUrl(origin, page.image),
    jsonLd: [],
    ...extra,
  });
  const urlsOf = (page: Page): ItemUrls => ({
    page: `${origin}${page.path}`,
    image: absoluteUrl(origin, page.image),
    origin,
    siteName,
  });
  const query = url.match(/\?[^#]*/)?.[0] ?? '';
  const movedTo = (path: string): MovedPage => ({ statusCode: 301, location: `${path}${query}` });

  if (section === undefined) {
    return {
      ...publicPage({ path: '/', title: siteName, description: HOME_DESCRIPTION }),
      title: homeTitle(siteName),
      jsonLd: siteJsonLd(origin, business),
    };
  }
  if (PRIVATE_SECTIONS.has(section)) return privatePage(section, siteName);
  if (second === undefined) {
    const known = STATIC_PAGES.get(section);
    // The lists' first card, when no filter in the address changes which card comes first.
    const list = query ? undefined : FIRST_CARD_LISTS[section];
    if (known) return publicPage(known, list ? { leadImage: (await index.firstCardImage(list)) ?? undefined } : {});
    const landing = await index.landingPages.find(first!);
    return landing ? publicPage({ ...landing, path: landingPath(landing.slug) }) : notFoundPage();
  }
  if (rest.length > 0) return notFoundPage();

  switch (section) {
    case 'articolo': {
      const found = await index.articles.resolve(second);
      if (!found) return notFoundPage();
      const article = found.entry;
      const page = { ...article, path: articlePath(article.title) };
      if (found.renamed) return movedTo(page.path);
      return publicPage(page, {
        ogType: 'article',
        leadImage: article.image ?? undefined,
        publishedTime: article.publishedAt,
        modifiedTime: article.updatedAt,
        jsonLd: [articleJsonLd(article, urlsOf(page))],
      });
    }
    case 'coursedetail': {
      const found = await index.courses.resolve(second);
      if (!found) return notFoundPage();
      const course = found.entry;
      const page = { ...course, path: courseDetailPath(course.title) };
      if (found.renamed) return movedTo(page.path);
      return publicPage(page, {
        leadImage: course.image ?? undefined,
        jsonLd: [inPersonCourseJsonLd(course, urlsOf(page))],
      });
    }
    case 'onlinecoursedetail': {
      const found = await index.onlineCourses.resolve(second);
      if (!found) return notFoundPage();
      const course = found.entry;
      const page = { ...course, path: onlineCourseDetailPath(course.title) };
      if (found.renamed) return movedTo(page.path);
      // The cover is the trailer's poster.
      return publicPage(page, {
        leadImage: course.image ?? undefined,
        jsonLd: [onlineCourseJsonLd(course, urlsOf(page))],
      });
    }
    case 'corsi-membro': {
      const found = await index.members.resolve(second);
      if (!found) return notFoundPage();
      const member = found.entry;
      if (found.renamed) return movedTo(memberCoursesPath(member));
      const name = memberPathName(member);
      return publicPage({
        path: memberCoursesPath(member),
        title: `Corsi di ${name}`,
        description: member.description || `I percorsi in presenza e i corsi online guidati da ${name}.`,
        image: member.image,
      });
    }
    default:
      return notFoundPage();
  }
}
