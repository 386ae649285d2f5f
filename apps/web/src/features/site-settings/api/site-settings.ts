import type { SiteSettingsInput, SiteSettingsResponse } from '@cammini/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKeys, siteSettingsKeys } from '../../../lib/query-keys';

/** GET /api/admin/settings: every setting, the notice address included, with its default. */
export const adminSettingsQuery = queryOptions({
  queryKey: adminKeys.settings(),
  queryFn: ({ signal }) => request<SiteSettingsResponse>('/api/admin/settings', { auth: 'admin', signal }),
});

export const useAdminSettings = () => useQuery(adminSettingsQuery);

/** PUT /api/settings: the whole form; the footer and the chat button show the new details at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsInput) =>
      request<SiteSettingsResponse>('/api/settings', { method: 'PUT', body, auth: 'admin' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminSettingsQuery.queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: siteSettingsKeys.public() });
    },
  });
}
