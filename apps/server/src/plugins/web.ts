import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built web app, public uploads, and the SPA fallback for every other GET. */
export default fp(async function web(app: FastifyInstance, options: { webDist: string; uploadsDir: string }) {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '1d',
  });

  const indexFile = path.join(options.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
  const indexHtml = hasWeb ? await readFile(indexFile, 'utf8') : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPage || request.url.startsWith('/uploads/') || request.url.startsWith('/assets/')) {
      throw notFound();
    }
    if (!indexHtml) {
      return reply.type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});
