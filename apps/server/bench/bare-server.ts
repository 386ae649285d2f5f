import Fastify, { type FastifyInstance } from 'fastify';

export interface BareBody {
  body: Buffer;
  /** content-type, and content-encoding when the measured answer was compressed. */
  headers: Record<string, string>;
}

/**
 * The yardstick: a plain Fastify instance answering every GET with precomputed bytes, the ones
 * the measured endpoint sent. An endpoint's ratio to it is what the app costs beyond writing
 * those bytes to a socket.
 */
export async function startBareServer(): Promise<{ app: FastifyInstance; port: number; serve(body: BareBody): void }> {
  let current: BareBody = { body: Buffer.from('{}'), headers: { 'content-type': 'application/json; charset=utf-8' } };
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => {
    reply.headers(current.headers).send(current.body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('bare server has no port');
  return {
    app,
    port: address.port,
    serve: (body) => {
      current = body;
    },
  };
}
