/*
 * The site's addresses, shared by the web app's router and links and by the server's pages, sitemap,
 * robots.txt and landing-page slugs, so the two sides cannot drift apart.
 */

/** The comparison key of a title: lower case, every run of spaces and hyphens one hyphen, none at the ends. */
export function titleKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[\s-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Titles are the public keys in URLs: spaces become hyphens, the rest is URL-encoded
 * (`/articolo/Il-respiro-che-cura`). Lookups compare title keys, so either form finds the item.
 * This is the one way a title enters an address, a page's or the API's: the segment is already
 * encoded, and encoding it again breaks every title with an accent or punctuation.
 */
export function titleToSlug(title: string): string {
  return encodeURIComponent(title.trim().replace(/\s+/gu, '-'));
}

/**
 * A readable title from an address segment as the router hands it over, already decoded: hyphens back
 * to spaces. It is not decoded again, which would misread a title holding `%`.
 */
export function slugToTitle(segment: string): string {
  return segment.replace(/-/g, ' ');
}

/** The in-person course list, which item pages also link to filtered. */
const COURSES = '/corsi';

/** The public pages that have one address each, in the router's spelling. */
export const PagePath = {
  home: '/',
  members: '/chisono',
  topics: '/soluzioni',
  blog: '/blog',
  courses: COURSES,
  onlineCourses: '/meditazione',
  /** Shows the same list as `onlineCourses`, which is the canonical address. */
  onlineCoursesAlias: '/videocorsi',
  contact: '/contatti',
  contactForm: '/modulo',
  calendar: '/calendario',
  faq: '/faq',
  login: '/login',
  signup: '/signin',
  forgotPassword: '/forgotpassword',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
  accessibility: '/accessibilita',
  /** The terms of sale in force; `?versione=N` reads an older version. */
  termsOfSale: '/condizioni-di-vendita',
  /** The withdrawal function (`?ordine=` fills in an order number); `/recesso/{id}` is its e-mailed link. */
  withdrawal: '/recesso',
} as const;
export type PagePath = (typeof PagePath)[keyof typeof PagePath];

/** The first segment of each item's page; the rest of the address names the item. */
export const ItemSection = {
  article: 'articolo',
  course: 'coursedetail',
  onlineCourse: 'onlinecoursedetail',
  memberCourses: 'corsi-membro',
} as const;

/** Item pages: by title, or a member's courses by name-surname. */
export const itemPath = {
  article: (title: string) => `/${ItemSection.article}/${titleToSlug(title)}`,
  course: (title: string) => `/courseDetail/${titleToSlug(title)}`,
  onlineCourse: (title: string) => `/${ItemSection.onlineCourse}/${titleToSlug(title)}`,
  /** The in-person course list filtered to one topic. */
  topicCourses: (title: string) => `${COURSES}?filter=${encodeURIComponent(title.toLowerCase())}`,
  memberCourses: (name: string, surname: string) =>
    `/${ItemSection.memberCourses}/${titleToSlug(`${name} ${surname}`)}`,
};
