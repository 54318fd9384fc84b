import { type RemoteName } from '@nordhub/contracts';
import { type HostKind } from '@nordhub/domain';
import { matchPath } from 'react-router-dom';

export type RemoteMount = {
  /** A react-router path pattern; the first matching mount serves the path. */
  path: string;
  remote: RemoteName;
};

/**
 * Which remote serves which paths, per host kind (spec section 2, "Careers and white-label
 * routes"): main hosts see the public site and the client portal; a white-label host sees only
 * its feed and any other host only a startup's careers site, both mapped to the root.
 */
export const remoteMounts: Record<HostKind, readonly RemoteMount[]> = {
  main: [
    { path: '/client/*', remote: 'mfe_client_portal' },
    { path: '/*', remote: 'mfe_public' },
  ],
  careers: [{ path: '/*', remote: 'mfe_careers' }],
  whitelabel: [{ path: '/*', remote: 'mfe_whitelabel' }],
};

export function remoteForPath(hostKind: HostKind, pathname: string): RemoteName {
  const mounts = remoteMounts[hostKind];
  const mount = mounts.find(({ path }) => matchPath({ path, caseSensitive: false, end: true }, pathname));
  // Every table ends with a catch-all, so this only guards against a table edited badly.
  if (!mount) throw new Error(`No remote serves ${pathname} on a ${hostKind} host`);
  return mount.remote;
}
