import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { RouteErrorScreen } from './route-error-screen';

interface Props {
  location: Location;
  children: ReactNode;
}

type State = { navigation: string; failure: { error: unknown } | null };

/**
 * The route error screen in place of the routes when a screen's chunk, a guard or a screen fails
 * (what the data router's root `errorElement` did); the next navigation tries its routes again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { navigation: this.props.location.key, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location.key === state.navigation ? null : { navigation: props.location.key, failure: null };
  }

  override render() {
    return this.state.failure ? <RouteErrorScreen error={this.state.failure.error} /> : this.props.children;
  }
}
