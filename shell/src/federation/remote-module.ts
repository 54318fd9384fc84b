import { type RemoteName } from '@nordhub/contracts';
import { type QueryClient } from '@tanstack/react-query';
import { type RouteObject } from 'react-router-dom';

/** What every remote exposes as `./routes` (see each remote's src/routes.tsx). */
export type RemoteRoutesModule = {
  routes: RouteObject[];
  /** Loads the code of the page at a path, so it renders without suspending (optional). */
  preload?: (pathname: string) => Promise<void>;
  /**
   * Asks for the data the page at a path shows first, into the app's query cache (optional): the
   * shell calls it when a visitor shows they may open the page (routing/preload-on-intent.ts).
   */
  prefetch?: (pathname: string, queryClient: QueryClient) => Promise<void>;
};

/** The module the errorLoadRemote plugin returns in place of a remote that failed to load. */
export type UnavailableRemoteModule = RemoteRoutesModule & {
  unavailable: { id: string; error: unknown };
};

export function isUnavailableRemoteModule(module: RemoteRoutesModule): module is UnavailableRemoteModule {
  return 'unavailable' in module;
}

export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  return typeof value === 'object' && value !== null && Array.isArray((value as { routes?: unknown }).routes);
}

/** The id the shell loads from each remote. */
export const remoteRoutesId = (remote: RemoteName) => `${remote}/routes`;
