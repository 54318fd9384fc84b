import { Skeleton } from '@nordhub/design-system';
import { lazy, Suspense } from 'react';
import { type RouteObject } from 'react-router-dom';

/** The path of the design-system gallery in development builds. */
export const galleryPath = '/dev/gallery';

/**
 * Routes that exist in development builds only: the design-system gallery. The `if` on
 * process.env.NODE_ENV is the whole mechanism: webpack replaces the test with `false` in a
 * production build and drops the branch before following its import(), so no gallery chunk is
 * emitted (verified by grepping shell/dist, see docs/design-system.md). React.lazy rather than
 * the route's `lazy`: the page loads like a remote's, under the shell's Suspense fallback.
 */
export function devRoutes(): RouteObject[] {
  let routes: RouteObject[] = [];
  if (process.env.NODE_ENV !== 'production') {
    const Gallery = lazy(async () => ({ default: (await import('@nordhub/design-system/gallery')).DesignSystemGallery }));
    routes = [
      {
        path: galleryPath,
        element: (
          <Suspense fallback={<Skeleton label="Loading the gallery…" />}>
            <Gallery />
          </Suspense>
        ),
      },
    ];
  }
  return routes;
}
