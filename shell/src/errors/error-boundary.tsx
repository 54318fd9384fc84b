import { Component, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  /** The boundary clears itself when this changes (a navigation), so one bad page stays one. */
  resetKey: string;
  /** What shows in place of the children that failed to render. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean; resetKey: string };

/** Keeps a render error to the part of the page it wraps, until the visitor goes elsewhere. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.hasError) return this.props.fallback(this.state.error);
    return this.props.children;
  }
}
