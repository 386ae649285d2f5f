/**
 * What a cached public answer was built from. A write invalidates the tags of what it changed, and
 * every answer built from one of them is dropped: the lists, the detail pages, the sitemap.
 */
export const CacheTag = {
  topics: 'topics',
  articles: 'articles',
  /** In-person courses, including their enrolment counts (peopleInterested). */
  courses: 'courses',
  onlineCourses: 'onlineCourses',
  members: 'members',
  faqs: 'faqs',
  reviews: 'reviews',
  landingPages: 'landingPages',
  /** The business's details (footer, chat button, JSON-LD): every drawn page shows them. */
  settings: 'settings',
} as const;
export type CacheTag = (typeof CacheTag)[keyof typeof CacheTag];

/** How services drop cached public answers after their writes. */
export interface PublicCacheInvalidation {
  invalidate(...tags: CacheTag[]): void;
}
