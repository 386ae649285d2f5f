import { createHash } from 'node:crypto';
import { titleKey } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { businessDay } from '../../lib/business-day.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { type PublicCache, parseCached } from '../../lib/public-cache.js';
import { listArticles } from '../catalogue/articles/articles.service.js';
import { listCourses, seatsLeft } from '../catalogue/courses/courses.service.js';
import {
  type EntryQuery,
  findRenamedItem,
  listArticleEntries,
  listCourseEntries,
  listMemberEntries,
  listOnlineCourseEntries,
  listRenamedTitles,
  type RedirectKind,
  topicsUpdatedAt,
} from '../catalogue/site-entries/site-entries.service.js';
import { listLandingPageHeads } from '../landing-pages/landing-pages.service.js';
import { truncate } from './markup.js';
import type { PageAddress } from './page-address.js';

/**
 * The public cache's key of a page without a query string, in one language, by its address in its one
 * spelling (page-address.ts): spellings of one address share its entry. Pages with a query (a filtered
 * list) are rendered for each request and not kept: keyed by the whole URL, made-up query strings would
 * push every page out of the cache.
 */
export function pageCacheKey(address: PageAddress, language: string): string | undefined {
  return address.query === '' ? `page:${language}:${address.path}` : undefined;
}

/**
 * The key of a page behind a login: one per private section, language and web route (whose chunks the
 * page preloads), whatever the address. Anyone can make up addresses under /utente: keyed by path, each
 * one would take an entry and push the public lists out of the cache.
 */
export function privatePageCacheKey(section: string, language: string, preloads: readonly string[]): string {
  const route = preloads.length === 0 ? '' : createHash('sha1').update(preloads.join('\n')).digest('base64url');
  return `page:private:${language}:${section}:${route}`;
}

/** A sitemap holds at most 50,000 URLs; no kind is indexed beyond that (see sitemap.ts). */
export const MAX_INDEXED_PER_KIND = 50_000;
const DESCRIPTION_MAX = 160;

export interface ArticleEntry {
  id: number;
  title: string;
  description: string;
  category: string;
  image: string | null;
  publishedAt: string;
  updatedAt: string;
}

export interface CourseEntry {
  id: number;
  title: string;
  description: string;
  category: string;
  author: string;
  location: string;
  startDate: string | null;
  endDate: string | null;
  /** "HH:MM" in Italian time, and the place as people name it, when the admin gave them. */
  startTime: string | null;
  endTime: string | null;
  placeName: string | null;
  placeAddress: string | null;
  priceCents: number;
  /** Places neither sold nor held; null when the course has no limit. */
  seatsLeft: number | null;
  /** The course began before the business's day when the index was read (the index is renewed at midnight). */
  tookPlace: boolean;
  image: string | null;
  updatedAt: string;
}

export interface OnlineCourseEntry {
  id: number;
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
  /** Old title keys of renamed items, and the id of the item each now leads to. */
  renamed: Record<string, number>;
}

/** An item a URL found, and whether only through a title it had before a rename. */
export interface Found<E> {
  entry: E;
  renamed: boolean;
}

interface Renames<E> {
  kind: RedirectKind;
  /** The title key an old address's segment stands for, or nothing when it cannot be a title. */
  keyOf: (ref: string) => string | undefined;
  idOf: (entry: E) => number;
}

interface KindSpec<E> {
  name: string;
  tags: readonly string[];
  load: (options: EntryQuery) => Promise<E[]>;
  /** The keys an entry is found by. */
  keysOf: (entry: E) => string[];
  /** The key a URL segment looks up, or nothing when it cannot name an entry. */
  keyOf: (ref: string) => string | undefined;
  /** Among entries sharing a key, the one the URL means. */
  pick?: (candidates: E[], ref: string) => E | undefined;
  /** Kinds whose items can be renamed keep their old addresses (catalogue title_redirects). */
  renames?: Renames<E>;
}

interface Memo<E> {
  etag: string;
  index: KindIndex<E>;
  byKey: Map<string, E[]>;
  byId: Map<number, E>;
}

