import type { LoginMethod } from './login-analytics';

/** Reports a sign-in without putting analytics on the sign-in route's critical path. */
export function reportLoginLater(method: LoginMethod, userId: number | null): void {
  import('./login-analytics').then(
    (analytics) => analytics.reportLogin(method, userId),
    () => undefined,
  );
}
