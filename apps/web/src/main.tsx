import '@fontsource-variable/lora';
import '@fontsource-variable/nunito-sans';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';
import './styles/pages.css';
import './lib/zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { chooseLanguage, i18nReady, savedLanguage } from './lib/i18n';
import { adoptPageState, readPageState } from './lib/page-data';
import { queryClient } from './lib/query-client';

async function start() {
  const root = document.getElementById('root')!;
  // A page the server rendered comes with the data it was drawn from; the browser's first render uses
  // it and draws the same, so React adopts the server's HTML instead of replacing it.
  const state = readPageState();
  if (state) adoptPageState(queryClient, state);
  // An English visitor's layout texts are a chunk of their own: the first render waits for them (for an
  // Italian visitor they are bundled, and this is one tick). A failed load still renders, in Italian.
  const [router] = await Promise.all([createRouter({ hydrate: state !== null }), i18nReady.catch(() => undefined)]);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (!state) {
    createRoot(root).render(app);
    return;
  }
  // Hydrating is the longest piece of work of the first view: it gets a task of its own, apart from
  // evaluating the modules, so neither holds the main thread for their sum (a tap waits for one).
  await new Promise((resolve) => setTimeout(resolve));
  hydrateRoot(root, app);
  // A choice saved before the server could read it (a visit from before the cookie) is applied now.
  const saved = savedLanguage();
  if (saved) void chooseLanguage(saved);
}

void start();
