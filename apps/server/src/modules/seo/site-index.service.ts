import type { AppContext } from '../../context.js';
import type { PublicCache } from '../../lib/public-cache.js';
import { titleKey } from '../../lib/titles.js';
import { CacheTag } from '../catalogue/public-reply.js';
import { toLandingPageView } from '../landing-pages/landing-page-view.js';
import { truncate } from './markup.js';
import {
  type SelectOptions,
  selectArticleEntries,
  selectCourseEntries,
  selectLandingPageRows,
  selectMemberEntries,
  selectOnlineCourseEntries,
  selectTopicsUpdatedAt,
} from './site-index.repository.js';

/** The catalogue's tags, plus landing pages, which the builder's writes must invalidate. */
export const SeoCacheTag = { ...CacheTag, landingPages: 'landingPages' } as const;

/** A sitemap holds at most 50,000 URLs; no kind is indexed beyond that (see sitemap.ts). */
export const MAX_INDEXED_PER_KIND = 50_000;
const DESCRIPTION_MAX = 160;

export interface ArticleEntry {
  title: string;
  description: string;
  category: string;
  image: string | null;
  publishedAt: string;
  updatedAt: string;
}

export interface CourseEntry {
  title: string;
  description: string;
  category: string;
  author: string;
  location: string;
  startDate: string | null;
  endDate: string | null;
  priceCents: number;
  image: string | null;
  updatedAt: string;
}

export interface OnlineCourseEntry {
  title: string;
  description: string;
  category: string;
  author: string;
  priceCents: number;
  image: string | null;
  updatedAt: string;
}

export interface MemberEntry {
  id: number;
  name: string;
  surname: string;
  description: string;
  image: string | null;
  updatedAt: string;
}

export interface LandingEntry {
  slug: string;
  title: string;
  description: string;
  image: string | null;
  updatedAt: string;
}

export interface KindIndex<E> {
  entries: E[];
  /** More rows exist than were indexed: a lookup miss must ask the database. */
  truncated: boolean;
}

interface KindSpec<E> {
  name: string;
  tags: readonly string[];
  load: (options: SelectOptions) => Promise<E[]>;
  /** The keys an entry is found by. */
  keysOf: (entry: E) => string[];
  /** The key a URL segment looks up, or nothing when it cannot name an entry. */
  keyOf: (ref: string) => string | undefined;
  /** Among entries sharing a key, the one the URL means. */
  pick?: (candidates: E[], ref: string) => E | undefined;
}

interface Memo<E> {
  etag: string;
  index: KindIndex<E>;
  byKey: Map<string, E[]>;
}

/**
 * One kind of content, listed once into the public cache under its tags and kept parsed here
 * while the cached text is unchanged (same ETag): a page lookup is a Map read, and an unknown
 * URL costs no query. Admin writes invalidate the tag, and the next lookup reloads.
 */
class IndexedKind<E> {
  private memo: Memo<E> | undefined;

  constructor(
    private readonly cache: PublicCache,
    private readonly spec: KindSpec<E>,
  ) {}

  async index(): Promise<KindIndex<E>> {
    return (await this.memoized()).index;
  }

  async find(ref: string): Promise<E | undefined> {
    const key = this.spec.keyOf(ref);
    if (key === undefined) return undefined;
    const memo = await this.memoized();
    const hit = this.choose(memo.byKey.get(key), ref);
    if (hit || !memo.index.truncated) return hit;
    const cached = await this.cache.getOrLoad(`seo:${this.spec.name}:${key}`, this.spec.tags, async () =>
      JSON.stringify(await this.spec.load({ limit: 10, match: ref })),
    );
    return this.choose(JSON.parse(cached.body) as E[], ref);
  }

  private choose(candidates: E[] | undefined, ref: string): E | undefined {
    if (!candidates || candidates.length === 0) return undefined;
    return this.spec.pick?.(candidates, ref) ?? candidates[0];
  }

  private async memoized(): Promise<Memo<E>> {
    const cached = await this.cache.getOrLoad(`seo:${this.spec.name}`, this.spec.tags, async () => {
      const rows = await this.spec.load({ limit: MAX_INDEXED_PER_KIND + 1 });
      const index: KindIndex<E> = {
        entries: rows.slice(0, MAX_INDEXED_PER_KIND),
        truncated: rows.length > MAX_INDEXED_PER_KIND,
      };
      return JSON.stringify(index);
    });
    if (this.memo?.etag !== cached.etag) {
      const index = JSON.parse(cached.body) as KindIndex<E>;
      const byKey = new Map<string, E[]>();
      for (const entry of index.entries) {
        for (const key of this.spec.keysOf(entry)) byKey.set(key, [...(byKey.get(key) ?? []), entry]);
      }
      this.memo = { etag: cached.etag, index, byKey };
    }
    return this.memo;
  }
}

