import { createQueryClient } from '@nordhub/api-client';
import { AppProviders } from '@nordhub/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';

// A minimal host for developing this remote alone; the product mounts `routes` in the shell,
// which owns the real providers and chrome. The dev server proxies nothing: API calls fail
// unless the API runs on the same origin, which the shell's dev server arranges.
function StandaloneRoutes() {
  return useRoutes(routes);
}

const container = document.createElement('div');
document.body.append(container);
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <StandaloneRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
