import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './forms/problem-of';

/** The app's query defaults; the browser keeps one client, the server renderer makes one per page. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (failures, error) => !isRefusal(error) && failures < 2,
      },
    },
  });

export const queryClient = createQueryClient();
