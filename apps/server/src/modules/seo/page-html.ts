import { escapeHtml, jsonForScript } from './markup.js';
import type { PageMetadata } from './page-metadata.js';
import { SITE_NAME } from './site-routes.js';

// Tags the page renderer writes itself: the built index.html's defaults are dropped so none is doubled.
const REPLACED_TAGS = [
  /[ \t]*<meta\s+name=["'](?:description|robots|twitter:[\w:]+)["'][^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s+property=["'](?:og|article):[\w:]+["'][^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<link\s+rel=["']canonical["'][^>]*>[ \t]*\r?\n?/gi,
];

/**
 * The built index.html, cut once at start-up around its <title>: each page's head tags take
 * the title's place, so rendering a page is a few string joins.
 */
export class PageTemplate {
  private readonly before: string;
  private readonly after: string;
  private readonly indent: string;

  constructor(html: string) {
    const source = REPLACED_TAGS.reduce((text, pattern) => text.replace(pattern, ''), html);
    const title = /<title>[\s\S]*?<\/title>/i.exec(source);
    const headEnd = source.search(/<\/head>/i);
    const at = title ? title.index : headEnd >= 0 ? headEnd : 0;
    const end = title ? title.index + title[0].length : at;
    this.before = source.slice(0, at);
    this.after = source.slice(end);
    this.indent = `\n${/([ \t]*)$/.exec(this.before)?.[1] ?? ''}`;
  }

  /** The page's head tags, then `extraTags` (already safe HTML, such as preload links). */
  render(page: PageMetadata, extraTags: string[] = []): string {
    return `${this.before}${[...headTags(page), ...extraTags].join(this.indent)}${this.after}`;
  }
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/** The <head> tags of a page, every value escaped. */
export function headTags(page: PageMetadata): string[] {
  const tags = [`<title>${escapeHtml(page.title)}</title>`, meta('name', 'description', page.description)];
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (page.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}" />`);
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.headline),
    meta('property', 'og:description', page.description),
  );
  if (page.canonicalUrl) tags.push(meta('property', 'og:url', page.canonicalUrl));
  if (page.image) tags.push(meta('property', 'og:image', page.image));
  if (page.publishedTime) tags.push(meta('property', 'article:published_time', page.publishedTime));
  if (page.modifiedTime) tags.push(meta('property', 'article:modified_time', page.modifiedTime));
  tags.push(
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.headline),
    meta('name', 'twitter:description', page.description),
  );
  if (page.image) tags.push(meta('name', 'twitter:image', page.image));
  for (const item of page.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(item)}</script>`);
  if (page.leadImage) {
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(page.leadImage)}" fetchpriority="high" />`);
  }
  return tags;
}
