import { onUnauthorized } from '../../lib/api/unauthorized-event';
import { logout } from '../../lib/auth/logout';
import { rememberReturnUrl } from '../../lib/auth/return-url';
import { latestNavigation, navigationId } from '../../lib/routing/navigation-work';
import { PATHS } from '../../lib/routing/paths';
import { settledNavigation } from '../router/navigation-settled';

/**
 * spec 01 §4: a 401 logs out, stores the return URL and goes to login. While a
 * navigation is running, its guard (guards/guard.tsx) redirects instead, so the
 * two never race.
 */
export function handleUnauthorized(replace: (to: string) => void): () => void {
  return onUnauthorized(() => {
    logout();
    const location = settledNavigation()?.location;
    const running = latestNavigation();
    if (!location || (running !== null && running !== navigationId(location))) return;
    rememberReturnUrl(`${location.pathname}${location.search}`);
    replace(PATHS.login);
  });
}
