import { SubscribeBody, SuccessResponse, TokenBody, TokenParams, UnsubscribeInfoResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.js';
import {
  confirmSubscription,
  getUnsubscribeInfo,
  subscribe,
  unsubscribe,
  unsubscribePageUrl,
} from './newsletter.service.js';

const success = { message: 'Success' as const };
const tokenRateLimit = { max: 30, timeWindow: '15 minutes' };

export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // The original client sends the session token (or "Bearer null") here: it is never read.
  app.post('/api/subscribe/', {
    schema: {
      tags: ['newsletter'],
      summary: 'Subscribe (double opt-in): mails a confirmation link; the same answer for any address',
      body: SubscribeBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    handler: async (request) => {
      await subscribe(ctx, request.body, requestLanguage(request));
      return success;
    },
  });

  app.post('/api/newsletter/confirm', {
    schema: {
      tags: ['newsletter'],
      summary: 'Confirm a subscription with the link token (idempotent)',
      body: TokenBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: tokenRateLimit },
    handler: async (request) => {
      await confirmSubscription(ctx, request.body.token);
      return success;
    },
  });

  app.get('/api/newsletter/unsubscribe/:token', {
    schema: {
      tags: ['newsletter'],
      summary: 'The masked address behind an unsubscribe link; a browser is sent to the unsubscribe page',
      params: TokenParams,
      response: { 200: UnsubscribeInfoResponse },
    },
    config: { rateLimit: tokenRateLimit },
    handler: async (request, reply) => {
      // Mail clients without one-click support open the List-Unsubscribe URL in a browser. The token's
      // pattern already keeps line breaks out of the Location header; encoding it keeps it that way.
      if (request.headers.accept?.includes('text/html')) {
        return reply.redirect(unsubscribePageUrl(ctx.config.publicUrl, encodeURIComponent(request.params.token)), 303);
      }
      return { message: 'Success' as const, ...(await getUnsubscribeInfo(ctx, request.params.token)) };
    },
  });

  app.post('/api/newsletter/unsubscribe', {
    schema: {
      tags: ['newsletter'],
      summary: 'Unsubscribe with the link token (idempotent)',
      body: TokenBody,
      response: { 200: SuccessResponse },
    },
    config: { rateLimit: tokenRateLimit },
    handler: async (request) => {
      await unsubscribe(ctx, request.body.token);
      return success;
    },
  });

  await app.register(oneClickUnsubscribeRoute);
}

/**
 * RFC 8058 one-click: the mail provider POSTs `List-Unsubscribe=One-Click` as a form. The token
 * in the URL is the whole authorization, so the body is accepted in any form and not checked.
 * No per-address limit: large providers send every user's click from a few addresses.
 */
async function oneClickUnsubscribeRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
    }
  }

  app.post('/api/newsletter/unsubscribe/:token', {
    schema: {
      tags: ['newsletter'],
      summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)',
      params: TokenParams,
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await unsubscribe(app.ctx, request.params.token);
      return success;
    },
  });
}
