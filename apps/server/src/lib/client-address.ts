import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { trustProxyOption } from '../config.js';

/**
 * The client's address of a request not yet handed to Fastify, read as Fastify's `request.ip` reads
 * it under the same TRUST_PROXY: the socket's peer, or the nearest untrusted hop of X-Forwarded-For
 * when the peer is a trusted proxy.
 */
export function clientAddressReader(
  trustProxy: ReturnType<typeof trustProxyOption>,
): (request: IncomingMessage) => string | undefined {
  if (trustProxy === false) return (request) => request.socket.remoteAddress;
  const trust = typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}
