import { useHydrated } from '@nordhub/session';
import { useDeferredValue } from 'react';

/**
 * Whether a query's data may render yet: false in the blocking update that brings its first data
 * (a query's answer renders in one), true in the deferred update React runs right after, which is
 * time-sliced. A list of a hundred cards then renders without one long task (issue 9's Total
 * Blocking Time) while the loading state stays up; later changes of the data (a new search, an
 * optimistic Save) render at once. Data a page the server drew carries (the job search's first
 * results) waits the same way until the app has taken the page over: drawn on the server, a
 * hundred cards made the page's HTML, its style and layout, and its hydration one long task each.
 */
export function useFirstDataDeferred(hasData: boolean): boolean {
  const ready = useHydrated() && hasData;
  return useDeferredValue(ready) && ready;
}
