import { createQueryClient } from '@nordhub/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { AppProviders } from './app-providers';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A minimal host for developing one remote alone (its dev server's page): the product's
 * providers and a router around the remote's routes, without the shell's chrome. API calls go
 * to the dev server, which proxies /api to the API.
 */
export function mountStandaloneRemote(routes: RouteObject[]): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <StandaloneRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
