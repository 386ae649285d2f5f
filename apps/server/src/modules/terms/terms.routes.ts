import { TermsOfSaleResponse, TermsVersionParams } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { CacheTag } from '../../lib/cache-tags.js';
import { cacheKey } from '../../plugins/public-answers.js';
import { publicRead } from '../../plugins/public-read.js';
import { currentTermsOfSale, getTermsOfSaleVersion, toTermsAnswer } from './terms.service.js';

/** The terms of sale: the version in force, and every version published, by its number. Public. */
export async function termsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  publicRead(app, '/api/terms-of-sale', {
    docs: {
      tags: ['terms'],
      summary: 'The terms of sale in force (published as a new version when their text changes), in both languages',
    },
    answer: TermsOfSaleResponse,
    // Written from the settings (and the server's own rules, which change only with a release).
    cacheTags: [CacheTag.settings],
    key: () => cacheKey('terms-of-sale', {}),
    load: async () => toTermsAnswer(await currentTermsOfSale(ctx)),
  });

  publicRead(app, '/api/terms-of-sale/:version', {
    docs: { tags: ['terms'], summary: 'One published version of the terms of sale, as buyers read and accepted it' },
    params: TermsVersionParams,
    answer: TermsOfSaleResponse,
    // A published version never changes.
    cacheTags: [],
    key: ({ params }) => cacheKey('terms-of-sale', params),
    load: async ({ params }) => toTermsAnswer(await getTermsOfSaleVersion(ctx, params.version)),
  });
}
