import { HexColor, PageUrl } from '@cammini/contract';

/**
 * Page data is applied to inline styles and links only after these checks, even though the server
 * validates on save: a page saved by an older builder, or a hand-edited row, must not inject CSS
 * or script. The builder's live preview passes unsaved input through the same checks.
 */

/** A #rgb or #rrggbb colour, or the fallback. */
export function safeColor(value: unknown, fallback: string): string {
  const parsed = HexColor.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** A site path or an http(s) URL, or null. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parsed = PageUrl.safeParse(value);
  if (!parsed.success) return null;
  // Browsers read "\" as "/" in a path: "/\evil.example" would leave the site.
  if (parsed.data.includes('\\')) return null;
  return parsed.data;
}

/** The usable addresses of a list, in order. */
export const safeUrls = (values: readonly unknown[]): string[] =>
  values.map(safeUrl).filter((url): url is string => url !== null);

/**
 * A picture or video source: what safeUrl accepts, or a blob: address made by this page. The
 * builder's preview shows files before they are uploaded that way; a blob: address names only
 * something this document created, so a stored one shows nothing, and it is never used as a link.
 */
export function safeMediaUrl(value: unknown): string | null {
  if (typeof value === 'string' && typeof window !== 'undefined' && value.startsWith(`blob:${window.location.origin}/`))
    return value;
  return safeUrl(value);
}

export const safeMediaUrls = (values: readonly unknown[]): string[] =>
  values.map(safeMediaUrl).filter((url): url is string => url !== null);

/** True for an address on another site: it opens in a new tab. */
export const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** Trimmed text, or nothing when it is empty. */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
