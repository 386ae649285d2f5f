import type { IncomingHttpHeaders } from 'node:http';
import type { Language } from '@cammini/contract';

// The web app keeps the visitor's choice in a cookie of this name as well as in local storage.
const LANGUAGE_COOKIE = /(?:^|;)\s*language=(it|en)\s*(?:;|$)/;

/** The language a page is rendered in: the visitor's saved choice, else Italian. */
export function pageLanguage(request: { headers: IncomingHttpHeaders }): Language {
  const cookie = request.headers.cookie;
  return cookie ? ((LANGUAGE_COOKIE.exec(cookie)?.[1] as Language | undefined) ?? 'it') : 'it';
}
