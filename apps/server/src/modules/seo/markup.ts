/*
 * Escaping for the three places page metadata is written into: HTML text and attributes, a
 * JSON-LD script element, and XML (the sitemap). Titles and descriptions are typed by admins,
 * so every value goes through one of these.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe both as element text and inside a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const XML_ESCAPES: Record<string, string> = { ...HTML_ESCAPES, "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">` element. `<` is written as `\u003c`, so no
 * value can close the element (`</script>`) or open a comment; JSON parsers read it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
}

/** One line of text: runs of white space (new lines included) become one space. */
export function oneLine(value: string): string {
  return value.replace(/\s+/gu, ' ').trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis: search engines show about 160. */
export function truncate(value: string, max: number): string {
  const text = oneLine(value);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}
