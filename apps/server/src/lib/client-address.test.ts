import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from '../config.js';
import { clientAddressReader } from './client-address.js';

const FORWARDED = '203.0.113.9, 198.51.100.4';

/** What Fastify's `request.ip` and the reader say of the same request over a real socket. */
async function bothReadings(trustProxy: ReturnType<typeof trustProxyOption>, forwardedFor?: string) {
  const app = Fastify({ trustProxy });
  const read = clientAddressReader(trustProxy);
  app.get('/', async (request) => ({ fastify: request.ip, reader: read(request.raw) }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const response = await fetch(address, { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
    return (await response.json()) as { fastify: string; reader: string };
  } finally {
    await app.close();
  }
}

describe('clientAddressReader', () => {
  it.each([
    ['no proxy trusted', trustProxyOption(false)],
    ['the loopback proxy trusted', trustProxyOption(['127.0.0.1'])],
    ['one hop trusted', trustProxyOption(1)],
    ['two hops trusted', trustProxyOption(2)],
  ])('reads the address Fastify reads, %s', async (_name, trustProxy) => {
    for (const forwardedFor of [undefined, FORWARDED]) {
      const { fastify, reader } = await bothReadings(trustProxy, forwardedFor);
      expect(reader).toBe(fastify);
    }
  });

  it('takes the forwarded address only from a trusted proxy', async () => {
    expect((await bothReadings(trustProxyOption(false), FORWARDED)).reader).toBe('127.0.0.1');
    expect((await bothReadings(trustProxyOption(['127.0.0.1']), FORWARDED)).reader).toBe('198.51.100.4');
  });
});
