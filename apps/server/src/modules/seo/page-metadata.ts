import { itemPath, PRIVATE_SECTIONS, type PublicSettings } from '@cammini/contract';
import {
  articleJsonLd,
  type ItemUrls,
  inPersonCourseJsonLd,
  type JsonLd,
  onlineCourseJsonLd,
  siteJsonLd,
} from './json-ld.js';
import type { PageAddress } from './page-address.js';
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
  /**
   * A public page's address in its one spelling (as `PageAddress.path` spells it): a request spelling it
   * otherwise is moved there, so each page is drawn and kept under one address.
   */
  path?: string;
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

/**
 * Another spelling of a page's address (another case, spaces for hyphens, an id for a name), or the old
 * address of a renamed item: the page is for good at its own address.
 */
export interface MovedPage {
  statusCode: 301;
  /** The current path, with the query string the request had. */
  location: string;
}

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
  /** The canonical path. */
  path: string;
  /** Where the page is served, when not at its canonical path. */
  address?: string;
  title: string;
  description: string;
  image?: string | null;
}

type MetadataDeps = { index: SiteIndex; origin: string; business: () => Promise<PublicSettings> };

/**
 * Resolves the metadata of the page at `address` from the route table and the cached site index. A
 * public page asked for under another spelling of its address, or an item found only under a title it
 * had before a rename, answers where the page is, with the request's query string.
 */
export async function resolvePageMetadata(
  address: PageAddress | undefined,
  deps: MetadataDeps,
): Promise<PageMetadata | MovedPage> {
  const page = await pageAt(address, deps);
  if (address && page.statusCode === 200 && page.path !== undefined && page.path !== address.path) {
    return { statusCode: 301, location: `${page.path}${address.query}` };
  }
  return page;
}

async function pageAt(address: PageAddress | undefined, deps: MetadataDeps): Promise<PageMetadata> {
  const { index, origin } = deps;
  const business = await deps.business();
  const siteName = business.businessName;
  const notFoundPage = () => notFound(siteName);
  if (!address) return notFoundPage();
  const { segments, query } = address;
  const [first, second, ...rest] = segments;
  const section = first?.toLowerCase();

  const publicPage = (page: Page, extra: Partial<PageMetadata> = {}): PageMetadata => ({
    statusCode: 200,
    title: fullTitle(page.title, siteName),
    siteName,
    headline: page.title,
    description: page.description.trim() || HOME_DESCRIPTION,
    path: page.address ?? page.path,
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
      const page = { ...article, path: itemPath.article(article.title) };
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
      const page = { ...course, path: itemPath.course(course.title) };
      return publicPage(page, {
        leadImage: course.image ?? undefined,
        jsonLd: [inPersonCourseJsonLd(course, urlsOf(page))],
      });
    }
    case 'onlinecoursedetail': {
      const found = await index.onlineCourses.resolve(second);
      if (!found) return notFoundPage();
      const course = found.entry;
      const page = { ...course, path: itemPath.onlineCourse(course.title) };
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
      const name = memberPathName(member);
      return publicPage({
        path: itemPath.memberCourses(member.name, member.surname),
        title: `Corsi di ${name}`,
        description: member.description || `I percorsi in presenza e i corsi online guidati da ${name}.`,
        image: member.image,
      });
    }
    default:
      return notFoundPage();
  }
}
