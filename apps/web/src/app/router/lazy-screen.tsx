import { type ComponentType, isValidElement, type ReactNode, use } from 'react';
import type { RouteMatch } from 'react-router';
import type { LazyNamespace } from '../../lib/i18n/resources';
import { type Tracked, track } from '../../lib/routing/navigation-work';
import { lazyRoute } from './lazy-route';

/** A route module: its screen (or layout) as `Component`. */
type ScreenModule = { Component: ComponentType };
type LoadScreen = () => Promise<ScreenModule>;

const screens = new Map<LoadScreen, Tracked<ScreenModule>>();

function loadScreen(load: LoadScreen) {
  let screen = screens.get(load);
  if (!screen) {
    screen = track(load());
    // A failure shows when the route renders (the route error screen), not as an unhandled rejection.
    screen.catch(() => undefined);
    screens.set(load, screen);
  }
  return screen;
}

/** A lazily loaded screen: suspends the route until its chunk and texts are in. */
function LazyScreen({ load }: { load: LoadScreen }) {
  const { Component } = use(loadScreen(load) as Promise<ScreenModule>);
  return <Component />;
}

/**
 * A screen group's element: its own chunk, loaded with its i18n namespaces and the 120 s chunk
 * timeout (lazyRoute), when a navigation first matches it.
 */
export const lazyScreen = (importModule: LoadScreen, namespaces: readonly LazyNamespace[] = []) => (
  <LazyScreen load={lazyRoute(importModule, namespaces)} />
);

function preload(element: ReactNode): void {
  if (!isValidElement<{ load?: LoadScreen; children?: ReactNode }>(element)) return;
  if (element.type === LazyScreen && element.props.load) void loadScreen(element.props.load);
  preload(element.props.children);
}

/**
 * Starts every lazy screen a navigation matched at once (the group's layouts and the screen), as the
 * data router's lazy routes did: rendered one inside the other, each would wait for its parent's
 * chunk, a round trip per level.
 */
export function preloadScreens(matches: readonly RouteMatch[] | null): void {
  for (const match of matches ?? []) preload(match.route.element);
}
