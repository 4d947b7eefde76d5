import { DEFAULT_HOME_PAGE } from '@cp/contract';

/** Paths inside the router base (spec 01 §2, spec 02 §2) that more than one area links to. */
export const PATHS = {
  login: '/',
  signup: '/signup',
  accessRecovery: '/reset',
  resetPassword: '/resetPassword',
  updateProfile: '/updateProfile',
  /** Registration by chat (spec 01 §4 "the user-info chat"; decision 088). */
  userInfoChat: '/user-info-chat',
  logout: '/logout',
  courses: DEFAULT_HOME_PAGE,
} as const;

/** A router-state path without the router base ('/class/course' -> '/course'). */
export function stripBasename(pathname: string, basename: string): string {
  if (!basename || basename === '/') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}
