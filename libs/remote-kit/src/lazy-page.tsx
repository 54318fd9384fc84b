import { type ComponentType, isValidElement, lazy, useState } from 'react';
import { matchRoutes, type Params, type RouteObject, useParams } from 'react-router-dom';

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

/** A route element that shows one of several lazy pages, picked by the route's params. */
export type PagePicker = ComponentType & {
  /** The page shown for these params (and the one preloadPagesAt loads). */
  pageFor: (params: Params) => LazyPage;
};

/**
 * One route for several lazy pages, e.g. `/jobs/:id` for a job or, when the id is a landing page's
 * slug, that landing page: react-router flattens and ranks the whole route table on every match,
 * and hundreds of static routes cost start-up time on a phone (docs/job-search.md).
 */
export function pickPage(pageFor: (params: Params) => LazyPage): PagePicker {
  function PickedPage() {
    const Page = pageFor(useParams());
    return <Page />;
  }
  PickedPage.pageFor = pageFor;
  return PickedPage;
}

const isPagePicker = (type: unknown): type is PagePicker => typeof type === 'function' && typeof (type as Partial<PagePicker>).pageFor === 'function';

/** The page (the deepest route) a route table shows at `pathname`, with its params; null when none matches. */
export function pageAt(routes: RouteObject[], pathname: string): { path: string | undefined; params: Params } | null {
  const page = matchRoutes(routes, pathname)?.at(-1);
  return page ? { path: page.route.path, params: page.params } : null;
}

/**
 * Loads the code of the lazy pages a route table shows at `pathname`, so they render without
 * suspending (a remote's `preload` export: the shell calls it before it takes over a page the
 * server drew, shell/src/remote-area preloadRemoteArea).
 */
export async function preloadPagesAt(routes: RouteObject[], pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    if (isPagePicker(type)) return [type.pageFor(params)];
    return isLazyPage(type) ? [type] : [];
  });
  await Promise.all(pages.map((page) => page.preload()));
}
