import { ErrorPage, ErrorPageFallback } from '@nordhub/design-system';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';

export type RouteErrorDetails = { status: number; message?: string };

/** Status and message of a route error (the product spec's error catalogue: the status code, default 500). */
export function describeRouteError(error: unknown): RouteErrorDetails {
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500 };
}

type GuardProps = { children: ReactNode };
type GuardState = { failed: boolean };

/** If the error page itself throws: 'An error occured while showing the error page'. */
class ErrorPageGuard extends Component<GuardProps, GuardState> {
  override state: GuardState = { failed: false };

  static getDerivedStateFromError(): GuardState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}

export type RouteErrorPageProps = { error: unknown };

export function RouteErrorPage({ error }: RouteErrorPageProps) {
  const { status, message } = describeRouteError(error);
  return (
    <ErrorPageGuard>
      <ErrorPage status={status} message={message} />
    </ErrorPageGuard>
  );
}

const routeErrorPage = (error: unknown) => <RouteErrorPage error={error} />;

/** A part of the route table whose render error shows the error page, until the path changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={routeErrorPage}>
      {children}
    </ErrorBoundary>
  );
}
