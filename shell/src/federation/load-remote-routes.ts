import { loadRemote } from '@module-federation/enhanced/runtime';
import { type RemoteName } from '@nordhub/contracts';
import { isRemoteRoutesModule, remoteRoutesId, type RemoteRoutesModule } from './remote-module';

export type LoadRemoteRoutes = (remote: RemoteName) => Promise<RemoteRoutesModule>;

/** Loads a remote's route table through the federation runtime (registered at start-up). */
export const loadRemoteRoutes: LoadRemoteRoutes = async (remote) => {
  const module = await loadRemote<unknown>(remoteRoutesId(remote));
  if (!isRemoteRoutesModule(module)) {
    throw new Error(`Remote ${remote} did not expose a route table at ./routes`);
  }
  return module;
};
