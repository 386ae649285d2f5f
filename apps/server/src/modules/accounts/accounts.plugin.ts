import type { FastifyInstance } from 'fastify';
import { passwordsRoutes } from './passwords.routes.js';
import { profileRoutes } from './profile.routes.js';
import type { BankingSummaryReader } from './profile.service.js';
import { registrationRoutes } from './registration.routes.js';
import { sessionsRoutes } from './sessions.routes.js';

/** Log-in and sessions, registration, passwords and the customer's profile (with their banking summary). */
export async function accountsModule(app: FastifyInstance, options: { readBanking: BankingSummaryReader }) {
  await app.register(sessionsRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordsRoutes);
  await app.register(profileRoutes, options);
}
