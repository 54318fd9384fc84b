import { remoteForPath } from '@nordhub/contracts';
import { type HostKind, isEmbeddablePage } from '@nordhub/domain';
import { useMemo } from 'react';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/route-error-page';
import { BareLayout } from '../layout/bare-layout';
import { MainLayout } from '../layout/main-layout';
import { RemoteArea, useRemoteAreaSource } from '../remote-area/remote-area';
import { devRoutes } from './dev-routes';

type HostRemoteAreaProps = { hostKind: HostKind };

/** Mounts the remote that serves the current path. Remote route tables use absolute paths. */
function HostRemoteArea({ hostKind }: HostRemoteAreaProps) {
  const { pathname } = useLocation();
  const remote = remoteForPath(hostKind, pathname);
  const { load } = useRemoteAreaSource();
  // A new key per remote: switching remotes must not carry one remote's error state over.
  return <RemoteArea key={remote} remote={remote} load={load} />;
}

/**
 * Main hosts get the chrome, except on the pages other sites embed in an iframe (the job-list
 * widget): those get the bare frame, so a startup's site shows no marketplace header or footer.
 */
export function MainHostLayout() {
  const { pathname } = useLocation();
  return isEmbeddablePage(pathname) ? <BareLayout /> : <MainLayout />;
}

/**
 * The shell's route table for a host kind. Main hosts get the chrome (header, footer, cookie
 * banner); careers and white-label hosts get a bare frame because their remotes bring their
 * own layouts. The inner error boundary keeps the chrome when a page fails; the outer one
 * catches a failing layout. Main hosts also get the development-only routes (dev-routes.tsx).
 */
export function createShellRoutes(hostKind: HostKind): RouteObject[] {
  const Layout = hostKind === 'main' ? MainHostLayout : BareLayout;
  return [
    {
      element: (
        <RouteErrorBoundary>
          <Layout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [...(hostKind === 'main' ? devRoutes() : []), { path: '*', element: <HostRemoteArea hostKind={hostKind} /> }],
        },
      ],
    },
  ];
}

export type ShellRoutesProps = { hostKind: HostKind };

/** The shell's route table rendered where the router is (the browser's, or the server's static one). */
export function ShellRoutes({ hostKind }: ShellRoutesProps) {
  const routes = useMemo(() => createShellRoutes(hostKind), [hostKind]);
  return useRoutes(routes);
}
