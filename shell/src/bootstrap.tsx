// First: before any schema parses (see the file).
import './zod-without-eval';
import { createQueryClient, meQueryOptions, siteConfigurationQueryOptions } from '@nordhub/api-client';
import { ErrorPage } from '@nordhub/design-system';
import { classifyHost } from '@nordhub/domain';
import { AppProviders, createSessionStore } from '@nordhub/session';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { readRuntimeConfig } from './federation/runtime-config';
import { setupFederation } from './federation/setup-federation';
import { createShellRoutes } from './routing/host-routes';

/**
 * Start-up order matters: the runtime config is read and the remotes are registered with the
 * federation runtime before anything renders, so the first render can already load a remote.
 */
export async function bootstrap(runtimeConfigResponse: Promise<Response>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const queryClient = createQueryClient();

  let runtimeConfig;
  try {
    runtimeConfig = await readRuntimeConfig(runtimeConfigResponse);
  } catch (error) {
    console.error(error);
    root.render(
      <AppProviders queryClient={queryClient}>
        <ErrorPage status={503} message="Nordhub could not start. Please try again in a moment." onRetry={() => window.location.reload()} />
      </AppProviders>,
    );
    return;
  }

  setupFederation(runtimeConfig);
  const hostKind = classifyHost(window.location.hostname, runtimeConfig.hosts);
  if (hostKind === 'main') {
    // Starts in parallel with the first remote's code; remotes read it from the shared cache.
    void queryClient.prefetchQuery(siteConfigurationQueryOptions());
    // The auth status decides the header and the guards: ask for it before the first render.
    void queryClient.prefetchQuery(meQueryOptions());
  }
  const store = createSessionStore({ runtimeConfig });
  const router = createBrowserRouter(createShellRoutes(hostKind));

  // In a transition, the first render is time-sliced (React yields every few milliseconds) rather
  // than one long task that keeps the page from answering input (Total Blocking Time, issue 9).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} store={store} runtimeConfig={runtimeConfig} />
      </StrictMode>,
    );
  });
}
