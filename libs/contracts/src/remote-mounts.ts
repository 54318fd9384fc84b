import { type HostKind } from '@nordhub/domain';
import { type RemoteName } from './runtime-config';

export type RemoteMount = {
  /** A path prefix with `/*`: the prefix itself and everything under it (case-insensitive). */
  path: `${string}/*`;
  remote: RemoteName;
};

/**
 * Which remote serves which paths, per host kind (the product spec's screens and routes, "Careers and white-label
 * routes"): main hosts see the public site and the client portal; a white-label host sees only
 * its feed and any other host only a startup's careers site, both mapped to the root. One table
 * for the shell (which remote it mounts) and the server (which remote's files the page preloads).
 */
export const remoteMounts: Record<HostKind, readonly RemoteMount[]> = {
  main: [
    { path: '/client/*', remote: 'mfe_client_portal' },
    { path: '/*', remote: 'mfe_public' },
  ],
  careers: [{ path: '/*', remote: 'mfe_careers' }],
  whitelabel: [{ path: '/*', remote: 'mfe_whitelabel' }],
};

/** react-router's matching of a `/prefix/*` pattern: the prefix alone, or it and a segment boundary. */
function mountMatches(mountPath: RemoteMount['path'], pathname: string): boolean {
  const prefix = mountPath.slice(0, -2).toLowerCase();
  const path = pathname.toLowerCase();
  return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
}

export function remoteForPath(hostKind: HostKind, pathname: string): RemoteName {
  const mount = remoteMounts[hostKind].find(({ path }) => mountMatches(path, pathname));
  // Every table ends with a catch-all, so this only guards against a table edited badly.
  if (!mount) throw new Error(`No remote serves ${pathname} on a ${hostKind} host`);
  return mount.remote;
}
