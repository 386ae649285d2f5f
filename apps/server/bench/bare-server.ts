import Fastify, { type FastifyInstance } from 'fastify';

export interface BareBody {
  body: Buffer;
  /** content-type, and content-encoding when the measured answer was compressed. */
  headers: Record<string, string>;
}

/** Where the bare server answers with one database query: the floor under an uncached read. */
export const ONE_QUERY_PREFIX = '/one-query/';

/**
 * The yardstick: a plain Fastify instance answering every GET with precomputed bytes, the ones
 * the measured endpoint sent. An endpoint's ratio to it is what the app costs beyond writing
 * those bytes to a socket. Under ONE_QUERY_PREFIX it answers with the result of `oneQuery`
 * instead, as JSON: what a read costs with nothing but its database round trip.
 */
export async function startBareServer(
  oneQuery: (key: string) => Promise<unknown>,
): Promise<{ app: FastifyInstance; port: number; serve(body: BareBody): void }> {
  let current: BareBody = { body: Buffer.from('{}'), headers: { 'content-type': 'application/json; charset=utf-8' } };
  const app = Fastify({ logger: false });
  app.get<{ Params: { key: string } }>(`${ONE_QUERY_PREFIX}:key`, async (request, reply) => {
    reply.type('application/json; charset=utf-8').send(JSON.stringify(await oneQuery(request.params.key)));
  });
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
