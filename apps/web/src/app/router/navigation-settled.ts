import type { Location, RouteMatch } from 'react-router';
import { forgetOtherNavigations, navigationId } from '../../lib/routing/navigation-work';

/** A navigation whose screen (or the route error screen) is on the page. */
export interface SettledNavigation {
  /** The router's history. */
  history: object;
  /** Inside the router base. */
  location: Location;
  matches: readonly RouteMatch[];
}

type Listener = (navigation: SettledNavigation) => void;

let settled: SettledNavigation | null = null;
const listeners = new Set<Listener>();

/**
 * What the data router's state said and the declarative one does not: where the app settled after
 * its guards, redirects and chunks (analytics' page views, the 401 handler's return URL, the
 * e-mail step's page being left). AppRoutes reports it once a navigation's screen is committed.
 */
export function settleNavigation(navigation: SettledNavigation): void {
  settled = navigation;
  forgetOtherNavigations(navigation.history, navigationId(navigation.location));
  for (const listener of listeners) listener(navigation);
}

export const settledNavigation = (): SettledNavigation | null => settled;

/** The router is gone (a test's): what it settled on says nothing about the next one. */
export function forgetSettledNavigation(history: object): void {
  if (settled?.history === history) settled = null;
}

/** Calls `listener` with each settled navigation, the current one first if there is one. */
export function onNavigationSettled(listener: Listener): () => void {
  listeners.add(listener);
  if (settled) listener(settled);
  return () => listeners.delete(listener);
}
