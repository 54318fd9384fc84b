import { RemoteFallback, RouteProgressBar } from '@nordhub/design-system';
import { useEffect, useState } from 'react';
import { reloadOnceForChunkError, willReloadForChunkError } from '../federation/chunk-error';
import { useRemoteArea } from './remote-area-context';

export type RemoteFailureProps = {
  error: unknown;
};

/** A remote area's fallback: it could not be loaded, with a retry. */
export function RemoteAreaFallback() {
  const { retry } = useRemoteArea();
  return <RemoteFallback onRetry={retry} />;
}

/**
 * What a remote's area shows when the remote failed: a stale chunk reloads the page once;
 * anything else (or a chunk error right after that reload) shows the fallback with a retry.
 */
export function RemoteFailure({ error }: RemoteFailureProps) {
  // Decided once per failure; the effect then records the reload and performs it.
  const [reloading] = useState(() => willReloadForChunkError(error));

  useEffect(() => {
    if (reloading) reloadOnceForChunkError(error);
  }, [reloading, error]);

  if (reloading) return <RouteProgressBar active label="Reloading the page" />;
  return <RemoteAreaFallback />;
}
