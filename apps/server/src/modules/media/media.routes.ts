import { DocxHtmlResponse, ErrorCode, UploadLimits, UploadResponse } from '@cammini/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { storeMailImage } from '../../lib/uploads/mail-images.js';
import { storeImage } from '../../lib/uploads/media-files.js';
import { readSmallFileForm } from '../../lib/uploads/small-file-form.js';
import { requireAdmin } from '../../plugins/auth.js';
import { convertDocxToHtml } from './docx-conversion.service.js';

/** The one file of a single-file upload, read whole (both kinds are small and size-limited). */
async function singleFile(request: FastifyRequest, limitBytes: number): Promise<Buffer> {
  const { file } = await readSmallFileForm(request, { limitBytes });
  if (!file) throw new AppError(ErrorCode.VALIDATION, 'Nessun file ricevuto.');
  return file;
}

/** Images for the rich-text editors, and Word documents turned into article HTML. Admins only. */
export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage } = app.ctx;
  app.addHook('onRequest', requireAdmin);

  app.post('/api/upload', {
    schema: {
      tags: ['media', 'admin'],
      summary: 'Upload an image for rich content (multipart, one file); answers its address',
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      response: { 200: UploadResponse },
    },
    handler: async (request) => {
      const stored = await storeImage(storage, await singleFile(request, UploadLimits.imageBytes), 'content');
      return { message: 'Success' as const, url: stored.url };
    },
  });

  app.post('/api/upload/newsletter', {
    schema: {
      tags: ['media', 'newsletter', 'admin'],
      summary: 'Upload an image for a newsletter (multipart, one file): stored as JPEG, or PNG when transparent',
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      response: { 200: UploadResponse },
    },
    handler: async (request) => {
      const stored = await storeMailImage(storage, await singleFile(request, UploadLimits.imageBytes), 'newsletter');
      return { message: 'Success' as const, url: stored.url };
    },
  });

  app.post('/api/convert-docx-to-html', {
    schema: {
      tags: ['media', 'admin'],
      summary: 'Convert a .docx file to sanitized HTML; its pictures are stored as uploads',
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      response: { 200: DocxHtmlResponse },
    },
    handler: async (request) => {
      const bytes = await singleFile(request, UploadLimits.docxBytes);
      return { message: 'Success' as const, htmlContent: await convertDocxToHtml(storage, bytes) };
    },
  });
}
