import { createQueryClient, meQueryOptions, siteConfigurationQueryOptions } from '@nordhub/api-client';
import { type RuntimeConfig, remoteForPath } from '@nordhub/contracts';
import { ErrorPage } from '@nordhub/design-system';
import { type HostKind } from '@nordhub/domain';
import { AppProviders, createSessionStore } from '@nordhub/session';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { nextTask } from './next-task';
import { preloadRemoteArea } from './remote-area/remote-area';
import { createShellRoutes } from './routing/host-routes';

/** The page when the runtime config cannot be read: nothing else can start. */
export function renderStartFailure(container: HTMLElement): void {
  container.replaceChildren();
  createRoot(container).render(
    <AppProviders queryClient={createQueryClient()}>
      <ErrorPage status={503} message="Nordhub could not start. Please try again in a moment." onRetry={() => window.location.reload()} />
    </AppProviders>,
  );
}

export type StartAppOptions = {
  container: HTMLElement;
  /** The server drew this page (api/src/static/first-paint.ts): hydrate it rather than draw it again. */
  firstPaint: boolean;
  runtimeConfig: RuntimeConfig;
  hostKind: HostKind;
};

/** Renders the app into #root, or takes over the page the server drew there. */
export async function startApp({ container, firstPaint, runtimeConfig, hostKind }: StartAppOptions): Promise<void> {
  const queryClient = createQueryClient();
  if (firstPaint) {
    // The server's drawing is taken over in one pass, with exactly the data it was drawn from:
    // the page's code first, and no answer arriving half-way (the components ask once mounted).
    const { pathname } = window.location;
    await preloadRemoteArea(remoteForPath(hostKind, pathname), pathname).catch(() => undefined);
    // The page's code ran in the task its chunk arrived in; the hydration gets one of its own.
    await nextTask();
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
  if (!firstPaint) {
    // In a transition, the first render is time-sliced (React yields every few milliseconds)
    // rather than one long task that keeps the page from answering input (Total Blocking Time).
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
  // Hydration is not: a click that lands while a sliced hydration is under way was lost (a link
  // that did not navigate, in the e2e stories); in one task, the browser holds the click until
  // the page is the app's, and React then handles it.
  hydrateRoot(container, app, {
    // A page that differs from the server's drawing is drawn again by the browser (React's
    // recovery); where it differed is worth a line in the console, with the components on the way.
    onRecoverableError: (error, info) => console.error('Nordhub: the page was drawn again in the browser', error, info.componentStack),
  });
}
