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
 */
export function titleToSlug(title: string): string {
  return encodeURIComponent(title.trim().replace(/\s+/gu, '-'));
}

/** The title as the API looks it up (it accepts both forms; decoding keeps accents and apostrophes). */
export function slugToTitle(slug: string): string {
  return decodeURIComponent(slug).replace(/-/g, ' ');
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
