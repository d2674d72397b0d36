import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError, type ErrorContext } from '../../lib/errorReporting';

interface Props {
  boundary: ErrorContext['boundary'];
  part?: string;
  /** What shows instead of the children after they threw; `tryAgain` renders them again. */
  fallback: (props: { error: unknown; tryAgain: () => void }) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

/** Catches a render error below it, reports it and shows the fallback until the reader tries again. */
export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, {
      boundary: this.props.boundary,
      part: this.props.part,
      componentStack: info.componentStack ?? undefined,
    });
  }

  private tryAgain = () => this.setState({ failed: false, error: null });

  override render() {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, tryAgain: this.tryAgain });
    return this.props.children;
  }
}
