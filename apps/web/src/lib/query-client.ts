import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The app's query defaults; the browser keeps one client, the server renderer makes one per page. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });

export const queryClient = createQueryClient();
