import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMessage {
  to: string[];
  messageId: string;
  subject: string;
  /** The message as it arrived, headers and MIME parts. */
  raw: string;
}

/**
 * A real SMTP server on a free port for tests: keeps what it receives, optionally taking `delayMs` to
 * answer each message (a slow provider) or refusing every message with a temporary error.
 */
export async function startSmtpSink(options: { delayMs?: number; refuse?: boolean } = {}) {
  const messages: SunkMessage[] = [];
  /** When each message's data started arriving, refused ones too. */
  const attempts: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      attempts.push(Date.now());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse) {
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
        setTimeout(() => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            messageId: header('Message-ID'),
            subject: header('Subject'),
            raw,
          });
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
