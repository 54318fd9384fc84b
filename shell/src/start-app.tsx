import { apiClient, cachedMe, createQueryClient, meQueryOptions, siteConfigurationQueryOptions, startWithFirstPaintQueries } from '@nordhub/api-client';
import { areaLeftToBrowserDigest, type RuntimeConfig, remoteForPath } from '@nordhub/contracts';
import { ErrorPage } from '@nordhub/design-system';
import { type HostKind } from '@nordhub/domain';
import { AppProviders, createSessionStore, startWithDrawnSession, useHydrated } from '@nordhub/session';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { type HeldClicks } from './held-clicks';
import { nextTask } from './next-task';
import { prepareRemotePage, preloadRemoteArea } from './remote-area/remote-area';
import { preloadOnIntent } from './routing/preload-on-intent';

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
  /**
   * On a page the server drew (api/src/static/first-paint.ts), the clicks held since the shell's
   * entry ran, released once the app runs the page: the app then hydrates the drawing rather than
   * draw it again. Null when the browser draws the page.
   */
  heldClicks: HeldClicks | null;
  runtimeConfig: RuntimeConfig;
  hostKind: HostKind;
};

/**
 * Calls `then` once the app runs the page the server drew: in the commit that re-renders it with
 * useHydrated() true, which enables the page's controls. A layout effect, so no click can land
 * between the controls turning enabled and the hold ending (a click held then looked lost to
 * the visitor, and to the nordic-filters story in a clean-clone run).
 */
function AfterTakeover({ then }: { then: () => void }) {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) then();
  }, [hydrated, then]);
  return null;
}

/** Renders the app into #root, or takes over the page the server drew there. */
export async function startApp({ container, heldClicks, runtimeConfig, hostKind }: StartAppOptions): Promise<void> {
  const firstPaint = heldClicks !== null;
  // The main site's language (MAIN_SITE_LANGUAGES): catalogs read the page's <html lang> (docs/i18n.md).
  const mainSiteLanguage = runtimeConfig.mainSiteLanguages?.[0];
  if (hostKind === 'main' && mainSiteLanguage && mainSiteLanguage !== 'en') document.documentElement.lang = mainSiteLanguage;
  const queryClient = createQueryClient();
  if (firstPaint) {
    // The server's drawing is taken over in one pass, with exactly the data it was drawn from
    // (its answers, beside #root): the page's code first, and no answer arriving half-way.
    startWithFirstPaintQueries(queryClient);
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
  // The signed-in visitor the server drew the page for (render-first-paint.tsx does the same).
  if (firstPaint) startWithDrawnSession(store, cachedMe(queryClient), document.cookie);
  // A link's page (its code and its first data) is prepared when the visitor points at it or presses it, not after the click.
  preloadOnIntent(document, (pathname, { data }) =>
    Promise.all([prepareRemotePage(remoteForPath(hostKind, pathname), pathname, data ? queryClient : null), apiClient.prepare()]),
  );

  const app = (
    <StrictMode>
      <App hostKind={hostKind} queryClient={queryClient} store={store} runtimeConfig={runtimeConfig} />
      {heldClicks && <AfterTakeover then={heldClicks.release} />}
    </StrictMode>
  );
  if (!firstPaint) {
    // In a transition, the first render is time-sliced (React yields every few milliseconds)
    // rather than one long task that keeps the page from answering input (Total Blocking Time).
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
  // Hydration too, in a transition: the clicks that land meanwhile are held and replayed once
  // the app runs the page (held-clicks.ts), not handed to a half-hydrated tree.
  startTransition(() => {
    hydrateRoot(container, app, {
      // A page that differs from the server's drawing is drawn again by the browser (React's
      // recovery); where it differed is worth a line in the console, with the components on the way.
      // A remote area the server drew with its fallback (its server build failed) is rendered
      // here as planned: React says so with the digest the server gave it, and it is no mismatch.
      onRecoverableError: (error, info) => {
        if ((error as { digest?: unknown } | null)?.digest === areaLeftToBrowserDigest) return;
        console.error('Nordhub: the page was drawn again in the browser', error, info.componentStack);
      },
    });
  });
}