/** The exact title (any case) before one that only shares its key, like the catalogue's lookups. */
const exactTitleFirst = <E extends { title: string }>(candidates: E[], ref: string) =>
  candidates.find((entry) => entry.title.toLowerCase() === ref.toLowerCase());

const byTitle = <E extends { title: string }>() => ({
  keysOf: (entry: E) => [titleKey(entry.title)],
  keyOf: (ref: string) => titleKey(ref) || undefined,
  pick: exactTitleFirst<E>,
});

const iso = (date: Date) => date.toISOString();

export const memberPathName = (member: Pick<MemberEntry, 'name' | 'surname'>) => `${member.name} ${member.surname}`;

/** What the site publishes, for page metadata and the sitemap; one per app. */
export class SiteIndex {
  readonly articles: IndexedKind<ArticleEntry>;
  readonly courses: IndexedKind<CourseEntry>;
  readonly onlineCourses: IndexedKind<OnlineCourseEntry>;
  readonly members: IndexedKind<MemberEntry>;
  readonly landingPages: IndexedKind<LandingEntry>;

  constructor(
    private readonly ctx: AppContext,
    private readonly cache: PublicCache,
  ) {
    const { db } = ctx;
    this.articles = new IndexedKind(cache, {
      name: 'articles',
      tags: [SeoCacheTag.articles],
      load: async (options) =>
        (await selectArticleEntries(db, options)).map((row) => ({
          title: row.title,
          description: truncate(row.intro, DESCRIPTION_MAX),
          category: row.category,
          image: row.image,
          publishedAt: iso(row.publishedAt),
          updatedAt: iso(row.updatedAt),
        })),
      ...byTitle<ArticleEntry>(),
    });
    this.courses = new IndexedKind(cache, {
      name: 'courses',
      tags: [SeoCacheTag.courses],
      load: async (options) =>
        (await selectCourseEntries(db, options)).map(({ id: _id, intro, description, updatedAt, ...row }) => ({
          ...row,
          description: truncate(intro || description, DESCRIPTION_MAX),
          updatedAt: iso(updatedAt),
        })),
      ...byTitle<CourseEntry>(),
    });
    this.onlineCourses = new IndexedKind(cache, {
      name: 'online-courses',
      tags: [SeoCacheTag.onlineCourses],
      load: async (options) =>
        (await selectOnlineCourseEntries(db, options)).map(({ id: _id, intro, description, updatedAt, ...row }) => ({
          ...row,
          description: truncate(intro || description, DESCRIPTION_MAX),
          updatedAt: iso(updatedAt),
        })),
      ...byTitle<OnlineCourseEntry>(),
    });
    this.members = new IndexedKind(cache, {
      name: 'members',
      tags: [SeoCacheTag.members],
      load: async (options) =>
        (await selectMemberEntries(db, options)).map((row) => ({
          ...row,
          description: truncate(row.description, DESCRIPTION_MAX),
          updatedAt: iso(row.updatedAt),
        })),
      // Digits are an id, anything else the name-surname of the members page's links.
      keysOf: (entry) => [`id:${entry.id}`, `name:${titleKey(memberPathName(entry))}`],
      keyOf: (ref) => (/^\d{1,9}$/.test(ref) ? `id:${Number(ref)}` : `name:${titleKey(ref)}`),
    });
    this.landingPages = new IndexedKind(cache, {
      name: 'landing-pages',
      tags: [SeoCacheTag.landingPages],
      load: async (options) =>
        (await selectLandingPageRows(db, options)).map((row) => {
          const view = toLandingPageView(row);
          return {
            slug: row.slug,
            title: view.hero_title.trim() || row.slug,
            description: truncate(view.hero_subtitle, DESCRIPTION_MAX),
            image: view.hero_bg_image_url ?? view.logo_url,
            updatedAt: iso(row.updatedAt),
          };
        }),
      keysOf: (entry) => [entry.slug.trim().toLowerCase()],
      keyOf: (ref) => ref.trim().toLowerCase() || undefined,
    });
  }

  /** When the topics last changed (the topics page's lastmod), or null without topics. */
  async topicsUpdatedAt(): Promise<string | null> {
    const cached = await this.cache.getOrLoad('seo:topics', [SeoCacheTag.topics], async () => {
      const updatedAt = await selectTopicsUpdatedAt(this.ctx.db);
      return JSON.stringify(updatedAt ? iso(new Date(updatedAt)) : null);
    });
    return JSON.parse(cached.body) as string | null;
  }
}
