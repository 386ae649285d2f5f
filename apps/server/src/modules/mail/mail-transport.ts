import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface MailTransport {
  send(mail: MailEnvelope, id: number): Promise<void>;
  close(): void;
}

/**
 * One Message-ID per outbox row: if a crash between sending and recording it makes the worker send
 * a message again, receiving servers and mail clients can recognise the copy.
 */
const messageIdOf = (id: number, from: string) => `<outbox-${id}@${from.match(/@([\w.-]+)/)?.[1] ?? 'localhost'}>`;

/**
 * SMTP when a URL is configured, otherwise .eml files in an outbox folder on disk. `waitMs` bounds
 * each wait for the SMTP server (connecting, its greeting, each answer): keep it under an attempt's
 * length (MAIL_ATTEMPT_SECONDS), so a stalled server fails the attempt instead of outliving it while
 * the job queue already tries again.
 */
export function createMailTransport(options: { smtpUrl?: string; outboxDir: string; waitMs?: number }): MailTransport {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const wait = options.waitMs;
    const smtp = lazyTransporter(() => ({
      url: smtpUrl,
      ...(wait ? { connectionTimeout: wait, greetingTimeout: wait, socketTimeout: wait } : {}),
    }));
    return {
      send: async (mail, id) => {
        await (await smtp.get()).sendMail({ ...mail, messageId: messageIdOf(id, mail.from) });
      },
      close: () => smtp.close(),
    };
  }
  const writer = lazyTransporter(() => ({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    // Named by the outbox row (zero-padded, so names sort in sending order) and renamed into place
    // complete: a message sent again after a crash replaces its copy instead of doubling it.
    send: async (mail, id) => {
      const info = await (await writer.get()).sendMail({ ...mail, messageId: messageIdOf(id, mail.from) });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${String(id).padStart(12, '0')}.eml`);
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
    },
    close: () => writer.close(),
  };
}

/**
 * A nodemailer transporter made on the first message: the library (some 20 MB of memory) is loaded
 * only by an instance that has mail to send.
 */
function lazyTransporter(settings: () => object) {
  let transporter: Promise<Transporter> | undefined;
  let made: Transporter | undefined;
  return {
    get: () => {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) => {
        made = nodemailer.createTransport(settings());
        return made;
      });
      return transporter;
    },
    close: () => made?.close(),
  };
}
