import { titleKey } from '@cammini/contract';

/**
 * Every query key of the web app, one factory per resource. A key names one shape of answer: when
 * the public page and the admin form read the same item in two shapes, they get two keys (`detail`
 * and `edit`), so one never finds the other's data in the cache. `all` is the prefix that marks
 * every query of a resource stale at once.
 */

/** One entry per item whether its title came spaced (from an answer) or hyphenated (from the address). */
const byTitle = titleKey;

export const articleKeys = {
  all: ['articles'] as const,
  lists: () => ['articles', 'list'] as const,
  list: (filters: { q: string; filter: string }) => ['articles', 'list', filters] as const,
  /** The public page's answer: the article with its neighbours. */
  detail: (titleSlug: string) => ['articles', 'detail', byTitle(titleSlug)] as const,
  /** The admin form's starting point: the article alone. */
  edit: (titleSlug: string) => ['articles', 'edit', byTitle(titleSlug)] as const,
};

export const topicKeys = {
  all: ['topics'] as const,
  list: () => ['topics', 'list'] as const,
  edit: (id: string) => ['topics', 'edit', id] as const,
};

export const memberKeys = {
  all: ['members'] as const,
  list: () => ['members', 'list'] as const,
  territories: () => ['members', 'territories'] as const,
  edit: (id: string) => ['members', 'edit', id] as const,
  /** The memberships and reviews of one member's courses page. */
  courses: (memberRef: string) => ['members', 'courses', byTitle(memberRef)] as const,
  allCourses: () => ['members', 'courses'] as const,
};

export const faqKeys = {
  all: ['faqs'] as const,
  list: () => ['faqs', 'list'] as const,
  edit: (id: string) => ['faqs', 'edit', id] as const,
};

export const courseKeys = {
  all: ['courses'] as const,
  list: () => ['courses', 'list'] as const,
  detail: (title: string) => ['courses', 'detail', byTitle(title)] as const,
  edits: () => ['courses', 'edit'] as const,
  edit: (title: string) => ['courses', 'edit', byTitle(title)] as const,
  /** The admin's list of the courses the public list leaves out (drafts, archived, past). */
  unlisted: () => ['courses', 'unlisted'] as const,
  /** The logged-in customer's place on a full course's waiting list. */
  waitlistPlace: (title: string, email: string) => ['courses', 'waitlist-place', byTitle(title), email] as const,
  /** The admin's view of a course: who booked and paid what, and its waiting list. */
  bookings: (title: string) => ['courses', 'bookings', byTitle(title)] as const,
  waitlist: (title: string) => ['courses', 'waitlist', byTitle(title)] as const,
  /** The unpaid checkouts holding the course's seats now. */
  holds: (title: string) => ['courses', 'holds', byTitle(title)] as const,
};

export const onlineCourseKeys = {
  all: ['online-courses'] as const,
  list: () => ['online-courses', 'list'] as const,
  detail: (title: string) => ['online-courses', 'detail', byTitle(title)] as const,
  edits: () => ['online-courses', 'edit'] as const,
  edit: (title: string) => ['online-courses', 'edit', byTitle(title)] as const,
  unlisted: () => ['online-courses', 'unlisted'] as const,
};

/** What the customer who owns a course sees of it, videos included: not touched by the admin's writes. */
export const viewerKeys = {
  course: (title: string, email: string) => ['course-viewer', byTitle(title), email] as const,
  onlineCourse: (title: string, email: string) => ['online-course-player', byTitle(title), email] as const,
};

export const calendarKeys = { all: ['calendar-events'] as const };

export const homeKeys = {
  all: ['home'] as const,
  courses: () => ['home', 'courses'] as const,
  articles: () => ['home', 'articles'] as const,
  members: () => ['home', 'members'] as const,
};

export const reviewKeys = { all: ['reviews'] as const };

/** The business's public details: every page's footer and chat button read them. */
export const siteSettingsKeys = { public: () => ['site-settings'] as const };

/** The terms of sale: the version in force, or a published version by its number. */
export const termsOfSaleKeys = {
  current: () => ['terms-of-sale', 'current'] as const,
  version: (version: number) => ['terms-of-sale', 'version', version] as const,
};

export const landingPageKeys = {
  all: ['landing-pages'] as const,
  /** The public page by its address. */
  detail: (slug: string) => ['landing-pages', 'detail', byTitle(slug)] as const,
  adminAll: () => ['landing-pages', 'admin'] as const,
  adminList: () => ['landing-pages', 'admin', 'list'] as const,
  adminPage: (id: string) => ['landing-pages', 'admin', 'page', id] as const,
};

/** The back office's own figures and lists. */
export const adminKeys = {
  customers: () => ['admin', 'customers'] as const,
  /** The pages of /clienti's search: another shape than the whole list above. */
  customerPages: () => ['admin', 'customers-page'] as const,
  customersPage: (q: string, page: number) => ['admin', 'customers-page', q, page] as const,
  orders: () => ['admin', 'orders'] as const,
  ordersPage: (filters: { q: string; status: string; from: string; to: string; page: number }) =>
    ['admin', 'orders', 'list', filters] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  documents: () => ['admin', 'documents'] as const,
  newsletters: () => ['admin', 'newsletters'] as const,
  summary: () => ['admin', 'summary'] as const,
  withdrawals: () => ['admin', 'withdrawals'] as const,
  memberOptions: () => ['admin', 'member-options'] as const,
  settings: () => ['admin', 'settings'] as const,
  inbox: () => ['admin', 'inbox'] as const,
  inboxPage: (page: number) => ['admin', 'inbox', page] as const,
  reviews: () => ['admin', 'reviews'] as const,
  reviewsIn: (status: string, page: number) => ['admin', 'reviews', status, page] as const,
};

/** What belongs to the logged-in account: removed at logout. */
export const accountKeys = {
  all: ['accounts'] as const,
  profile: (email: string) => ['accounts', 'profile', email] as const,
  resetToken: (token: string) => ['accounts', 'reset-token', token] as const,
};

export const bankingKeys = {
  withdrawals: (email: string) => ['banking', 'withdrawals', email] as const,
};

export const ownedKeys = {
  all: ['owned'] as const,
  courses: (email: string) => ['owned', 'course', email] as const,
  onlineCourses: (email: string) => ['owned', 'onlineCourse', email] as const,
  allOnlineCourses: () => ['owned', 'onlineCourse'] as const,
};

export const contractWithdrawalKeys = {
  all: ['contract-withdrawals'] as const,
  own: (email: string) => ['contract-withdrawals', 'own', email] as const,
  one: (id: string) => ['contract-withdrawals', 'one', id] as const,
};

/** A video's captions file (WebVTT text) in one language; `video` names the video's resource. */
export const captionKeys = {
  all: ['captions'] as const,
  text: (video: string, language: string) => ['captions', 'text', video, language] as const,
};

export const checkoutKeys = {
  item: (title: string, kind: string, email: string) => ['checkout', 'item', byTitle(title), kind, email] as const,
  order: (orderId: string | null) => ['checkout', 'order', orderId] as const,
};

export const geoKeys = {
  countries: (lang: string) => ['geo', 'countries', lang] as const,
  children: (id: string, lang: string) => ['geo', 'children', id, lang] as const,
};

export const newsletterKeys = {
  unsubscribe: (token: string) => ['newsletter', 'unsubscribe', token] as const,
};
