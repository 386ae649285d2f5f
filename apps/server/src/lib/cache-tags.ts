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

/** Every tag: what an answer built from something the tags do not describe must carry. */
export const EVERY_CACHE_TAG: readonly CacheTag[] = Object.values(CacheTag);
const KNOWN = new Set<string>(EVERY_CACHE_TAG);

/** Whether a tag read back from the cache (a recorded read) is one of these. */
export const isCacheTag = (tag: string): tag is CacheTag => KNOWN.has(tag);

/** How services drop cached public answers after their writes. */
export interface PublicCacheInvalidation {
  invalidate(...tags: CacheTag[]): void;
}
