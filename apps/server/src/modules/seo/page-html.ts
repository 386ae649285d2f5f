import { escapeHtml, jsonForScript } from './markup.js';
import type { PageMetadata } from './page-metadata.js';
import { APP_SCRIPTS_ID, START_AFTER_PAINT_SCRIPT } from './start-after-paint.js';

// Tags the page renderer writes itself: the built index.html's defaults are dropped so none is doubled.
const REPLACED_TAGS = [
  /[ \t]*<meta\s+name=["'](?:description|robots|twitter:[\w:]+)["'][^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s+property=["'](?:og|article):[\w:]+["'][^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<link\s+rel=["']canonical["'][^>]*>[ \t]*\r?\n?/gi,
];

/** What a page's document carries beyond its head tags: its language, route tags and rendered body. */
export interface PageBody {
  language: 'it' | 'en';
  /** Already safe HTML, put last in the head: the module preloads and style sheets of the page's route. */
  routeTags?: string[];
  /**
   * The app's markup for its root element and the script element of its state, when the server rendered
   * it, with the document title the page sets in its language (it replaces the metadata's).
   */
  rendered?: { html: string; stateScript: string; title?: string };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The app's script tags in the built document and a route's tags: its entry and the modules it preloads. */
const APP_SCRIPT_TAG = /[ \t]*<(?:script type="module"[^>]*>\s*<\/script|link rel="modulepreload"[^>]*)>[ \t]*\r?\n?/g;

/**
 * A drawn page's script tags, taken out of the text that held them and asked for with low priority: they
 * wait in a <template> until the page has been painted (start-after-paint.ts), and then still leave the
 * connection to the lead picture and fonts.
 */
function takeAppScripts(html: string, into: string[]): string {
  return html.replace(APP_SCRIPT_TAG, (tag) => {
    into.push(tag.trim().replace(/\s*\/?>(?=(?:<\/script>)?$)/, ' fetchpriority="low"$&'));
    return '';
  });
}

const appScriptsTemplate = (tags: readonly string[]) =>
  `<template id="${APP_SCRIPTS_ID}">${tags.join('')}</template><script>${START_AFTER_PAINT_SCRIPT}</script>`;

type SlotName = 'lang' | 'head' | 'routeTags' | 'root';

/** A place a page fills in the built document: the text from `at` to `end` is replaced. */
interface Slot {
  name: SlotName;
  at: number;
  end: number;
}

function findSlots(source: string): Slot[] {
  const slots: Slot[] = [];
  const lang = /<html\b[^>]*?\blang="([^"]*)"/i.exec(source);
  if (lang) {
    const at = lang.index + lang[0].length - 1 - (lang[1]?.length ?? 0);
    slots.push({ name: 'lang', at, end: at + (lang[1]?.length ?? 0) });
  }
  const title = /<title>[\s\S]*?<\/title>/i.exec(source);
  const headEnd = source.search(/<\/head>/i);
  if (title) slots.push({ name: 'head', at: title.index, end: title.index + title[0].length });
  if (headEnd >= 0) {
    if (!title) slots.push({ name: 'head', at: headEnd, end: headEnd });
    slots.push({ name: 'routeTags', at: headEnd, end: headEnd });
  }
  const root = source.indexOf(ROOT_ELEMENT);
  if (root >= 0) slots.push({ name: 'root', at: root, end: root + ROOT_ELEMENT.length });
  // Stable: where the head tags and the route tags share a place (no <title>), the head tags come first.
  return slots.sort((a, b) => a.at - b.at);
}

/**
 * The built index.html, cut once at start-up around the places a page fills: the `lang` value, the
 * <title> (the page's head tags take its place), the end of the head (its route's preloads and style
 * sheets, after the app's own) and the empty root element (the rendered page), so a page is a few
 * string joins.
 */
export class PageTemplate {
  private readonly texts: string[];
  private readonly drawnTexts: string[];
  /** The built document's own script tags, which a drawn page moves into its template. */
  private readonly builtScripts: string[] = [];
  private readonly slots: SlotName[];
  private readonly indent: string;

  constructor(html: string) {
    const source = REPLACED_TAGS.reduce((text, pattern) => text.replace(pattern, ''), html);
    const slots = findSlots(source);
    this.slots = slots.map((slot) => slot.name);
    this.texts = [];
    let from = 0;
    for (const slot of slots) {
      this.texts.push(source.slice(from, slot.at));
      from = slot.end;
    }
    this.texts.push(source.slice(from));
    this.drawnTexts = this.texts.map((text) => takeAppScripts(text, this.builtScripts));
    const headAt = slots.find((slot) => slot.name === 'head')?.at ?? 0;
    this.indent = `\n${/([ \t]*)$/.exec(source.slice(0, headAt))?.[1] ?? ''}`;
  }

  /** The page's document: its language, head tags, route tags and, when rendered, its markup. */
  render(page: PageMetadata, body: PageBody = { language: 'it' }): string {
    const drawn = body.rendered !== undefined;
    const texts = drawn ? this.drawnTexts : this.texts;
    const scripts = [...this.builtScripts];
    const routeTags = drawn ? body.routeTags?.map((tag) => takeAppScripts(tag, scripts)) : body.routeTags;
    const fill: Record<SlotName, () => string> = {
      lang: () => body.language,
      head: () => headTags({ ...page, title: body.rendered?.title ?? page.title }, body.language).join(this.indent),
      routeTags: () =>
        routeTags
          ?.filter((tag) => tag !== '')
          .map((tag) => `  ${tag}${this.indent.slice(0, -2)}`)
          .join('') ?? '',
      root: () =>
        body.rendered
          ? `<div id="root">${body.rendered.html}</div>${body.rendered.stateScript}${appScriptsTemplate(scripts)}`
          : ROOT_ELEMENT,
    };
    let html = texts[0] ?? '';
    this.slots.forEach((slot, index) => {
      html += fill[slot]() + (texts[index + 1] ?? '');
    });
    return html;
  }
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

const OG_LOCALES = { it: 'it_IT', en: 'en_GB' } as const;

/** The <head> tags of a page in a language, every value escaped. */
export function headTags(page: PageMetadata, language: 'it' | 'en' = 'it'): string[] {
  const tags = [`<title>${escapeHtml(page.title)}</title>`, meta('name', 'description', page.description)];
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (page.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}" />`);
  tags.push(
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:locale', OG_LOCALES[language]),
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
