import sanitizeHtml from 'sanitize-html';

/**
 * Rich content written by admins (articles, course descriptions, newsletters) is cleaned on every
 * write: only formatting tags survive, links and images keep safe schemes, and no attribute can
 * carry script. The browser cleans it once more before rendering.
 */
export const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-align'],
    p: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    // A link that opens elsewhere opens a new tab without a handle on this page: any target (a
    // named window, or `_BLANK`, which browsers read as `_blank`) becomes `_blank`, always with
    // rel="noopener noreferrer". Newsletters are cleaned by these rules alone; no browser cleans them again.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions).trim();
}

/**
 * Rich content as a page shows it, for pages the server renders: the rules of the browser's own pass
 * (apps/web/src/features/articles/components/article-content.tsx), since the browser keeps the server's
 * markup as it hydrates: no style attributes, pictures load lazily, links to other sites open a new tab
 * without a handle on this page.
 */
const pageOptions: sanitizeHtml.IOptions = {
  ...richTextOptions,
  allowedAttributes: {
    ...richTextOptions.allowedAttributes,
    img: ['src', 'alt', 'title', 'width', 'height', 'data-align', 'loading', 'decoding'],
    p: [],
    h2: [],
    h3: [],
    h4: [],
  },
  allowedStyles: {},
  transformTags: {
    ...richTextOptions.transformTags,
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target || /^https?:\/\//i.test(attribs.href ?? '')
          ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
          : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

export function sanitizeForPage(html: string): string {
  return sanitizeHtml(html, pageOptions);
}

/** Plain text of rich content, for e-mail text parts and descriptions. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
