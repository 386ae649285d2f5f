/** A request's address as the site reads a page's: the path in its one spelling, its segments and its query. */
export interface PageAddress {
  /**
   * The path spelled one way: dot segments resolved, empty segments dropped, each segment percent-encoded
   * as `encodeURIComponent` encodes it (how titles are written into addresses). It is `/` or `/` and a
   * segment, never `//`: a same-site path wherever it is sent, a `Location` header included.
   */
  path: string;
  /** The path's segments, decoded. */
  segments: string[];
  /** The query string with its `?` (or nothing), with what a header may not carry percent-encoded. */
  query: string;
}

// Only the path and the query are read from it: the host is never the request's.
const BASE = 'http://site.invalid';

/**
 * Reads a request URL as a page's address; nothing when a segment's percent-encoding is broken. Spellings
 * that name the same path in URL syntax are one address: a fragment (never the server's business), `%66aq`
 * for `faq`, lower-case hex, `/./faq`, `/blog/../faq`, `\`, doubled and trailing slashes. Spellings that
 * differ in text (`/FAQ`, a title with spaces for hyphens) are other addresses: the page decides whether
 * they name it (see page-metadata.ts).
 */
export function readPageAddress(url: string): PageAddress | undefined {
  // A target in absolute form (`GET http://host/faq`, as sent to proxies) names its path after the host.
  const target = url.replace(/^https?:\/\/[^/?#]*/i, '');
  const withoutFragment = target.split('#', 1)[0] ?? '';
  const queryAt = withoutFragment.indexOf('?');
  const rawPath = queryAt >= 0 ? withoutFragment.slice(0, queryAt) : withoutFragment;
  const rawQuery = queryAt >= 0 ? withoutFragment.slice(queryAt) : '';
  // The origin is put before the path as text, so a path starting with `//` or `\\` stays a path instead
  // of naming a host; the URL parser then resolves dot segments (`%2e` too) and reads `\` as `/`, as
  // browsers do.
  const parsed = new URL(`${BASE}/${rawPath.replace(/^[/\\]+/, '')}`);
  let segments: string[];
  try {
    segments = parsed.pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  return {
    path: pathOf(segments),
    segments,
    query: rawQuery === '' ? '' : new URL(`${BASE}/${rawQuery}`).search,
  };
}

/** The one spelling of a path made of these (decoded) segments. */
export const pathOf = (segments: readonly string[]) =>
  `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
