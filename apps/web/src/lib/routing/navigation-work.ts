import { use, useContext } from 'react';
import {
  type Location,
  type Params,
  type Path,
  parsePath,
  UNSAFE_NavigationContext,
  useLocation,
  useParams,
} from 'react-router';

/**
 * Work a route does before its screen shows (the guards of spec 01 §4, logging out, reading a
 * guest page's data), once per navigation, with the screen suspended meanwhile: the screen being
 * left stays until the work is done, or the loading screen on a first visit (decision 145). The
 * router is React Router's declarative one, which has no loaders; this is the little of them the
 * app used, in React's own terms (Suspense).
 */

/** Where a route's work sends the visitor instead of showing its screen. */
export interface Redirect {
  redirect: string;
}

export const redirectTo = (to: string): Redirect => ({ redirect: to });

const isRedirect = (value: unknown): value is Redirect =>
  typeof value === 'object' && value !== null && typeof (value as Redirect).redirect === 'string';

export interface NavigationArgs {
  /** The target, inside the router base. */
  location: Location;
  params: Params;
  /** Aborted when a newer navigation starts before this one is done. */
  signal: AbortSignal;
}

type Work<T> = (args: NavigationArgs) => T | Redirect | Promise<T | Redirect>;

/** A promise with the fields React's `use` reads, so a settled one renders without suspending. */
export type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** Follows a promise, so that `use` reads it at once after it settled. */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }).value as T,
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
      throw reason;
    },
  );
  return tracked;
}

/** A screen that a redirect replaced: it never shows. */
const replaced: Promise<never> = new Promise(() => undefined);

/**
 * A navigation: its history entry's key and where it goes (React Router renders one navigation
 * with more than one location object, so the object cannot tell them apart; an entry the history
 * did not make, such as a hash changed by hand, has the key 'default').
 */
export const navigationId = ({ key, pathname, search }: Location): string => `${key} ${pathname}${search}`;

/**
 * The works by history (one in the app; each test's router has its own), then by navigation. Going
 * back to an entry is a new navigation: only the settled navigation's works are kept
 * (forgetOtherNavigations).
 */
const works = new WeakMap<object, Map<string, Map<string, Tracked<unknown>>>>();
/** The latest navigation any work started for. */
let current: { id: string; controller: AbortController } | null = null;

/** The navigation the router is on its way to, or at (null before the first route's work). */
export const latestNavigation = (): string | null => current?.id ?? null;

/**
 * The navigation `id` of `history` is on the page: the others' works are forgotten, so going back
 * to one of them runs them again, and one still running is abandoned (its signal aborts, its
 * redirect is not followed).
 */
export function forgetOtherNavigations(history: object, id: string): void {
  const byNavigation = works.get(history);
  for (const other of byNavigation?.keys() ?? []) if (other !== id) byNavigation?.delete(other);
  if (current && current.id !== id) {
    current.controller.abort();
    current = null;
  }
}

/** `to` inside the router base as the history needs it ('/' is the base itself, as React Router does). */
export function withBasename(to: string, basename: string): Partial<Path> {
  const path = parsePath(to);
  if (basename !== '/' && path.pathname) {
    path.pathname = path.pathname === '/' ? basename : `${basename}${path.pathname}`;
  }
  return path;
}

function start<T>(
  id: string,
  work: Work<T>,
  args: Omit<NavigationArgs, 'signal'>,
  replace: (to: string) => void,
) {
  if (current?.id !== id) {
    current?.controller.abort();
    current = { id, controller: new AbortController() };
  }
  const { signal } = current.controller;
  const follow = (outcome: T | Redirect): Promise<T> | T => {
    if (!isRedirect(outcome)) return outcome;
    // Not while React renders (a history change renders the router); never for an abandoned navigation.
    queueMicrotask(() => {
      if (!signal.aborted) replace(outcome.redirect);
    });
    return replaced;
  };
  try {
    const outcome = work({ ...args, signal });
    if (!(outcome instanceof Promise)) {
      const value = follow(outcome);
      return value === replaced ? replaced : fulfilled(value as T);
    }
    return track(outcome.then(follow));
  } catch (error) {
    const failed = track(Promise.reject(error));
    failed.catch(() => undefined);
    return failed;
  }
}

/**
 * Runs `work` for this navigation (once, whatever React renders again: StrictMode, retries) and
 * suspends the route until it is done: then its value, or the error for the route error screen; a
 * redirect replaces the target in the history, keeping the screen suspended until the new one
 * shows. `name` tells the works of one navigation apart (a group's guard and its screen's data).
 */
export function useNavigationWork<T>(name: string, work: Work<T>): T {
  const location = useLocation();
  const params = useParams();
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  const id = navigationId(location);
  let byNavigation = works.get(navigator);
  if (!byNavigation) {
    byNavigation = new Map();
    works.set(navigator, byNavigation);
  }
  let named = byNavigation.get(id);
  if (!named) {
    named = new Map();
    byNavigation.set(id, named);
  }
  let tracked = named.get(name) as Tracked<T> | undefined;
  if (!tracked) {
    tracked = start(id, work, { location, params }, (to) => navigator.replace(withBasename(to, basename)));
    named.set(name, tracked);
  }
  return use(tracked as Promise<T>);
}
