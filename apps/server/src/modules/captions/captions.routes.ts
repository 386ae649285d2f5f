import { CAPTIONS_MAX_BYTES, CaptionsSaved, CaptionsUploadFields, ErrorCode, fieldProblem } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldError } from '../../lib/app-error.js';
import { parseFields } from '../../lib/uploads/multipart-form.js';
import { readSmallFileForm } from '../../lib/uploads/small-file-form.js';
import { requireAdmin, requireUser } from '../../plugins/auth.js';
import { cacheKey } from '../../plugins/public-answers.js';
import { type CaptionKind, getCaptionsText, removeCaptions, saveCaptions } from './captions.service.js';

export interface CaptionRoutesOptions {
  kinds: readonly CaptionKind[];
}

const security = [{ bearerAuth: [] }];
const VTT_TYPE = 'text/vtt; charset=utf-8';
const PUBLIC_VTT = { contentType: VTT_TYPE, cacheControl: 'public, max-age=0, must-revalidate' };
const fileRequired = () => fieldError('file', 'captionsFileRequired');
const fileTooLarge = () =>
  fieldError('file', fieldProblem('captionsTooLarge', CAPTIONS_MAX_BYTES / 1024), ErrorCode.PAYLOAD_TOO_LARGE);

function kindRoutes(fastify: FastifyInstance, kind: CaptionKind) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['captions'];

  app.post(`${kind.path}/captions`, {
    onRequest: requireAdmin,
    schema: {
      tags: [...tags, 'admin'],
      summary: `Upload the captions of ${kind.name} (multipart: language it | en, file a WebVTT .vtt up to ${CAPTIONS_MAX_BYTES / 1024} KB, cues within the video's length); replaces that language's`,
      security,
      params: kind.params,
      consumes: ['multipart/form-data'],
      response: { 200: CaptionsSaved },
    },
    handler: async (request) => {
      // The form first (at most 512 KB): whatever it names, a body that is no form is answered as such.
      const form = await readSmallFileForm(request, { limitBytes: CAPTIONS_MAX_BYTES, onTooLarge: fileTooLarge });
      const { language } = parseFields(CaptionsUploadFields, form.fields);
      if (!form.file) throw fileRequired();
      const target = await kind.findForAdmin(ctx, request.params);
      return { message: 'Success' as const, captions: await saveCaptions(ctx, target, language, form.file) };
    },
  });

  app.delete(`${kind.path}/captions/:language`, {
    onRequest: requireAdmin,
    schema: {
      tags: [...tags, 'admin'],
      summary: `Remove the captions of ${kind.name} in one language`,
      security,
      params: kind.languageParams,
      response: { 200: CaptionsSaved },
    },
    handler: async (request) => {
      const target = await kind.findForAdmin(ctx, request.params);
      return { message: 'Success' as const, captions: await removeCaptions(ctx, target, request.params.language) };
    },
  });

  const readSummary = `The captions of ${kind.name} in one language (text/vtt)`;
  if (kind.read === 'owner') {
    app.get(`${kind.path}/captions/:language`, {
      onRequest: requireUser,
      schema: {
        tags,
        summary: `${readSummary}: its buyers and admins (private token), like the video`,
        security,
        params: kind.languageParams,
      },
      handler: async (request, reply) => {
        const target = await kind.findForViewer(ctx, request.params, await request.session());
        const vtt = await getCaptionsText(ctx, target.video, request.params.language);
        return reply.type(VTT_TYPE).header('cache-control', 'private, no-store').send(vtt);
      },
    });
    return;
  }
  app.get(`${kind.path}/captions/:language`, {
    schema: { tags, summary: `${readSummary}: public, like the video`, params: kind.languageParams },
    handler: (request, reply) =>
      reply.sendPublic({
        key: cacheKey(`captions:${kind.path}`, request.params),
        tags: kind.publicTags ?? [],
        format: PUBLIC_VTT,
        load: async () => {
          const target = await kind.findForViewer(ctx, request.params, null);
          return getCaptionsText(ctx, target.video, request.params.language);
        },
      }),
  });
}

/** The captions routes of every kind of video the composition root hands in. */
export async function captionRoutes(fastify: FastifyInstance, options: CaptionRoutesOptions) {
  for (const kind of options.kinds) kindRoutes(fastify, kind);
}
