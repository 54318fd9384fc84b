import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteFailure } from '../remote-area/remote-failure';
import { type UnavailableRemoteModule } from './remote-module';

/**
 * Stands in for a remote's `./routes` module: one catch-all route that shows the fallback with
 * a retry (or reloads once for a stale chunk). The shell renders it like any remote's routes.
 */
export function createUnavailableRemoteModule(id: string, error: unknown): UnavailableRemoteModule {
  return {
    routes: [{ path: '*', element: <RemoteFailure error={error} /> }],
    unavailable: { id, error },
  };
}

/**
 * Layer two of remote failure handling: a remote that cannot be loaded (manifest, entry or
 * chunk) resolves to a fallback module instead of throwing, so only its area is affected.
 * Only the final `onLoad` failure is answered: at `afterResolve` the runtime would take the
 * returned value for the manifest itself.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'nordhub-remote-fallback',
    errorLoadRemote: ({ id, error, lifecycle }) =>
      lifecycle === 'onLoad' ? createUnavailableRemoteModule(id, error) : undefined,
  };
}
