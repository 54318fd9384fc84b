import { type RemoteName } from '@nordhub/contracts';
import type { LoadRemoteRoutes } from './load-remote-routes';
import { isRemoteRoutesModule } from './remote-module';

// The monolithic build mode only (tools/federation/webpack-monolithic.cjs swaps this file in for
// load-remote-routes.ts): each remote's route table is a plain lazy chunk of the one bundle, loaded
// on the same occasion as in the federated build (when its area first mounts). The ids are the
// federation's, resolved by that config's aliases to each remote's src/routes.tsx.
const remoteRoutes: Record<RemoteName, () => Promise<unknown>> = {
  mfe_public: () => import(/* webpackChunkName: "mfe_public-routes" */ 'mfe_public/routes'),
  mfe_client_portal: () => import(/* webpackChunkName: "mfe_client_portal-routes" */ 'mfe_client_portal/routes'),
  mfe_careers: () => import(/* webpackChunkName: "mfe_careers-routes" */ 'mfe_careers/routes'),
  mfe_whitelabel: () => import(/* webpackChunkName: "mfe_whitelabel-routes" */ 'mfe_whitelabel/routes'),
};

/** Loads a remote's route table from the one bundle (no federation runtime). */
export const loadRemoteRoutes: LoadRemoteRoutes = async (remote) => {
  const module = await remoteRoutes[remote]();
  if (!isRemoteRoutesModule(module)) {
    throw new Error(`Remote ${remote} did not export a route table from its routes module`);
  }
  return module;
};
