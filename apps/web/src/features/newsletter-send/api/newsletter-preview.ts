import type { NewsletterDraftBody, NewsletterPreviewResponse, NewsletterTestResponse } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /api/newsletter/preview/: the draft as the e-mail will look, and how many would receive it. */
export function previewNewsletter(body: NewsletterDraftBody): Promise<NewsletterPreviewResponse> {
  return request('/api/newsletter/preview/', { method: 'POST', body, auth: 'admin' });
}

export const usePreviewNewsletter = () => useMutation({ mutationFn: previewNewsletter });

/** POST /api/newsletter/test/: one copy to the admin's own address. */
export function sendNewsletterTest(body: NewsletterDraftBody): Promise<NewsletterTestResponse> {
  return request('/api/newsletter/test/', { method: 'POST', body, auth: 'admin' });
}

export const useSendNewsletterTest = () => useMutation({ mutationFn: sendNewsletterTest });
