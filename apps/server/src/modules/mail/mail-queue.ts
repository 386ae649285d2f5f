import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';
import type { Database } from '../../db/client.js';
import { inTransaction, type JobQueue } from '../../db/job-queue.js';
import { getSettings } from '../settings/settings.service.js';
import { senderOf, withLetterhead } from './mail-layout.js';
import {
  findOutboxMail,
  lockUndispatchedMail,
  markMailFailed,
  markMailQueued,
  markMailSent,
  recordMailAttemptFailed,
} from './mail-outbox.repository.js';
import type { MailTransport } from './mail-transport.js';

/** One job per message; its data names the outbox row that holds the message. */
export const MAIL_QUEUE = 'mail';
/** Where a message's job goes after its last attempt failed, to be marked failed. */
const MAIL_FAILED_QUEUE = 'mail-failed';
/** Every minute, on one instance: messages whose commit was not followed by a dispatch (a crash) get their job. */
const MAIL_DISPATCH_QUEUE = 'mail-dispatch';
const DISPATCH_BATCH = 500;
// A job left waiting this long (every instance down) is dropped by pg-boss; the row would stay queued.
const WAITING_JOB_RETENTION_SECONDS = 30 * 24 * 3600;

export interface MailSendingSettings {
  /** MAIL_FROM: its address sends every message, under the business's name from the settings. */
  from: string;
  /**
   * How long one attempt at one message may last. Past it the queue counts the attempt as failed and
   * tries again, so it must stay well above the slowest SMTP answer: each message has its own, counted
   * from when its job is taken, never a whole batch behind one lease.
   */
  expireInSeconds: number;
  /** Attempts after the first. */
  retryLimit: number;
  /** The first retry's delay; each later one doubles (with jitter), up to an hour. */
  retryDelaySeconds: number;
}

export interface MailSending {
  /** After a commit that wrote messages: gives them their jobs and wakes this instance's sender. */
  nudge(): void;
  /** Waits for a dispatch under way and closes the transport; stop the job queue first. */
  stop(): Promise<void>;
}

interface MailJob {
  mailId: number;
}

/**
 * Sends the outbox through the job queue. A service writes its message to the outbox in its own
 * transaction; after the commit, `nudge()` turns every message without a job into one job each,
 * in one transaction that marks them queued (so two instances never make two jobs for a message).
 * Any instance's worker then takes the jobs one at a time.
 */
export async function startMailSending(options: {
  db: Database;
  queue: JobQueue;
  transport: MailTransport;
  log: FastifyBaseLogger;
  settings: MailSendingSettings;
}): Promise<MailSending> {
  const { db, queue, transport, log, settings } = options;
  await queue.createQueue(MAIL_FAILED_QUEUE);
  await queue.createQueue(MAIL_QUEUE, { deadLetter: MAIL_FAILED_QUEUE });
  await queue.createQueue(MAIL_DISPATCH_QUEUE);

  let senderId: string | undefined;
  const jobOptions = {
    expireInSeconds: settings.expireInSeconds,
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    retentionSeconds: WAITING_JOB_RETENTION_SECONDS,
    deadLetter: MAIL_FAILED_QUEUE,
  };

  const dispatch = async () => {
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const ids = await lockUndispatchedMail(tx, DISPATCH_BATCH);
        if (ids.length === 0) return 0;
        const jobs = ids.map((mailId) => ({ data: { mailId } satisfies MailJob, ...jobOptions }));
        await queue.insert(MAIL_QUEUE, jobs, { db: inTransaction(tx) });
        await markMailQueued(tx, ids);
        return ids.length;
      });
      if (count > 0 && senderId) queue.notifyWorker(senderId);
      if (count < DISPATCH_BATCH) return;
    }
  };

  const send = async ([job]: Job<MailJob>[]) => {
    if (!job) return;
    const mail = await findOutboxMail(db, job.data.mailId);
    // Already sent by an attempt that finished late, or marked failed: nothing to send again.
    if (mail?.status !== 'queued') return;
    try {
      const { businessName } = await getSettings({ db });
      await transport.send(
        {
          from: senderOf(settings.from, businessName),
          to: mail.to,
          subject: mail.subject,
          ...withLetterhead(mail, businessName),
          headers: mail.headers ?? undefined,
          attachments: mail.attachments ?? undefined,
        },
        mail.id,
      );
    } catch (err) {
      const attempts = job.retryCount + 1;
      log.warn({ err, mailId: mail.id, attempts }, 'mail send failed');
      await recordMailAttemptFailed(db, mail.id, attempts, String(err));
      throw err;
    }
    await markMailSent(db, mail.id);
    // Straight on to the next message instead of waiting out the polling interval.
    if (senderId) queue.notifyWorker(senderId);
  };

  // One message at a time per instance: each job's expiry starts when that job is taken.
  senderId = await queue.work<MailJob>(MAIL_QUEUE, { batchSize: 1 }, send);
  // Neither is waited for: an idle look every 30 s is plenty (the embedded database feels each look).
  await queue.work<MailJob>(MAIL_FAILED_QUEUE, { pollingIntervalSeconds: 30 }, async ([job]) => {
    if (job) await markMailFailed(db, job.data.mailId);
  });
  await queue.work(MAIL_DISPATCH_QUEUE, { pollingIntervalSeconds: 30 }, () => dispatch());
  // A job a minute: each is dropped an hour after it ran rather than kept the default week.
  await queue.schedule(MAIL_DISPATCH_QUEUE, '* * * * *', null, {
    expireInSeconds: 60,
    retryLimit: 0,
    deleteAfterSeconds: 3600,
  });

  let running: Promise<void> | undefined;
  let again = false;
  const nudge = () => {
    if (running) {
      again = true;
      return;
    }
    running = dispatch()
      .catch((err) => log.error({ err }, 'mail dispatch failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          nudge();
        }
      });
  };
  // Messages committed while no instance was running get their jobs now.
  nudge();
  return {
    nudge,
    stop: async () => {
      again = false;
      await running;
      transport.close();
    },
  };
}
