import { Component, type ReactNode } from 'react';
import { RemoteFailure } from './remote-failure';

export type RemoteErrorBoundaryProps = {
  /** The boundary clears itself when this changes (a navigation), so one bad page stays one. */
  resetKey: string;
  children: ReactNode;
};

type RemoteErrorBoundaryState = { error: unknown; hasError: boolean; resetKey: string };

/** Layer three of remote failure handling: render errors of a remote stay inside its area. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RemoteErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: RemoteErrorBoundaryProps,
    state: RemoteErrorBoundaryState,
  ): Partial<RemoteErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.hasError) return <RemoteFailure error={this.state.error} />;
    return this.props.children;
  }
}