/**
 * One kind of content, listed once into the public cache under its tags and kept parsed here
 * while the cached text is unchanged (same ETag): a page lookup is a Map read, and an unknown
 * URL costs no query. Admin writes invalidate the tag, and the next lookup reloads.
 */
class IndexedKind<E> {
  private memo: Memo<E> | undefined;

  constructor(
    private readonly ctx: AppContext,
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
    return this.choose(parseCached<E[]>(cached), ref);
  }

  /** The item at `ref`, or the item that had this title before a rename (a real title wins). */
  async resolve(ref: string): Promise<Found<E> | undefined> {
    const entry = await this.find(ref);
    if (entry) return { entry, renamed: false };
    const key = this.spec.renames?.keyOf(ref);
    if (key === undefined) return undefined;
    const memo = await this.memoized();
    const id = memo.index.renamed[key];
    const renamed = id === undefined ? undefined : memo.byId.get(id);
    if (renamed || !memo.index.truncated) return renamed ? { entry: renamed, renamed: true } : undefined;
    const cached = await this.cache.getOrLoad(`seo:${this.spec.name}:renamed:${key}`, this.spec.tags, async () => {
      const itemId = await findRenamedItem(this.ctx, this.spec.renames!.kind, ref);
      const [item] = itemId === null ? [] : await this.spec.load({ limit: 1, id: itemId });
      return JSON.stringify(item ?? null);
    });
    const item = parseCached<E | null>(cached);
    return item ? { entry: item, renamed: true } : undefined;
  }

  private choose(candidates: E[] | undefined, ref: string): E | undefined {
    if (!candidates || candidates.length === 0) return undefined;
    return this.spec.pick?.(candidates, ref) ?? candidates[0];
  }

  private async load(): Promise<KindIndex<E>> {
    const { renames } = this.spec;
    const [rows, redirects] = await Promise.all([
      this.spec.load({ limit: MAX_INDEXED_PER_KIND + 1 }),
      renames ? listRenamedTitles(this.ctx, renames.kind, MAX_INDEXED_PER_KIND + 1) : [],
    ]);
    return {
      entries: rows.slice(0, MAX_INDEXED_PER_KIND),
      truncated: rows.length > MAX_INDEXED_PER_KIND || redirects.length > MAX_INDEXED_PER_KIND,
      renamed: Object.fromEntries(
        redirects.slice(0, MAX_INDEXED_PER_KIND).map((redirect) => [redirect.oldTitleKey, redirect.itemId]),
      ),
    };
  }

  private async memoized(): Promise<Memo<E>> {
    const cached = await this.cache.getOrLoad(`seo:${this.spec.name}`, this.spec.tags, async () =>
      JSON.stringify(await this.load()),
    );
    if (this.memo?.etag !== cached.etag) {
      const index = parseCached<KindIndex<E>>(cached);
      const byKey = new Map<string, E[]>();
      const byId = new Map<number, E>();
      for (const entry of index.entries) {
        for (const key of this.spec.keysOf(entry)) byKey.set(key, [...(byKey.get(key) ?? []), entry]);
        if (this.spec.renames) byId.set(this.spec.renames.idOf(entry), entry);
      }
      this.memo = { etag: cached.etag, index, byKey, byId };
    }
    return this.memo;
  }
}

/** The exact title (any case) before one that only shares its key, like the catalogue's lookups. */
const exactTitleFirst = <E extends { title: string }>(candidates: E[], ref: string) =>
  candidates.find((entry) => entry.title.toLowerCase() === ref.toLowerCase());

