import { z } from 'zod';

/** POST /api/upload/: an image for rich content, stored and re-encoded. */
export const UploadResponse = z.object({ message: z.literal('Success'), url: z.string() });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** POST /api/convert-docx-to-html/: the document as sanitized HTML, its pictures uploaded. */
export const DocxHtmlResponse = z.object({ message: z.literal('Success'), htmlContent: z.string() });
export type DocxHtmlResponse = z.infer<typeof DocxHtmlResponse>;
