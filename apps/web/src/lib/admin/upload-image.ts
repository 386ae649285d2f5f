import type { DocxHtmlResponse, UploadResponse } from '@cammini/contract';
import { request } from '../api-client';

function single(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** POST /api/upload/: an image for rich content; answers the stored image's address. */
export async function uploadContentImage(file: File): Promise<string> {
  const answer = await request<UploadResponse>('/api/upload/', { method: 'POST', body: single(file), auth: 'admin' });
  return answer.url;
}

/** POST /api/upload/newsletter/: a newsletter picture, stored as JPEG (or PNG when transparent) for mail clients. */
export async function uploadNewsletterImage(file: File): Promise<string> {
  const answer = await request<UploadResponse>('/api/upload/newsletter/', {
    method: 'POST',
    body: single(file),
    auth: 'admin',
  });
  return answer.url;
}

/** POST /api/convert-docx-to-html/: a Word document as sanitized HTML. */
export async function convertDocx(file: File): Promise<string> {
  const answer = await request<DocxHtmlResponse>('/api/convert-docx-to-html/', {
    method: 'POST',
    body: single(file),
    auth: 'admin',
  });
  return answer.htmlContent;
}
