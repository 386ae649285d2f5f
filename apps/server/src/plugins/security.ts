import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

// SumUp's Payment Widget: its script, the frame it draws the card form in, and the calls it makes.
const SUMUP_WIDGET = {
  script: ['https://gateway.sumup.com'],
  frame: ['https://gateway.sumup.com'],
  connect: ['https://gateway.sumup.com', 'https://api.sumup.com'],
};

export default fp(async function security(app: FastifyInstance, options: { https: boolean; sumupWidget?: boolean }) {
  const widget = options.sumupWidget ? SUMUP_WIDGET : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...widget.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Landing pages may show pictures and videos the admin links from other https sites.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...widget.connect],
        frameSrc: ["'self'", ...widget.frame],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // Limits are set per route (login, registration, resets, forms); the store is in memory per instance.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Troppe richieste: riprova tra ${Math.ceil(context.ttl / 1000)} secondi`, {
        statusCode: 429,
      }),
  });
});
