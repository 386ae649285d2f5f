import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactLogArguments, redactUrl } from './log-redaction.js';
import { ANSWERED, type Answered, logAnswered, OneLinePerRequest } from './request-log.js';

async function linesAt(level: string): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new OneLinePerRequest(level),
  });
  app.get('/faq', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/faq?token=secret' });
  await app.close();
  return lines;
}

describe('OneLinePerRequest', () => {
  it('writes one line per answered request at info, its token redacted', async () => {
    const lines = await linesAt('info');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: ANSWERED, method: 'GET', statusCode: 200 });
    expect(String(lines[0]?.url)).not.toContain('secret');
  });

  it('writes nothing for answered requests at warn, nor with logs off', async () => {
    expect(await linesAt('warn')).toEqual([]);
    const quiet = Fastify({ logger: false, logController: new OneLinePerRequest('silent') });
    quiet.get('/', async () => 'ok');
    expect((await quiet.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    await quiet.close();
  });
});

describe('logAnswered', () => {
  /** A logger set up as the app's (app.ts), writing into `lines`. */
  const loggerInto = (lines: string[], level = 'info') =>
    pino({ level, hooks: { logMethod: redactLogArguments } }, { write: (line: string) => void lines.push(line) });
  const withoutTime = (line: string | undefined) => line?.replace(/,"time":\d+/, '');

  const facts: Answered[] = [
    { method: 'GET', url: '/api/article/il-cammino', statusCode: 200, ms: 0.04, ip: '203.0.113.9' },
    { method: 'POST', url: '/api/login/', statusCode: 401, ms: 12.345, ip: undefined },
    { method: 'GET', url: '/recoverypassword/abc123?token=x&a="b"\\c', statusCode: 404, ms: 3, ip: '::1' },
    { method: 'GET', url: '/blog?q=perché%20\u2028\u0007', statusCode: 200, ms: 1.95, ip: '10.0.0.1' },
  ];

  it.each(facts)('writes what pino writes for the same facts: $method $url', (answered) => {
    const lines: string[] = [];
    const log = loggerInto(lines).child({ reqId: 'req-1' });
    logAnswered(log, answered);
    const { method, url, statusCode, ms, ip } = answered;
    log.info({ method, url: redactUrl(url), statusCode, ms: Math.round(ms * 10) / 10, ip }, ANSWERED);
    expect(lines).toHaveLength(2);
    expect(withoutTime(lines[0])).toBe(withoutTime(lines[1]));
    expect(JSON.parse(lines[0]!).time).toBeTypeOf('number');
  });

  it("adds the request id to a logger that is not the request's own", () => {
    const lines: string[] = [];
    const log = loggerInto(lines);
    logAnswered(log, facts[0]!, 'balancer-8');
    log.child({ reqId: 'balancer-8' }).info({ ...facts[0], ms: 0 }, ANSWERED);
    expect(withoutTime(lines[0])).toBe(withoutTime(lines[1]));
  });

  it('writes nothing below info', () => {
    const lines: string[] = [];
    logAnswered(loggerInto(lines, 'warn'), facts[0]!, 'r');
    expect(lines).toEqual([]);
  });
});
