import { onUnauthorized } from '../../lib/api/unauthorized-event';
import { logout } from '../../lib/auth/logout';
import { rememberReturnUrl } from '../../lib/auth/return-url';
import { PATHS, stripBasename } from '../../lib/routing/paths';
import type { AppRouter } from '../router/create-app-router';

/**
 * spec 01 §4: a 401 logs out, stores the return URL and goes to login. While a
 * navigation is running, its guard (guard-loader.ts) redirects instead, so the
 * two never race.
 */
export function handleUnauthorized(router: AppRouter, basename: string): () => void {
  return onUnauthorized(() => {
    logout();
    const { initialized, navigation, location } = router.state;
    if (!initialized || navigation.state !== 'idle') return;
    rememberReturnUrl(`${stripBasename(location.pathname, basename)}${location.search}`);
    void router.navigate(PATHS.login, { replace: true });
  });
}
