import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/app-error.js';
import type { Limiters } from '../lib/limiters.js';
import { limiterStore } from './rate-limit-store.js';

// SumUp's Payment Widget: its script, the frame it draws the card form in, and the calls it makes.
const SUMUP_WIDGET = {
  script: ['https://gateway.sumup.com'],
  frame: ['https://gateway.sumup.com'],
  connect: ['https://gateway.sumup.com', 'https://api.sumup.com'],
};

/**
 * The headers helmet sets with these options. They depend on nothing in the request (no nonces), so
 * they are computed once: @fastify/helmet rebuilt helmet's middleware on every request, which cost a
 * cached read a third of its time (measured by bench/, docs/performance.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Whose allowance a request spends: a logged-in caller's own (their user id, whichever of their
 * tokens they send and whatever else the header says), anyone else's address. Keying on the text
 * of the Authorization header let each variation of it (trailing junk, another of the user's
 * tokens) start a new allowance; a malformed header never gets this far (plugins/auth.ts).
 */
export async function rateLimitKey(request: FastifyRequest): Promise<string> {
  // The auth plugin decorates requests with their session; an app without it keys on addresses.
  const session = typeof request.session === 'function' ? await request.session() : null;
  return session ? `user:${session.userId}` : `address:${request.ip}`;
}

/**
 * Answers are private unless they say otherwise: every answer starts with `no-store`, which only
 * the public cache's answers, static files and the places list replace with their own caching.
 * Profiles, orders, withdrawals, documents and tokens must never sit in a shared or disk cache.
 */
const PRIVATE_BY_DEFAULT = { 'cache-control': 'no-store' };

/**
 * JSON is data, never a page: opened directly in a browser it must load, run and frame nothing.
 * The page policy (scripts, styles, the payment widget) is 400 bytes that every API answer carried
 * for nothing; this one is stricter and a tenth as long.
 */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\b/i;
const isJson = (contentType: unknown) => typeof contentType === 'string' && JSON_TYPE.test(contentType);

/**
 * Helmet's headers that protect any answer, JSON included: no type sniffing, no framing, no reading by
 * other sites, HTTPS only. The rest (referrer, opener and agent-cluster policies, prefetching, old
 * browsers' XSS filter and download prompt, Flash's cross-domain policy) concern documents a browser
 * shows; a JSON answer is shown as text, and carries them for nothing (about 220 bytes and seven header
 * lines on every API call).
 */
const FOR_EVERY_ANSWER = new Set([
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

function splitByAnswer(headers: Record<string, string>) {
  const everyAnswer: Record<string, string> = {};
  const documentsOnly: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    (FOR_EVERY_ANSWER.has(name) ? everyAnswer : documentsOnly)[name] = value;
  }
  return { everyAnswer, documentsOnly };
}

export interface SecurityOptions {
  https: boolean;
  sumupWidget?: boolean;
  /** Hashes (`'sha256-…'`) of the only inline scripts pages may run. */
  inlineScripts?: string[];
  /** Where the rate limits count: in memory, or in the database shared by every instance. */
  limiters: Limiters;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The headers an answer of this content type carries, computed once: JSON gets the data policy,
     * everything else the page policy (answers sent before routing add them too).
     */
    securityHeadersFor(contentType: string): Readonly<Record<string, string>>;
  }
}

export default fp(async function security(app: FastifyInstance, options: SecurityOptions) {
  const widget = options.sumupWidget ? SUMUP_WIDGET : { script: [], frame: [], connect: [] };
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? []), ...widget.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Landing pages may show pictures and videos the admin links from other https sites.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...widget.connect],
        frameSrc: ["'self'", ...widget.frame],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const { 'content-security-policy': pagePolicy = '', ...helmetHeaders } = headers;
  const { everyAnswer, documentsOnly } = splitByAnswer(helmetHeaders);
  // What an answer adds by its type, unless its route set the header itself.
  const byType = {
    data: { 'content-security-policy': DATA_POLICY },
    page: { ...documentsOnly, 'content-security-policy': pagePolicy },
  };
  const forData = { ...everyAnswer, ...byType.data };
  const forPages = { ...everyAnswer, ...byType.page };
  const toAdd = { data: Object.entries(byType.data), page: Object.entries(byType.page) };
  app.decorate('securityHeadersFor', (contentType: string) => (isJson(contentType) ? forData : forPages));
  // On every answer, 404s and errors included, as early as the router knows the request.
  const defaults = { ...everyAnswer, ...PRIVATE_BY_DEFAULT };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(defaults);
    done();
  });
  // What depends on the answer's type, once it is known; a callback hook, so no answer waits on a promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of isJson(reply.getHeader('content-type')) ? toAdd.data : toAdd.page) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });

  // Limits are set per route (login, registration, resets, forms), counted where the limiters count.
  await app.register(rateLimit, {
    global: false,
    store: limiterStore(options.limiters),
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Troppe richieste: riprova tra ${Math.ceil(context.ttl / 1000)} secondi`),
  });
});
