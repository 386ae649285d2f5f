import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { claimDueMail, markMailFailedAttempt, markMailSent } from './mail-outbox.repository.js';
import type { MailTransport } from './mail-transport.js';

const MAX_ATTEMPTS = 8;
const BATCH = 10;
/**
 * A claimed batch is hidden from other workers this long; if the process dies holding it, its
 * messages are sent after the lease ends. Long enough for a batch over a slow SMTP server.
 */
export const DEFAULT_LEASE_SECONDS = 60;

/** Backoff: 30 s, 1 min, 2 min … capped at an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

/** Sends what the outbox holds: on a timer, and at once when nudged after a commit. */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly options: { from: string; log: FastifyBaseLogger; intervalMs?: number; leaseSeconds?: number },
  ) {}

  start(): void {
    this.timer = setInterval(() => this.nudge(), this.options.intervalMs ?? 5000);
    this.timer.unref();
    this.nudge();
  }

  /** Runs a pass now (or right after the one under way). */
  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.options.log.error({ err }, 'mail worker pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Sends every due message; resolves when the outbox has none left due. */
  async drain(): Promise<void> {
    for (;;) {
      const batch = await claimDueMail(this.db, BATCH, this.options.leaseSeconds ?? DEFAULT_LEASE_SECONDS);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await this.transport.send(
            {
              from: this.options.from,
              to: mail.to,
              subject: mail.subject,
              html: mail.html,
              text: mail.text,
              headers: mail.headers ?? undefined,
            },
            mail.id,
          );
          await markMailSent(this.db, mail.id);
        } catch (err) {
          const attempts = mail.attempts + 1;
          const retry = attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(attempts);
          this.options.log.warn({ err, mailId: mail.id, attempts }, 'mail send failed');
          await markMailFailedAttempt(this.db, mail.id, attempts, String(err), retry);
        }
      }
    }
  }

  /** Waits for the pass under way, for a clean shutdown. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }
}
