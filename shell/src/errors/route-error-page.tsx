import { ErrorPage, ErrorPageFallback } from '@nordhub/design-system';
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export type RouteErrorDetails = { status: number; message?: string };

/** Status and message of a route error (spec section 8: the status code, default 500). */
export function describeRouteError(error: unknown): RouteErrorDetails {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message = typeof data === 'string' && data ? data : error.statusText || undefined;
    return { status: error.status, message };
  }
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

export function RouteErrorPage() {
  const { status, message } = describeRouteError(useRouteError());
  return (
    <ErrorPageGuard>
      <ErrorPage status={status} message={message} />
    </ErrorPageGuard>
  );
}
