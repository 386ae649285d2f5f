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
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { i18nReady } from './lib/i18n';
import { queryClient } from './lib/query-client';

const router = createRouter();

// An English visitor's layout texts are a chunk of their own: the first render waits for them (for an
// Italian visitor they are bundled, and this is one tick). A failed load still renders, in Italian.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
