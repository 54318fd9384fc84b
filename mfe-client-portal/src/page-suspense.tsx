import { RouteProgressBar } from '@nordhub/design-system';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

/** Pages load per feature on demand; the progress bar shows while a feature's code arrives. */
export function PageSuspense() {
  return (
    <Suspense fallback={<RouteProgressBar active />}>
      <Outlet />
    </Suspense>
  );
}
