import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error';

type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; resetKey: string };

/** Shows RouteError when a page throws while rendering or its code cannot load; cleared by a new `resetKey` (address). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
