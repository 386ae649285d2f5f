import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: MailEnvelope, id: number): Promise<void>;
  close(): void;
}

/** SMTP when a URL is configured, otherwise .eml files in an outbox folder on disk. */
export function createMailTransport(options: { smtpUrl?: string; outboxDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await smtp.sendMail(mail);
      },
      close: () => smtp.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail, id) => {
      const info = await writer.sendMail(mail);
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(options.outboxDir, `${stamp}-${id}.eml`), info.message as Buffer);
    },
    close: () => writer.close(),
  };
}
