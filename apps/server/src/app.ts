import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { startBackgroundJobs } from './background-jobs.js';
import { type Config, storageOptions, trustProxyOption } from './config.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { AfterAnswer } from './lib/after-answer.js';
import { clientAddressReader } from './lib/client-address.js';
import { type Clock, systemClock } from './lib/clock.js';
import { databaseLimiters, memoryLimiters } from './lib/limiters.js';
import { standardOutputLog } from './lib/log-destination.js';
import { redactLogArguments, serializeRequest } from './lib/log-redaction.js';
import { PublicCache } from './lib/public-cache.js';
import { OneLinePerRequest, requestIdOf } from './lib/request-log.js';
import {
  fastifyTimeoutOptions,
  SERVER_TIMEOUTS,
  type ServerTimeouts,
  watchRequestBody,
} from './lib/server-timeouts.js';
import { SharedCacheInvalidation } from './lib/shared-cache-invalidation.js';
import { DEFAULT_FORM_LIMITS } from './lib/uploads/multipart-form.js';
import { openMediaStorage } from './lib/uploads/open-media-storage.js';
import { accountDataModule } from './modules/account-data/account-data.plugin.js';
import { accountsModule } from './modules/accounts/accounts.plugin.js';
import { findActiveSession } from './modules/accounts/sessions.service.js';
import { bankingModule } from './modules/banking/banking.plugin.js';
import { getBankingSummary } from './modules/banking/banking-summary.service.js';
import { captionsModule } from './modules/captions/captions.plugin.js';
import { catalogueModule } from './modules/catalogue/catalogue.plugin.js';
import { trailerCaptionKind } from './modules/catalogue/courses/trailer-captions.service.js';
import { contactModule } from './modules/contact/contact.plugin.js';
import { customersModule } from './modules/customers/customers.plugin.js';
import { dashboardModule } from './modules/dashboard/dashboard.plugin.js';
import { geoModule } from './modules/geo/geo.plugin.js';
import { healthModule } from './modules/health/health.plugin.js';
import { landingPagesModule } from './modules/landing-pages/landing-pages.plugin.js';
import { landingVideoCaptionKind } from './modules/landing-pages/landing-video-captions.service.js';
import { learningModule } from './modules/learning/learning.plugin.js';
import { courseVideoCaptionKind, lessonCaptionKind } from './modules/learning/video-captions.service.js';
import { createMailTransport, type MailSending, type MailTransport } from './modules/mail/mail.service.js';
import { mediaModule } from './modules/media/media.plugin.js';
import { newsletterModule } from './modules/newsletter/newsletter.plugin.js';
import { ordersModule } from './modules/orders/orders.plugin.js';
import { reconcileRefunds } from './modules/orders/refunds/refund-reconciliation.service.js';
import { createPaymentProvider } from './modules/payments/payments.service.js';
import { reviewsModule } from './modules/reviews/reviews.plugin.js';
import { pageLanguage, START_AFTER_PAINT_HASH, seoModule } from './modules/seo/seo.plugin.js';
import { settingsModule } from './modules/settings/settings.plugin.js';
import { termsModule } from './modules/terms/terms.plugin.js';
import { withdrawalReviewModule } from './modules/withdrawal-review/withdrawal-review.plugin.js';
import apiDocs from './plugins/api-docs.js';
import auth from './plugins/auth.js';
import compression from './plugins/compression.js';
import errors, { sendError } from './plugins/errors.js';
import publicAnswers from './plugins/public-answers.js';
import security from './plugins/security.js';
import web from './plugins/web.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailTransport?: MailTransport;
  /**
   * The job queue's workers (mail sending, retention, the embedded database's upkeep) run in the
   * server, not in most tests: without them messages stay in the outbox, unsent.
   */
  startWorkers?: boolean;
  /** Schedules checked, and their jobs looked for, every so many seconds: for tests. */
  jobQueue?: { cronIntervalSeconds?: number };
  /** Shorter timeouts for the tests that stall a real socket; the server always runs SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
  /** Where log lines go (standard output by default); tests read them here. */
  logStream?: { write(line: string): void };
  /** Work routes do after answering; tests may pass one that holds it back. */
  afterAnswer?: AfterAnswer;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
    /** Public read answers; services invalidate the tags they touch through `ctx.publicCache`. */
    publicCache: PublicCache;
  }
}

// Small enough to bound memory, long enough to absorb bursts; writes invalidate sooner.
const PUBLIC_CACHE_MAX_ENTRIES = 500;
const PUBLIC_CACHE_MAX_AGE_MS = 30_000;

function noFastifyCompiler(): never {
  throw new Error('schemas are compiled by zod: Fastify was asked for its own compiler');
}

