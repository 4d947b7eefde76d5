/**
 * Who the analytics events are about (spec 01 §4: "an external user id is set after login";
 * logout clears it; admin traffic is marked internal, spec 01 §6). Kept apart from the
 * analytics loaders so that the signed-in layout can set it without downloading them.
 */
export interface AnalyticsUser {
  id: number;
  isAdmin: boolean;
}

export const ANALYTICS_USER_EVENT = 'cp:analytics-user';

let current: AnalyticsUser | null = null;

export function analyticsUser(): AnalyticsUser | null {
  return current;
}

/** Sets (or with null clears) the user; a change is announced to the loaded analytics. */
export function setAnalyticsUser(user: AnalyticsUser | null): void {
  if (current?.id === user?.id && current?.isAdmin === user?.isAdmin) return;
  current = user;
  window.dispatchEvent(new CustomEvent<AnalyticsUser | null>(ANALYTICS_USER_EVENT, { detail: user }));
}
