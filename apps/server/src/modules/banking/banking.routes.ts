import {
  CustomerWithdrawalsResponse,
  SaveIbanBody,
  SaveTaxCodeBody,
  SuccessResponse,
  UploadDocumentsFields,
  WithdrawBody,
  WithdrawResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { type FormLimits, fieldBytesFor, parseFields, withUploadedForm } from '../../lib/uploads/multipart-form.js';
import { currentSession, requireUser } from '../../plugins/auth.js';
import { createPasswordAttempts } from '../accounts/password-confirmation.service.js';
import { assertOwnEmail, saveIban, saveTaxCode } from './bank-details.service.js';
import { submitIdentityDocuments } from './identity-documents.service.js';
import { listOwnWithdrawals, requestWithdrawal } from './withdrawal-requests.service.js';

const bearer = [{ bearerAuth: [] }];

const success = { message: 'Success' as const };
const DOCUMENT_FIELDS = { document: { kind: 'document', folder: 'documents', max: 2, area: 'private' } } as const;
// The form has two short text fields (email and name) beside the two files.
const DOCUMENT_LIMITS: FormLimits = { fields: 4, fieldSize: fieldBytesFor(254) };

/** The Banking tab of /utente: bank details, identity documents and withdrawals, for the caller only. */
export async function bankingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Counts wrong current passwords per account, so a stolen session cannot guess the password here.
  const passwordAttempts = createPasswordAttempts(ctx, 'bank-details');
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.put('/api/iban', {
    schema: {
      tags: ['banking'],
      summary: 'Save the IBAN earnings are paid to (current password required; a change holds withdrawals 72 hours)',
      security: bearer,
      body: SaveIbanBody,
    },
    handler: async (request) => {
      const session = await currentSession(request);
      await saveIban(ctx, passwordAttempts, session, request.body);
      return success;
    },
  });

  app.put('/api/cf', {
    schema: {
      tags: ['banking'],
      summary: 'Save the tax code (codice fiscale); current password required, locked once documents are verified',
      security: bearer,
      body: SaveTaxCodeBody,
    },
    handler: async (request) => {
      const session = await currentSession(request);
      await saveTaxCode(ctx, passwordAttempts, session, request.body);
      return success;
    },
  });

  app.get('/api/withdrawals', {
    schema: {
      tags: ['banking'],
      summary: "The caller's withdrawal requests, newest first",
      security: bearer,
      response: { 200: CustomerWithdrawalsResponse },
    },
    handler: async (request) => ({
      ...success,
      withdrawals: await listOwnWithdrawals(ctx, (await currentSession(request)).userId),
    }),
  });

  app.post('/api/withdraw', {
    schema: {
      tags: ['banking'],
      summary: 'Request the withdrawal of earnings (minimum 15 euro, at most the balance)',
      security: bearer,
      body: WithdrawBody,
      response: { 200: WithdrawResponse },
    },
    handler: async (request) => ({
      ...success,
      withdrawal: await requestWithdrawal(ctx, await currentSession(request), request.body),
    }),
  });

  app.post('/api/document', {
    schema: {
      tags: ['banking'],
      summary: 'Upload identity documents: two `document` files (front, back), image or PDF; fields email, name',
      security: bearer,
      consumes: ['multipart/form-data'],
      response: { 200: SuccessResponse },
    },
    // Per account (every limit keys on the logged-in user), so customers behind one address do not share a budget.
    config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    handler: async (request) => {
      const session = await currentSession(request);
      await withUploadedForm(request, ctx.storage, DOCUMENT_FIELDS, DOCUMENT_LIMITS, async ({ fields, files }) => {
        assertOwnEmail(session, parseFields(UploadDocumentsFields, fields).email);
        const [front, back] = files.document;
        if (!front || !back) throw new AppError('VALIDATION', 'Carica il fronte e il retro del documento.');
        await submitIdentityDocuments(ctx, session.userId, { front, back });
      });
      return success;
    },
  });
}
