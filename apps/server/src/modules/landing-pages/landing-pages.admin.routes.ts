import {
  IdParams,
  LandingPageAdminList,
  LandingPageAdminView,
  LandingPageSaved,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { succeeded } from '../../lib/success-answer.js';
import { type FormLimits, parseFields, withUploadedForm } from '../../lib/uploads/multipart-form.js';
import { adminArea } from '../../plugins/admin-area.js';
import { LANDING_FILE_FIELDS, LandingPageFormFields } from './landing-page-form.js';
import type { LandingForm } from './landing-page-media.js';
import {
  assertLandingPageExists,
  createLandingPage,
  deleteLandingPage,
  getLandingPageForAdmin,
  listLandingPagesForAdmin,
  updateLandingPage,
} from './landing-pages.admin.service.js';

/**
 * About twenty text fields; the longest are the JSON lists of modules, reasons and FAQs, whose
 * contract bounds stay well under 2 MB.
 */
const LIMITS: FormLimits = { fields: 32, fieldSize: 2 * 1024 * 1024 };

/**
 * The landing-page builder's list, create, edit and delete. Admin-only: the original left them
 * open to anyone, which let a visitor publish pages on the site.
 */
export async function landingPageAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'landing-pages');
  // The page's <head> and the sitemap come from the cached site index.

  /** Reads the multipart form, storing its files, and hands it over parsed. */
  const withLandingForm = <T>(request: FastifyRequest, use: (form: LandingForm) => Promise<T>) =>
    withUploadedForm(request, ctx.storage, LANDING_FILE_FIELDS, LIMITS, ({ fields, files }) =>
      use({ fields: parseFields(LandingPageFormFields, fields), files }),
    );

  app.get('/api/landingpages', {
    schema: {
      ...docs('Every landing page, newest change first'),
      response: { 200: LandingPageAdminList },
    },
    handler: async () => listLandingPagesForAdmin(ctx),
  });

  app.get('/api/landingpage/id/:id', {
    schema: {
      ...docs('A landing page by id, for the edit screen'),
      params: IdParams,
      response: { 200: LandingPageAdminView },
    },
    handler: async (request) => getLandingPageForAdmin(ctx, request.params.id),
  });

  app.post('/api/landingpage', {
    schema: {
      ...docs(
        'Publish a landing page (multipart: the builder fields, heroLogo, heroBgImage, heroVideoFile, photo, video)',
      ),
      consumes: ['multipart/form-data'],
      response: { 200: LandingPageSaved },
    },
    handler: async (request) => {
      const answer = await withLandingForm(request, (form) => createLandingPage(ctx, form));
      return answer;
    },
  });

  app.put('/api/landingpage/:id', {
    schema: {
      ...docs('Save a landing page in place; media not sent again are kept when listed'),
      params: IdParams,
      consumes: ['multipart/form-data'],
      response: { 200: LandingPageSaved },
    },
    handler: async (request) => {
      const { id } = request.params;
      await assertLandingPageExists(ctx, id);
      const answer = await withLandingForm(request, (form) => updateLandingPage(ctx, id, form));
      return answer;
    },
  });

  app.delete('/api/landingpage/:id', {
    schema: {
      ...docs('Delete a landing page and its files'),
      params: IdParams,
      response: { 200: SuccessResponse },
    },
    handler: (request) => succeeded(deleteLandingPage(ctx, request.params.id)),
  });
}
