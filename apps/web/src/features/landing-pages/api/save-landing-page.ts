import type { LandingPageSaved } from '@cammini/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ensurePrivateToken } from '../../../lib/admin/private-token';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { landingPageKeys } from '../../../lib/query-keys';

interface SaveOptions {
  /** The page saved in place (PUT); a new page without. */
  id?: number;
  form: FormData;
  onProgress?: (fraction: number) => void;
}

/** POST /api/landingpage/ or PUT /api/landingpage/{id}: the builder's multipart form, with upload progress. */
export async function saveLandingPage({ id, form, onProgress }: SaveOptions): Promise<LandingPageSaved> {
  await ensurePrivateToken();
  return id === undefined
    ? sendAdminForm<LandingPageSaved>('/api/landingpage/', { method: 'POST', form, onProgress })
    : sendAdminForm<LandingPageSaved>(`/api/landingpage/${id}`, { method: 'PUT', form, onProgress });
}

/** After a write: the admin lists and every public page read show the new state at once. */
export async function refreshLandingPages(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: landingPageKeys.all })]);
}
