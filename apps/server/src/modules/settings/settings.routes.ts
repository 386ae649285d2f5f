import { PublicSettingsResponse, SiteSettings, SiteSettingsResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CacheTag } from '../../lib/cache-tags.js';
import { requireAdmin } from '../../plugins/auth.js';
import { cacheKey } from '../../plugins/public-answers.js';
import { publicRead } from '../../plugins/public-read.js';
import { getPublicSettings, getSettings, saveSettings, shownServerContactAddress } from './settings.service.js';

/** The business's details: read by everyone (public part), changed by the admin. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  publicRead(app, '/api/settings', {
    docs: {
      tags: ['settings'],
      summary: "The business's public details: name, address, tax id, contacts, social links",
    },
    answer: PublicSettingsResponse,
    cacheTags: [CacheTag.settings],
    key: () => cacheKey('settings', {}),
    load: async () => ({ message: 'Success' as const, settings: await getPublicSettings(ctx) }),
  });

  app.get('/api/admin/settings', {
    schema: {
      tags: ['settings', 'admin'],
      summary: 'Every setting, with the address notices go to',
      security: [{ bearerAuth: [] }],
      response: { 200: SiteSettingsResponse },
    },
    onRequest: requireAdmin,
    handler: async () => ({
      message: 'Success' as const,
      settings: await getSettings(ctx),
      defaultNoticeEmail: shownServerContactAddress(ctx),
    }),
  });

  app.put('/api/settings', {
    schema: {
      tags: ['settings', 'admin'],
      summary: "Change the business's details",
      security: [{ bearerAuth: [] }],
      body: SiteSettings,
      response: { 200: SiteSettingsResponse },
    },
    // Checked on request, before the body is parsed: a stranger learns nothing from validation errors.
    onRequest: requireAdmin,
    handler: async (request) => ({
      message: 'Success' as const,
      settings: await saveSettings(ctx, request.body),
      defaultNoticeEmail: shownServerContactAddress(ctx),
    }),
  });
}
