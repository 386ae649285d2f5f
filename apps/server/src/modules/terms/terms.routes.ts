import { TermsOfSaleResponse, TermsVersionParams } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CacheTag } from '../../lib/cache-tags.js';
import { cacheKey, publicJson } from '../../plugins/public-answers.js';
import { currentTermsOfSale, getTermsOfSaleVersion, toTermsAnswer } from './terms.service.js';

/** The terms of sale: the version in force, and every version published, by its number. Public. */
export async function termsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get('/api/terms-of-sale', {
    schema: {
      tags: ['terms'],
      summary: 'The terms of sale in force (published as a new version when their text changes), in both languages',
      response: { 200: TermsOfSaleResponse },
    },
    handler: (_request, reply) =>
      reply.sendPublic({
        // Written from the settings (and the server's own rules, which change only with a release).
        tags: [CacheTag.settings],
        key: cacheKey('terms-of-sale', {}),
        load: publicJson(TermsOfSaleResponse, async () => toTermsAnswer(await currentTermsOfSale(ctx))),
      }),
  });

  app.get('/api/terms-of-sale/:version', {
    schema: {
      tags: ['terms'],
      summary: 'One published version of the terms of sale, as buyers read and accepted it',
      params: TermsVersionParams,
      response: { 200: TermsOfSaleResponse },
    },
    handler: (request, reply) =>
      reply.sendPublic({
        // A published version never changes.
        tags: [],
        key: cacheKey('terms-of-sale', request.params),
        load: publicJson(TermsOfSaleResponse, async () =>
          toTermsAnswer(await getTermsOfSaleVersion(ctx, request.params.version)),
        ),
      }),
  });
}
