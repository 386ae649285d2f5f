/**
 * Request logs never hold a secret of a link: the tokens of reset, verification, newsletter and
 * unsubscribe links, and signed video addresses. Logs are read by more people, and kept longer, than
 * the mailboxes those links were sent to.
 */

export const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a token, lower case: the API's and the web pages' (the router matches
 * pages case-insensitively, so `/RecoveryPassword/…` is the same page).
 */
const TOKEN_PATH_PREFIXES = [
  '/api/check-reset-token/',
  '/api/newsletter/unsubscribe/',
  '/recoverypassword/',
  '/verificaregistrazione/',
  '/newsletter/conferma/',
  '/newsletter/disiscrizione/',
];

/** Query parameters that carry a secret, lower case. */
const SECRET_QUERY_KEYS = new Set(['token', 'access_token', 'signature', 'sig']);

function redactPath(path: string): string {
  const lower = path.toLowerCase();
  for (const prefix of TOKEN_PATH_PREFIXES) {
    const at = lower.indexOf(prefix);
    if (at === -1) continue;
    const start = at + prefix.length;
    const end = path.indexOf('/', start);
    return `${path.slice(0, start)}${REDACTED}${end === -1 ? '' : redactPath(path.slice(end))}`;
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [rawKey = '', ...rest] = pair.split('=');
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // A malformed key is kept as written; it cannot be one of ours decoded.
      }
      return rest.length > 0 && SECRET_QUERY_KEYS.has(key.trim().toLowerCase()) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
}

/** A request URL (path and query) as it may be logged. */
export function redactUrl(url: string): string {
  if (typeof url !== 'string') return url;
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const path = question === -1 ? withoutHash : withoutHash.slice(0, question);
  const query = question === -1 ? undefined : withoutHash.slice(question + 1);
  return `${redactPath(path)}${query === undefined ? '' : `?${redactQuery(query)}`}`;
}

/** The same, for any text that may quote a URL (an error message naming the address it refused). */
export function redactText(text: string): string {
  if (typeof text !== 'string') return text;
  // Every token sits after a slash or an equals sign: most messages have neither and are kept whole.
  if (!text.includes('/') && !text.includes('=')) return text;
  let out = text;
  const lower = text.toLowerCase();
  if (TOKEN_PATH_PREFIXES.some((prefix) => lower.includes(prefix))) {
    // Everything up to the next character that cannot be part of a token's segment in a message.
    for (const prefix of TOKEN_PATH_PREFIXES) {
      const pattern = new RegExp(`(${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')})[^\\s/?#'"]+`, 'gi');
      out = out.replace(pattern, `$1${REDACTED}`);
    }
  }
  return out.replace(/([?&](?:token|access_token|signature|sig)=)[^&\s#'"]+/gi, `$1${REDACTED}`);
}

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number } | null;
}

/** Fastify's `req` log serializer, with the URL redacted (the rest as Fastify's own one writes it). */
export function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino's `hooks.logMethod`: every text of a log line (its message, and the strings given beside it)
 * goes through redactText, so an error that quotes the address it refused quotes no token either.
 */
export function redactLogArguments<T>(this: T, args: unknown[], method: (...args: unknown[]) => void): void {
  method.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
  );
}
