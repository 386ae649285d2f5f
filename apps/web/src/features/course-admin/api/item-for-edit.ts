import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { problemOf } from '../../../lib/forms/problem-of';

/** GET an item for its admin edit form under `queryKey`; null when the server does not know it (404). */
export const itemForEditQuery = <T, K extends QueryKey>(queryKey: K, path: string) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<T | null> => {
      try {
        return await request<T>(path, { auth: 'admin', signal });
      } catch (error) {
        if (problemOf(error)?.status === 404) return null;
        throw error;
      }
    },
    // The form starts from what is saved now, never from an older copy.
    staleTime: 0,
  });