const byTitle = <E extends { id: number; title: string }>(kind: RedirectKind) => ({
  keysOf: (entry: E) => [titleKey(entry.title)],
  keyOf: (ref: string) => titleKey(ref) || undefined,
  pick: exactTitleFirst<E>,
  renames: { kind, keyOf: (ref: string) => titleKey(ref) || undefined, idOf: (entry: E) => entry.id },
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
    this.articles = new IndexedKind(ctx, cache, {
      name: 'articles',
      tags: [CacheTag.articles],
      load: async (options) =>
        (await listArticleEntries(ctx, options)).map((row) => ({
          id: row.id,
          title: row.title,
          description: truncate(row.intro, DESCRIPTION_MAX),
          category: row.category,
          image: row.image,
          publishedAt: iso(row.publishedAt),
          updatedAt: iso(row.updatedAt),
        })),
      ...byTitle<ArticleEntry>('article'),
    });
    this.courses = new IndexedKind(ctx, cache, {
      name: 'courses',
      tags: [CacheTag.courses],
      load: async (options) => {
        const today = businessDay(ctx.clock.now());
        return (await listCourseEntries(ctx, options)).map(
          ({ intro, description, updatedAt, seats, seatsTaken, ...row }) => ({
            ...row,
            description: truncate(intro || description, DESCRIPTION_MAX),
            seatsLeft: seatsLeft(seats, Number(seatsTaken)),
            tookPlace: row.startDate !== null && row.startDate < today,
            updatedAt: iso(updatedAt),
          }),
        );
      },
      ...byTitle<CourseEntry>('course'),
    });
    this.onlineCourses = new IndexedKind(ctx, cache, {
      name: 'online-courses',
      tags: [CacheTag.onlineCourses],
      load: async (options) =>
        (await listOnlineCourseEntries(ctx, options)).map(({ intro, description, updatedAt, ...row }) => ({
          ...row,
          description: truncate(intro || description, DESCRIPTION_MAX),
          updatedAt: iso(updatedAt),
        })),
      ...byTitle<OnlineCourseEntry>('onlineCourse'),
    });
    this.members = new IndexedKind(ctx, cache, {
      name: 'members',
      tags: [CacheTag.members],
      load: async (options) =>
        (await listMemberEntries(ctx, options)).map((row) => ({
          ...row,
          description: truncate(row.description, DESCRIPTION_MAX),
          updatedAt: iso(row.updatedAt),
        })),
      // Digits are an id, anything else the name-surname of the members page's links.
      keysOf: (entry) => [`id:${entry.id}`, `name:${titleKey(memberPathName(entry))}`],
      keyOf: (ref) => (/^\d{1,9}$/.test(ref) ? `id:${Number(ref)}` : `name:${titleKey(ref)}`),
      renames: {
        kind: 'member',
        keyOf: (ref) => (/^\d{1,9}$/.test(ref) ? undefined : titleKey(ref) || undefined),
        idOf: (entry) => entry.id,
      },
    });
    this.landingPages = new IndexedKind(ctx, cache, {
      name: 'landing-pages',
      tags: [CacheTag.landingPages],
      load: async (options) =>
        (await listLandingPageHeads(ctx, options)).map((head) => ({
          slug: head.slug,
          title: head.title,
          description: truncate(head.description, DESCRIPTION_MAX),
          image: head.image,
          updatedAt: iso(head.updatedAt),
        })),
      keysOf: (entry) => [entry.slug.trim().toLowerCase()],
      keyOf: (ref) => ref.trim().toLowerCase() || undefined,
    });
  }
  /**
   * The picture of the first card of the blog or of the course list, as those pages show them without a
   * filter (the catalogue's own order), or null: the page's largest paint, preloaded with it.
   */
  async firstCardImage(list: 'blog' | 'courses'): Promise<string | null> {
    const tag = list === 'blog' ? CacheTag.articles : CacheTag.courses;
    const cached = await this.cache.getOrLoad(`seo:first-card:${list}`, [tag], async () => {
      const image =
        list === 'blog'
          ? (await listArticles(this.ctx, { q: undefined, filter: undefined, limit: 1, offset: 0 }))[0]?.fileUrl
          : (await listCourses(this.ctx, { q: undefined, filter: undefined, limit: 1 }))[0]?.immagineCopertina;
      return JSON.stringify(image ?? null);
    });
    return parseCached<string | null>(cached);
  }

  /** When the topics last changed (the topics page's lastmod), or null without topics. */
  async topicsUpdatedAt(): Promise<string | null> {
    const cached = await this.cache.getOrLoad('seo:topics', [CacheTag.topics], async () => {
      const updatedAt = await topicsUpdatedAt(this.ctx);
      return JSON.stringify(updatedAt ? iso(new Date(updatedAt)) : null);
    });
    return parseCached<string | null>(cached);
  }
}
