import { escapeHtml, jsonForScript } from './markup.js';
import type { PageMetadata } from './page-metadata.js';
import { SITE_NAME } from './site-routes.js';

// Tags the page renderer writes itself: the built index.html's defaults are dropped so none is doubled.
const REPLACED_TAGS = [
  /[ \t]*<meta\s+name=["'](?:description|robots|twitter:[\w:]+)["'][^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s+property=["'](?:og|article):[\w:]+["'][^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<link\s+rel=["']canonical["'][^>]*>[ \t]*\r?\n?/gi,
];

/** What a page's document carries beyond its head: the language it is in and, when rendered, its body. */
export interface PageBody {
  language: 'it' | 'en';
  /** Already safe HTML: the preload and style links of the page's route. */
  extraTags?: string[];
  /** The app's markup for its root element and the script element of its state, when the server rendered it. */
  rendered?: { html: string; stateScript: string };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The built index.html, cut once at start-up around its `lang` value, its <title> and its empty root
 * element: each page's head tags take the title's place and its rendered markup fills the root, so a
 * page is a few string joins.
 */
export class PageTemplate {
  /** The document's text between the places a page fills: language, head tags, root element. */
  private readonly parts: [beforeLang: string, beforeHead: string, beforeRoot: string, afterRoot: string];
  private readonly indent: string;
  private readonly has: { lang: boolean; root: boolean };

  constructor(html: string) {
    const source = REPLACED_TAGS.reduce((text, pattern) => text.replace(pattern, ''), html);
    const lang = /^([\s\S]*?<html\b[^>]*?\blang=")[^"]*/i.exec(source);
    const langAt = lang?.[1]?.length ?? 0;
    const langEnd = lang ? lang[0].length : 0;
    const title = /<title>[\s\S]*?<\/title>/i.exec(source);
    const headEnd = source.search(/<\/head>/i);
    const headAt = title ? title.index : headEnd >= 0 ? headEnd : langEnd;
    const headEndAt = title ? title.index + title[0].length : headAt;
    const root = source.indexOf(ROOT_ELEMENT, headEndAt);
    const rootAt = root >= 0 ? root : source.length;
    this.parts = [
      source.slice(0, langAt),
      source.slice(langEnd, headAt),
      source.slice(headEndAt, rootAt),
      root >= 0 ? source.slice(root + ROOT_ELEMENT.length) : '',
    ];
    this.indent = `\n${/([ \t]*)$/.exec(source.slice(0, headAt))?.[1] ?? ''}`;
    this.has = { lang: lang !== null, root: root >= 0 };
  }

  /** The page's document: its head tags, then `extraTags`, and its rendered markup in the root element. */
  render(page: PageMetadata, body: PageBody = { language: 'it' }): string {
    const [beforeLang, beforeHead, beforeRoot, afterRoot] = this.parts;
    const head = [...headTags(page), ...(body.extraTags ?? [])].join(this.indent);
    const language = this.has.lang ? body.language : '';
    const root = !this.has.root
      ? ''
      : body.rendered
        ? `<div id="root">${body.rendered.html}</div>${body.rendered.stateScript}`
        : ROOT_ELEMENT;
    return `${beforeLang}${language}${beforeHead}${head}${beforeRoot}${root}${afterRoot}`;
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
