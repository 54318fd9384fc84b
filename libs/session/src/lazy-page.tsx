import { type ComponentType, isValidElement, lazy, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A page component that loads its feature's code on first use, and can be asked to load it before. */
export type LazyPage = ComponentType & {
  /** Loads the page's code; once it has loaded, the page renders at once (no Suspense). */
  preload: () => Promise<void>;
};

/**
 * A page component from a feature module that loads on first use (one chunk per feature). After
 * `preload()` it renders without suspending: the shell preloads the page it hydrates, so the
 * server's drawing is taken over in one pass (shell/src/bootstrap.tsx).
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const loadPage = () => {
    loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        // A failed chunk is asked for again next time (the route's retry).
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  function Page() {
    // Chosen once per mount: switching between the two would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Page.preload = async () => {
    await loadPage();
  };
  return Page;
}

const isLazyPage = (type: unknown): type is LazyPage => typeof type === 'function' && typeof (type as Partial<LazyPage>).preload === 'function';

/**
 * Loads the code of the lazy pages a route table shows at `pathname`, so they render without
 * suspending (a remote's `preload` export: the shell calls it before it takes over a page the
 * server drew, shell/src/remote-area preloadRemoteArea).
 */
export async function preloadPagesAt(routes: RouteObject[], pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(({ route }) => (isValidElement(route.element) ? route.element.type : null)).filter(isLazyPage);
  await Promise.all(pages.map((page) => page.preload()));
}
