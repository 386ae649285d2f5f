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

/** The public pages that have one address each, in the router's spelling. */
export const PagePath = {
  home: '/',
  members: '/chisono',
  topics: '/soluzioni',
  blog: '/blog',
  courses: '/corsi',
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
  memberCourses: (name: string, surname: string) =>
    `/${ItemSection.memberCourses}/${titleToSlug(`${name} ${surname}`)}`,
};

/** Areas behind a login or for admins, by their lower-case first segment: never indexed. */
export const PRIVATE_SECTIONS: ReadonlySet<string> = new Set([
  'utente',
  'pannello',
  'modificapassword',
  'review',
  'success',
  'cancel',
  'payment',
  'verificaregistrazione',
  'recoverypassword',
  'corso',
  'corsoonline',
  'newsletter',
  'addarticolo',
  'addcorso',
  'addmeditazione',
  'addargomento',
  'addmembro',
  'addfaq',
  'editarticolo',
  'editcorso',
  'editmeditazione',
  'editargomento',
  'editmembro',
  'editfaq',
  'clienti',
  'pagamenti',
  'invianewsletter',
  'buildlandingpage',
  'seelandingpage',
  'edit-landing',
]);

/**
 * First path segments a landing page may not take (its slug is its path): every page of the web
 * app's router, the server's own prefixes and files at the site root. Lower case.
 */
export const RESERVED_PATH_SEGMENTS: ReadonlySet<string> = new Set([
  ...Object.values(PagePath)
    .map((path) => path.slice(1).toLowerCase())
    .filter((segment) => segment !== ''),
  ...PRIVATE_SECTIONS,
  ...Object.values(ItemSection),
  'api',
  'uploads',
  'assets',
  'sitemap.xml',
  'robots.txt',
  'favicon.svg',
  'favicon.ico',
  'index.html',
]);
