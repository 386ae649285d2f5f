import {
  ConfirmContractWithdrawalBody,
  ContractWithdrawalBody,
  ContractWithdrawalDraft,
  ContractWithdrawalParams,
  ContractWithdrawalQuery,
  ContractWithdrawalReceipt,
  ContractWithdrawalView,
  OwnContractWithdrawalsResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../lib/app-error.js';
import { currentSession, requireUser } from '../../../plugins/auth.js';
import type { PaymentProvider } from '../../payments/payments.service.js';
import {
  confirmWithdrawal,
  listOwnWithdrawals,
  requestFromAccount,
  requestFromForm,
  viewWithdrawal,
} from './contract-withdrawals.service.js';

const tags = ['contract-withdrawals'];
/** The buyer's session when there is one; the public form and the e-mailed link work without. */
const optionalBearer: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

/**
 * The withdrawal function: a customer withdraws from a contract made on the site, from their account or
 * with the order number and e-mail from anywhere, in two steps (the request, then the confirmation).
 */
export async function contractWithdrawalRoutes(fastify: FastifyInstance, options: { payments: PaymentProvider }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post('/api/contract-withdrawals', {
    // As every public form: a burst from one address is slowed; each order also gets few links a day.
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    schema: {
      tags,
      security: optionalBearer,
      summary:
        'Ask to withdraw from a contract: `{ orderId }` with the buyer’s session, or `{ orderNumber, email, name }` from anyone (the same answer whatever was typed; the buyer gets the confirmation link). Nothing is done yet (409 CONTRACT_WITHDRAWAL_UNAVAILABLE)',
      body: ContractWithdrawalBody,
      response: { 200: ContractWithdrawalDraft },
    },
    handler: async (request) => {
      const { body } = request;
      if ('orderId' in body) {
        const session = await request.session();
        if (!session) throw unauthorized('Accedi per scegliere un tuo ordine, o indica numero d’ordine ed e-mail');
        return requestFromAccount(ctx, session, body.orderId);
      }
      return requestFromForm(ctx, body);
    },
  });

  app.get('/api/contract-withdrawals/:id', {
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    schema: {
      tags,
      security: optionalBearer,
      summary: 'A withdrawal request or the withdrawal made, for its buyer (session, or `token` of the e-mailed link)',
      params: ContractWithdrawalParams,
      querystring: ContractWithdrawalQuery,
      response: { 200: ContractWithdrawalView },
    },
    handler: async (request) =>
      viewWithdrawal(ctx, request.params.id, { session: await request.session(), token: request.query.token }),
  });

  app.post('/api/contract-withdrawals/:id/confirm', {
    // Each confirmation may ask the payment provider for refunds.
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    schema: {
      tags,
      security: optionalBearer,
      summary:
        'Confirm the withdrawal: received now, acknowledged by e-mail, everything paid refunded (409 CONTRACT_WITHDRAWAL_UNAVAILABLE, CONTRACT_WITHDRAWAL_EXPIRED); again, the same receipt',
      params: ContractWithdrawalParams,
      body: ConfirmContractWithdrawalBody,
      response: { 200: ContractWithdrawalReceipt },
    },
    handler: async (request) =>
      confirmWithdrawal(ctx, options.payments, request.params.id, {
        session: await request.session(),
        token: request.body.token,
      }),
  });

  app.get('/api/user/contract-withdrawals', {
    onRequest: requireUser,
    schema: {
      tags,
      security: [{ bearerAuth: [] }],
      summary: "The caller's withdrawals, and each paid order with whether it can be withdrawn from now",
      response: { 200: OwnContractWithdrawalsResponse },
    },
    handler: async (request) => listOwnWithdrawals(ctx, await currentSession(request)),
  });
}
