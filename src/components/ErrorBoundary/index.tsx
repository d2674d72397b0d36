import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError, type ErrorContext } from '../../lib/errorReporting';

interface Props {
  boundary: ErrorContext['boundary'];
  part?: string;
  /** A change of this value (such as the page's path) renders the children again after they threw. */
  resetKey?: string;
  /** What shows instead of the children after they threw; `tryAgain` renders them again. */
  fallback: (props: { error: unknown; tryAgain: () => void }) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  /** The reset key the children last rendered with. */
  key?: string;
}

/** Catches a render error below it, reports it and shows the fallback until the reader tries again. */
export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  /**
   * A new key clears the error before the children render with it, so children that throw under the
   * new key are caught and reported once (a reset after that render would render them again).
   */
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, error: null, key: props.resetKey };
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
