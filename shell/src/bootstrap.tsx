// First: before any schema parses (see the file).
import './zod-without-eval';
import { createQueryClient, meQueryOptions, siteConfigurationQueryOptions } from '@nordhub/api-client';
import { ErrorPage } from '@nordhub/design-system';
import { firstPaintAttribute, remoteForPath } from '@nordhub/contracts';
import { classifyHost } from '@nordhub/domain';
import { AppProviders, createSessionStore } from '@nordhub/session';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { readRuntimeConfig } from './federation/runtime-config';
import { setupFederation } from './federation/setup-federation';
import { preloadRemoteArea } from './remote-area/remote-area';
import { createShellRoutes } from './routing/host-routes';

/**
 * Start-up order matters: the runtime config is read and the remotes are registered with the
 * federation runtime before anything renders, so the first render can already load a remote.
 */
export async function bootstrap(runtimeConfigResponse: Promise<Response>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The server drew this page already (api/src/static/first-paint.ts): hydrate its markup rather
  // than draw it again, so what the visitor reads stays in place while the app takes over.
  const firstPaint = container.hasAttribute(firstPaintAttribute);
  let root: Root | null = firstPaint ? null : createRoot(container);
  const queryClient = createQueryClient();

  let runtimeConfig;
  try {
    runtimeConfig = await readRuntimeConfig(runtimeConfigResponse);
  } catch (error) {
    console.error(error);
    if (!root) {
      container.replaceChildren();
      root = createRoot(container);
    }
    root.render(
      <AppProviders queryClient={queryClient}>
        <ErrorPage status={503} message="Nordhub could not start. Please try again in a moment." onRetry={() => window.location.reload()} />
      </AppProviders>,
    );
    return;
  }

  setupFederation(runtimeConfig);
  const hostKind = classifyHost(window.location.hostname, runtimeConfig.hosts);
  if (firstPaint) {
    // The server's drawing is taken over in one pass, with exactly the data it was drawn from:
    // the page's code first, and no answer arriving half-way (the components ask once mounted).
    const { pathname } = window.location;
    await preloadRemoteArea(remoteForPath(hostKind, pathname), pathname).catch(() => undefined);
  } else if (hostKind === 'main') {
    // Starts in parallel with the first remote's code; remotes read it from the shared cache.
    void queryClient.prefetchQuery(siteConfigurationQueryOptions());
    // The auth status decides the header and the guards: ask for it before the first render.
    void queryClient.prefetchQuery(meQueryOptions());
  }
  const store = createSessionStore({ runtimeConfig });
  const router = createBrowserRouter(createShellRoutes(hostKind));

  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} store={store} runtimeConfig={runtimeConfig} />
    </StrictMode>
  );
  if (root) {
    // In a transition, the first render is time-sliced (React yields every few milliseconds)
    // rather than one long task that keeps the page from answering input (Total Blocking Time).
    startTransition(() => root.render(app));
  } else {
    // Hydration is not: a click that lands while a sliced hydration is under way was lost (a link
    // that did not navigate, in the e2e stories); in one task, the browser holds the click until
    // the page is the app's, and React then handles it.
    hydrateRoot(container, app, {
      // A page that differs from the server's drawing is drawn again by the browser (React's
      // recovery); where it differed is worth a line in the console, with the components on the way.
      onRecoverableError: (error, info) => console.error('Nordhub: the page was drawn again in the browser', error, info.componentStack),
    });
  }
}
