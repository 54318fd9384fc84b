import { remoteForPath } from '@nordhub/contracts';
import { type HostKind, isEmbeddablePage } from '@nordhub/domain';
import { type RouteObject, useLocation } from 'react-router-dom';
import { RouteErrorPage } from '../errors/route-error-page';
import { BareLayout } from '../layout/bare-layout';
import { MainLayout } from '../layout/main-layout';
import { RemoteArea } from '../remote-area/remote-area';
import { devRoutes } from './dev-routes';

type HostRemoteAreaProps = { hostKind: HostKind };

/** Mounts the remote that serves the current path. Remote route tables use absolute paths. */
function HostRemoteArea({ hostKind }: HostRemoteAreaProps) {
  const { pathname } = useLocation();
  const remote = remoteForPath(hostKind, pathname);
  // A new key per remote: switching remotes must not carry one remote's error state over.
  return <RemoteArea key={remote} remote={remote} />;
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
 * own layouts. The inner error element keeps the chrome when a page fails; the outer one
 * catches a failing layout. Main hosts also get the development-only routes (dev-routes.tsx).
 */
export function createShellRoutes(hostKind: HostKind): RouteObject[] {
  const Layout = hostKind === 'main' ? MainHostLayout : BareLayout;
  return [
    {
      element: <Layout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...(hostKind === 'main' ? devRoutes() : []), { path: '*', element: <HostRemoteArea hostKind={hostKind} /> }],
        },
      ],
    },
  ];
}
