import { type ReactNode } from 'react';
import { ErrorBoundary } from '../errors/error-boundary';
import { RemoteFailure } from './remote-failure';

export type RemoteErrorBoundaryProps = {
  /** The boundary clears itself when this changes (a navigation), so one bad page stays one. */
  resetKey: string;
  children: ReactNode;
};

const remoteFailure = (error: unknown) => <RemoteFailure error={error} />;

/** Layer three of remote failure handling: render errors of a remote stay inside its area. */
export function RemoteErrorBoundary({ resetKey, children }: RemoteErrorBoundaryProps) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={remoteFailure}>
      {children}
    </ErrorBoundary>
  );
}
