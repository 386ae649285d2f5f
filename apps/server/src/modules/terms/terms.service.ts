import type { CreateCheckoutBody, SiteSettings, TermsContent } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { getSettings } from '../settings/settings.service.js';
import { findTermsVersion, findTermsVersionByHash, insertNextTermsVersion } from './terms.repository.js';
import { buildTermsContent, termsContentHash } from './terms-document.js';
import { termsFactsOf } from './terms-facts.js';

/** A published version of the terms of sale. */
export interface PublishedTerms {
  version: number;
  publishedAt: Date;
  content: TermsContent;
}

type TermsContext = Pick<AppContext, 'db' | 'clock'>;

/**
 * The text the settings give, kept beside the settings object it was written from: the settings are
 * read from a short-lived cache (settings.service.ts), so while they are unchanged the text is written
 * and hashed once.
 */
const drafts = new WeakMap<SiteSettings, { content: TermsContent; hash: string }>();

function draftOf(settings: SiteSettings) {
  const known = drafts.get(settings);
  if (known) return known;
  const content = buildTermsContent(termsFactsOf(settings));
  const draft = { content, hash: termsContentHash(content) };
  drafts.set(settings, draft);
  return draft;
}

/** Two instances publishing different texts at once may both lose a round to the other; a few rounds settle it. */
const PUBLISH_ATTEMPTS = 5;

/**
 * The terms in force: the text written now from the settings and the rules, published as a new version
 * (the last one's number plus one) the first time it is seen. Content-addressed: a text already
 * published, even long ago, keeps its version. Concurrent publications, on any instance, give one
 * version: the unique hash and number refuse the second insert, which reads the first.
 */
export async function currentTermsOfSale(ctx: TermsContext): Promise<PublishedTerms> {
  const { content, hash } = draftOf(await getSettings(ctx));
  for (let attempt = 0; attempt < PUBLISH_ATTEMPTS; attempt++) {
    const published = await findTermsVersionByHash(ctx.db, hash);
    if (published) return { ...published, content };
    await insertNextTermsVersion(ctx.db, { contentHash: hash, content, publishedAt: ctx.clock.now() });
  }
  throw new Error('the terms of sale could not be published');
}

/** GET /api/terms-of-sale/{version}: a version as it was published. */
export async function getTermsOfSaleVersion(ctx: Pick<AppContext, 'db'>, version: number): Promise<PublishedTerms> {
  const row = await findTermsVersion(ctx.db, version);
  if (!row) throw notFound('Versione delle condizioni di vendita non trovata');
  return { version: row.version, publishedAt: row.publishedAt, content: row.content as TermsContent };
}

export const toTermsAnswer = (terms: PublishedTerms) => ({
  terms: { version: terms.version, publishedAt: terms.publishedAt.toISOString(), content: terms.content },
});

/** What a checkout records of the buyer's acceptance: the version in force and the moment. */
export interface TermsAcceptance {
  version: number;
  acceptedAt: Date;
}

/**
 * A checkout goes on only once the buyer accepted the terms of sale (400 TERMS_NOT_ACCEPTED), and only
 * for the version the payment page showed, when it says which (409 TERMS_CHANGED: a newer one is in
 * force). Checked before anything is stored or charged.
 */
export async function acceptTermsOfSale(
  ctx: TermsContext,
  input: Pick<z.output<typeof CreateCheckoutBody>, 'termsAccepted' | 'termsVersion'>,
): Promise<TermsAcceptance> {
  if (input.termsAccepted !== true) {
    throw new AppError(
      'TERMS_NOT_ACCEPTED',
      'Per procedere al pagamento devi leggere e accettare le condizioni di vendita.',
    );
  }
  const { version } = await currentTermsOfSale(ctx);
  if (input.termsVersion !== undefined && input.termsVersion !== version) {
    throw new AppError(
      'TERMS_CHANGED',
      'Le condizioni di vendita sono cambiate da quando hai aperto la pagina: rileggile e accettale di nuovo.',
    );
  }
  return { version, acceptedAt: ctx.clock.now() };
}
