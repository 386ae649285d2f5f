import { ContactBody, ModuleBody, SuccessResponse } from '@cammini/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../lib/request-language.js';
import { succeeded } from '../../lib/success-answer.js';
import { type FormSender, submitContactMessage, submitModule } from './contact.service.js';

/** Each form costs a stored row and an e-mail to the owner: 5 per 10 minutes per address (per account when logged in). */
const formRateLimit = { max: 5, timeWindow: '10 minutes' };

/** Anyone may write; a logged-in sender's bearer token makes the message that account's own. */
const optionalBearer: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

/** The site's language and the account of a valid session; no session (or a lapsed one) is a visitor. */
async function senderOf(request: FastifyRequest): Promise<FormSender> {
  const session = await request.session();
  return { language: requestLanguage(request), userId: session?.userId ?? null };
}

/** One of the site's forms: where it is sent, what it is, its body, and the service that takes it. */
interface SentForm<B extends z.ZodType> {
  url: string;
  summary: string;
  body: B;
  submit: (ctx: AppContext, form: z.output<B>, sender: FormSender) => Promise<void>;
}

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  /** Both forms are sent alike: by anyone, rate-limited, stored and e-mailed, answered `Success`. */
  const sentForm = <B extends z.ZodType>({ url, summary, body, submit }: SentForm<B>) =>
    app.post(url, {
      schema: { tags: ['contact'], summary, security: optionalBearer, body, response: { 200: SuccessResponse } },
      config: { rateLimit: formRateLimit },
      handler: async (request) => succeeded(submit(ctx, request.body as z.output<B>, await senderOf(request))),
    });

  sentForm({
    url: '/send-email',
    summary: 'Contact form (/contatti): stored and e-mailed to the owner; a logged-in sender’s own message',
    body: ContactBody,
    submit: submitContactMessage,
  });

  sentForm({
    url: '/api/module/',
    summary: 'Contact module (/modulo): stored and e-mailed to the owner; a logged-in sender’s own message',
    body: ModuleBody,
    submit: submitModule,
  });
}
