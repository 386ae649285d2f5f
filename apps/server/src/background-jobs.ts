import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { EMBEDDED_UPKEEP_SCHEDULE, vacuumEmbeddedDatabase } from './db/embedded-maintenance.js';
import { type JobQueueOptions, openJobQueue, scheduleJob } from './db/job-queue.js';
import { CacheTag, type PublicCacheInvalidation } from './lib/cache-tags.js';
import type { Clock } from './lib/clock.js';
import { type MailSending, type MailTransport, startMailSending } from './modules/mail/mail.service.js';
import { sendCourseReminders } from './modules/orders/seats/course-reminders.service.js';
import { runSeatUpkeep } from './modules/orders/seats/waitlist.service.js';
import { runRetention } from './modules/retention/retention.service.js';

/** Every minute: seats whose checkout hold or waiting-list offer lapsed go to the next in line, or back on sale. */
const SEAT_HOLDS_SCHEDULE = '* * * * *';
/**
 * Midnight in Rome, at 22:00 or 23:00 UTC by the season (running at both is harmless): courses that
 * begin today leave the lists, so the public answers built from yesterday's are dropped.
 */
const COURSE_DAY_SCHEDULE = '0 22,23 * * *';
/** Every five minutes: refunds left half-done by a stopped process are settled from the provider's records. */
const REFUND_RECONCILIATION_SCHEDULE = '*/5 * * * *';

export interface BackgroundJobs {
  mail: MailSending;
  /** Lets the handlers under way finish (an SMTP answer is awaited), then closes the transport. */
  stop(): Promise<void>;
}

/**
 * Everything the server does in the background goes through one job queue on its own database:
 * mail sending, the daily retention, seat holds, the course day, the course reminders and the refund
 * reconciliation, and on the
 * embedded database its upkeep.
 */
export async function startBackgroundJobs(options: {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Jobs that change what the public sees drop the cached answers (on every instance). */
  publicCache: PublicCacheInvalidation;
  /** Settles refunds whose provider answer was lost (refund-reconciliation.service.ts). */
  reconcileRefunds: () => Promise<unknown>;
  queue?: Pick<JobQueueOptions, 'cronIntervalSeconds'>;
}): Promise<BackgroundJobs> {
  const { config, database, log } = options;
  const queue = await openJobQueue(database, {
    log,
    // A message whose sender died is tried again within about two attempts' length.
    superviseIntervalSeconds: Math.min(60, config.MAIL_ATTEMPT_SECONDS),
    ...options.queue,
  });
  const mail = await startMailSending({
    db: database.db,
    queue,
    transport: options.transport,
    log,
    settings: {
      from: config.MAIL_FROM,
      expireInSeconds: config.MAIL_ATTEMPT_SECONDS,
      retryLimit: config.MAIL_RETRY_LIMIT,
      retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    },
  });
  await scheduleJob(queue, {
    name: 'retention',
    cron: config.RETENTION_SCHEDULE,
    log,
    work: () => runRetention(database.db, options.clock.now()),
    pollingIntervalSeconds: options.queue?.cronIntervalSeconds,
  });
  await scheduleJob(queue, {
    name: 'seat-holds',
    cron: SEAT_HOLDS_SCHEDULE,
    log,
    work: async () => {
      const upkeep = await runSeatUpkeep(database.db, options.clock.now(), config.publicUrl);
      if (upkeep.seatsChanged) options.publicCache.invalidate(CacheTag.courses);
      if (upkeep.offered > 0) mail.nudge();
    },
    pollingIntervalSeconds: options.queue?.cronIntervalSeconds,
  });
  await scheduleJob(queue, {
    name: 'course-day',
    cron: COURSE_DAY_SCHEDULE,
    log,
    work: async () => options.publicCache.invalidate(CacheTag.courses),
    pollingIntervalSeconds: options.queue?.cronIntervalSeconds,
  });
  await scheduleJob(queue, {
    name: 'course-reminders',
    cron: config.COURSE_REMINDERS_SCHEDULE,
    log,
    work: async () => {
      const sent = await sendCourseReminders(database.db, options.clock.now(), config.publicUrl);
      if (sent.balanceReminders + sent.courseReminders > 0) mail.nudge();
    },
    pollingIntervalSeconds: options.queue?.cronIntervalSeconds,
  });
  await scheduleJob(queue, {
    name: 'refund-reconciliation',
    cron: REFUND_RECONCILIATION_SCHEDULE,
    log,
    // A refund recorded here queues its mails and wakes the sender itself.
    work: async () => {
      await options.reconcileRefunds();
    },
    pollingIntervalSeconds: options.queue?.cronIntervalSeconds,
  });
  if (database.kind === 'pglite') {
    await scheduleJob(queue, {
      name: 'embedded-upkeep',
      cron: EMBEDDED_UPKEEP_SCHEDULE,
      log,
      work: () => vacuumEmbeddedDatabase(database),
      pollingIntervalSeconds: options.queue?.cronIntervalSeconds,
    });
  }
  return {
    mail,
    stop: async () => {
      await queue.stop({ graceful: true, timeout: 15_000 });
      await mail.stop();
    },
  };
}