/** Registers plugins, then modules; never listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const trustProxy = trustProxyOption(config.TRUST_PROXY);
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // No token of a link in any log line (lib/log-redaction.ts).
            serializers: { req: serializeRequest },
            hooks: { logMethod: redactLogArguments },
            stream: options.logStream ?? standardOutputLog(),
          },
    logController: new OneLinePerRequest(config.LOG_LEVEL),
    // Slow clients cannot hold a connection: headers, body, idle and keep-alive are all bounded.
    ...fastifyTimeoutOptions(timeouts),
    genReqId: requestIdOf,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    bodyLimit: 1024 * 1024,
    // A URL the router cannot decode, or a too long parameter, answers like every other error.
    frameworkErrors: sendError,
    // Every schema is zod's, compiled by the compilers set below; Fastify's own (ajv and
    // fast-json-stringify, a tenth of the modules loaded at start) are never built.
    schemaController: { compilersFactory: { buildValidator: noFastifyCompiler, buildSerializer: noFastifyCompiler } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set as the request arrives, so errors and answers sent before routing carry it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    watchRequestBody(request.raw, reply.raw, timeouts, request.log);
    done();
  });

  const transport =
    options.mailTransport ??
    createMailTransport({
      smtpUrl: config.SMTP_URL,
      outboxDir: path.join(config.dataDir, 'outbox'),
      waitMs: config.MAIL_ATTEMPT_SECONDS * 800,
    });
  const clock = options.clock ?? systemClock;
  const publicCache = new PublicCache({
    maxEntries: PUBLIC_CACHE_MAX_ENTRIES,
    maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS,
    now: () => clock.now().getTime(),
  });
  // On PostgreSQL every instance hears every other's invalidations; the embedded database is one process.
  const cacheNotices = database.noticeChannel?.('public_cache', app.log);
  const sharedInvalidation = cacheNotices && new SharedCacheInvalidation(publicCache, cacheNotices, app.log);
  const storage = await openMediaStorage(storageOptions(config));
  // Limits count in the database shared by every instance on PostgreSQL, in memory on the embedded one.
  const limiters = database.kind === 'postgres' ? databaseLimiters(database.db) : memoryLimiters();
  // Set once the job queue has started; a nudge before that finds nothing to wake.
  let mail: MailSending | undefined;
  const ctx: AppContext = {
    db: database.db,
    config,
    clock,
    mail: { nudge: () => mail?.nudge() },
    storage,
    publicCache: sharedInvalidation ?? publicCache,
    limiters,
  };
  if (sharedInvalidation) {
    // A callback hook: reads, nearly every answer, pass without a promise.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
      sharedInvalidation.sent().then(() => done(null, payload), done);
    });
  }
  app.decorate('ctx', ctx);
  app.decorate('publicCache', publicCache);
  const afterAnswer = options.afterAnswer ?? new AfterAnswer();
  app.decorate('afterAnswer', afterAnswer);
  // One payment provider for the routes and the jobs, as PAYMENT_PROVIDER names it.
  const payments = createPaymentProvider(config, database.db, app.log);
  const jobs = options.startWorkers
    ? await startBackgroundJobs({
        config,
        database,
        clock,
        transport,
        log: app.log,
        publicCache: ctx.publicCache,
        queue: options.jobQueue,
        reconcileRefunds: () => reconcileRefunds(ctx, payments),
      })
    : undefined;
  mail = jobs?.mail;
  app.addHook('onClose', async () => {
    // A reset link asked for just before shutting down is still written to the outbox.
    await afterAnswer.settled();
    await jobs?.stop();
    await cacheNotices?.close();
    storage.close();
  });

  await app.register(errors);
  await app.register(security, {
    https: config.publicUrl.startsWith('https://'),
    sumupWidget: config.PAYMENT_PROVIDER === 'sumup',
    inlineScripts: [START_AFTER_PAINT_HASH],
    limiters: ctx.limiters,
  });
  await app.register(compression);
  await app.register(auth, { findSession: (tokenHash) => findActiveSession(database.db, tokenHash, clock.now()) });
  await app.register(apiDocs);
  await app.register(publicAnswers, {
    cache: publicCache,
    variantOf: pageLanguage,
    clientAddress: clientAddressReader(trustProxy),
  });
  // Files are streamed part by part by the routes that take them (lib/uploads/multipart-form.ts).
  // Each route passes the limits of its own form; anything else gets the small default.
  await app.register(multipart, { limits: { ...DEFAULT_FORM_LIMITS, headerPairs: 100 } });

  // One line per module; each module's plugin file is its front door.
  await app.register(healthModule);
  await app.register(accountsModule, { readBanking: getBankingSummary });
  await app.register(accountDataModule);
  await app.register(geoModule);
  await app.register(catalogueModule);
  await app.register(contactModule);
  await app.register(newsletterModule);
  await app.register(customersModule);
  await app.register(withdrawalReviewModule);
  await app.register(dashboardModule);
  await app.register(reviewsModule);
  await app.register(settingsModule);
  await app.register(termsModule);
  await app.register(landingPagesModule);
  await app.register(mediaModule);
  await app.register(ordersModule, { payments });
  await app.register(learningModule);
  await app.register(bankingModule);
  await app.register(captionsModule, {
    kinds: [lessonCaptionKind, courseVideoCaptionKind, trailerCaptionKind, landingVideoCaptionKind],
  });

  await app.register(web, {
    webDist: config.webDist,
    // On disk @fastify/static serves them; from a bucket they are streamed, or redirected to its CDN.
    uploads: config.S3_BUCKET
      ? { storage, redirectTo: config.S3_PUBLIC_URL }
      : { dir: path.join(config.dataDir, 'uploads') },
  });
  await app.register(seoModule, { webDist: config.webDist });
  return app;
}
