import { Outlet } from 'react-router-dom';
import { RouteChangeProgress } from './route-change-progress';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Careers and white-label hosts: the remote brings its own layout (a startup's careers site, a
 * partner's feed), so the shell adds no chrome of its own.
 */
export function BareLayout() {
  return (
    <>
      <RouteChangeProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
