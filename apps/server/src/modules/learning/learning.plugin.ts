import type { FastifyInstance } from 'fastify';
import { courseVideosRoutes } from './course-videos.routes.js';
import { learningRoutes } from './learning.routes.js';
import { lessonsRoutes } from './lessons.routes.js';

/** A customer's online courses, their lessons and the in-person courses' videos. */
export async function learningModule(app: FastifyInstance) {
  await app.register(learningRoutes);
  await app.register(lessonsRoutes);
  await app.register(courseVideosRoutes);
}
