import type { FastifyInstance } from 'fastify';
import { type CaptionRoutesOptions, captionRoutes } from './captions.routes.js';

/** Captions of every video with sound; each kind's lookups come from the module that owns the video. */
export async function captionsModule(app: FastifyInstance, options: CaptionRoutesOptions) {
  await app.register(captionRoutes, options);
}
