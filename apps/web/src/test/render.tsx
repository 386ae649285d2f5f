import type { PublicSettings } from '@cammini/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { siteSettingsQuery } from '../lib/site';
import { testSiteSettings } from './site-settings';

/**
 * Renders a page at a path inside a router and a fresh query client, as the app does: the client
 * already holds the business's details (`settings`), as the site layout's prefetch leaves them for every page.
 */
export function renderAt(
  path: string,
  routes: { path: string; element: ReactElement }[],
  settings: PublicSettings = testSiteSettings,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteSettingsQuery.queryKey, settings);
  const router = createMemoryRouter([...routes, { path: '*', element: <p>other page</p> }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
