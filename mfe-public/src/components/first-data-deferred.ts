import { useDeferredValue } from 'react';

/**
 * Whether a query's data may render yet: false in the blocking update that brings its first data
 * (a query's answer renders in one), true in the deferred update React runs right after, which is
 * time-sliced. A list of a hundred cards then renders without one long task (a phone's Total
 * Blocking Time) while the loading state stays up; later changes of the data (a new search, an
 * optimistic Save) render at once.
 */
export function useFirstDataDeferred(hasData: boolean): boolean {
  return useDeferredValue(hasData) && hasData;
}
