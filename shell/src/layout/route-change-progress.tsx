import { useTheme } from '@emotion/react';
import { RouteProgressBar } from '@nordhub/design-system';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** True for `durationMs` after each location change; false on the first page. */
export function useRecentLocationChange(durationMs: number): boolean {
  const location = useLocation();
  const [settledKey, setSettledKey] = useState(location.key);

  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(location.key), durationMs);
    return () => clearTimeout(timer);
  }, [location.key, durationMs]);

  return settledKey !== location.key;
}

/**
 * The route progress bar (the product spec's business constants: it lasts 1500 ms): shown for that long after every
 * route change. A page whose code is still loading shows its own (the remote area's fallback).
 */
export function RouteChangeProgress() {
  const { durations } = useTheme();
  const recentChange = useRecentLocationChange(durations.progress);
  return <RouteProgressBar active={recentChange} />;
}
