import { type RemoteName } from '@nordhub/contracts';
import { RouteProgressBar } from '@nordhub/design-system';
import { type ComponentType, createContext, type LazyExoticComponent, lazy, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { type QueryClient } from '@tanstack/react-query';
import { type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { type LoadRemoteRoutes, loadRemoteRoutes } from '../federation/load-remote-routes';
import { isUnavailableRemoteModule, type RemoteRoutesModule } from '../federation/remote-module';
import { nextTask } from '../next-task';
import { RemoteAreaContext, type RemoteAreaContextValue } from './remote-area-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteAreaFallback } from './remote-failure';

type LazyArea = LazyExoticComponent<ComponentType>;

// One lazy component per loader and remote, kept across mounts so that going back to a remote
// that already loaded renders at once. A failed load is forgotten, so a later mount or a retry
// asks the federation runtime again (which itself drops failed manifest and entry loads).
const areas = new WeakMap<LoadRemoteRoutes, Map<RemoteName, LazyArea>>();
// Route tables loaded ahead of their first mount (preloadRemoteArea): they render at once.
const preloaded = new WeakMap<LoadRemoteRoutes, Map<RemoteName, ComponentType>>();

function routesComponent(routes: RouteObject[]): ComponentType {
  return function RemoteRoutes() {
    return useRoutes(routes);
  };
}

/** The per-remote map of one loader in `maps`, made on first use. */
function byRemoteOf<T>(maps: WeakMap<LoadRemoteRoutes, Map<RemoteName, T>>, load: LoadRemoteRoutes): Map<RemoteName, T> {
  let byRemote = maps.get(load);
  if (!byRemote) {
    byRemote = new Map();
    maps.set(load, byRemote);
  }
  return byRemote;
}

function lazyArea(load: LoadRemoteRoutes, remote: RemoteName): LazyArea {
  const byRemote = byRemoteOf(areas, load);
  const cached = byRemote.get(remote);
  if (cached) return cached;
  const forget = () => {
    if (byRemote.get(remote) === area) byRemote.delete(remote);
  };
  const area: LazyArea = lazy(async () => {
    try {
      const module = await load(remote);
      if (isUnavailableRemoteModule(module)) forget();
      return { default: routesComponent(module.routes) };
    } catch (error) {
      forget();
      throw error;
    }
  });
  byRemote.set(remote, area);
  return area;
}

/**
 * Loads a remote's route table and the code of its page at `pathname` before the area mounts, so
 * it renders without suspending: the shell takes over a page the server drew in one pass, before
 * any data arrives that the server's drawing did not have (bootstrap.tsx). A failure is left to the
 * area's own loading and error handling.
 */
export async function preloadRemoteArea(remote: RemoteName, pathname: string, load: LoadRemoteRoutes = loadRemoteRoutes): Promise<void> {
  const module = await load(remote);
  if (isUnavailableRemoteModule(module)) return;
  // The remote's entry and route table ran in the task its entry arrived in; its page's code gets one of its own.
  await nextTask();
  await preloadPageOf(remote, module, pathname, load);
}

async function preloadPageOf(remote: RemoteName, module: RemoteRoutesModule, pathname: string, load: LoadRemoteRoutes): Promise<void> {
  await module.preload?.(pathname);
  byRemoteOf(preloaded, load).set(remote, routesComponent(module.routes));
}

/**
 * Prepares the page at `pathname` for a visit to come (routing/preload-on-intent.ts): the remote's
 * route table and the page's code as preloadRemoteArea loads them, and, given the app's query
 * cache (null prepares the code alone), the data the page shows first (the remote's `prefetch`).
 * A failure is left to the visit.
 */
export async function prepareRemotePage(
  remote: RemoteName,
  pathname: string,
  queryClient: QueryClient | null,
  load: LoadRemoteRoutes = loadRemoteRoutes,
): Promise<void> {
  const module = await load(remote);
  if (isUnavailableRemoteModule(module)) return;
  await Promise.all([preloadPageOf(remote, module, pathname, load), queryClient && module.prefetch?.(pathname, queryClient)]);
}

/**
 * Where the remote areas of a tree get their route tables. The browser's: the federation runtime
 * (registered at start-up). The server's first paint gives the release it draws the page with
 * (first-paint/remote-releases.tsx) and `drawnOnServer`: an area that fails there is drawn with
 * its fallback (the Suspense boundary's, which the browser then renders itself; React never
 * hydrates a boundary the server could not draw).
 */
export type RemoteAreaSource = { load: LoadRemoteRoutes; drawnOnServer: boolean };

export const RemoteAreaSourceContext = createContext<RemoteAreaSource>({ load: loadRemoteRoutes, drawnOnServer: false });

/** The remote areas' source of the tree (RemoteAreaSourceContext). */
export function useRemoteAreaSource(): RemoteAreaSource {
  return useContext(RemoteAreaSourceContext);
}

export type RemoteAreaProps = {
  remote: RemoteName;
  /** How the route table is loaded; the federation runtime unless a test passes its own. */
  load?: LoadRemoteRoutes;
};

/**
 * Mounts one remote's route table: lazy + Suspense + an error boundary, so a remote that is
 * down or broken costs only its own area while the chrome and other remotes keep working.
 */
export function RemoteArea({ remote, load = loadRemoteRoutes }: RemoteAreaProps) {
  const { pathname } = useLocation();
  const { drawnOnServer } = useRemoteAreaSource();
  const [attempt, setAttempt] = useState(0);
  // Cached per remote; after a failure (forgotten) or a retry this is a fresh lazy component.
  const [Area, setArea] = useState<ComponentType>(() => preloaded.get(load)?.get(remote) ?? lazyArea(load, remote));
  const retry = useCallback(() => {
    areas.get(load)?.delete(remote);
    preloaded.get(load)?.delete(remote);
    setArea(() => lazyArea(load, remote));
    setAttempt((n) => n + 1);
  }, [load, remote]);
  const context = useMemo<RemoteAreaContextValue>(() => ({ remote, retry }), [remote, retry]);

  return (
    <RemoteAreaContext.Provider value={context}>
      <RemoteErrorBoundary key={attempt} resetKey={pathname}>
        <Suspense fallback={drawnOnServer ? <RemoteAreaFallback /> : <RouteProgressBar active />}>
          <Area />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteAreaContext.Provider>
  );
}
