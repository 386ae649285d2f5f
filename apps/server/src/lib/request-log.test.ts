import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ANSWERED, OneLinePerRequest } from './request-log.js';

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
