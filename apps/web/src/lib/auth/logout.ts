import { setAnalyticsUser } from '../analytics/analytics-user';
import { clearOfflineData } from '../offline/write-queue-marker';
import { clearDataAreas } from '../storage/storage';
import { rememberReturnUrl, resetReturnUrl } from './return-url';
import { clearToken } from './token-storage';

/**
 * Why the learner is signed out. `signed-out`: they asked (sign out, account deletion): everything
 * of theirs leaves the device, downloads too. `ended`: the session ended without them (signed in on
 * another device, a 401, a sign-in link taking over): their downloads stay on the device, out of
 * reach, until they sign in here again; another learner's sign-in removes them (issue 27).
 */
export type LogoutReason = 'signed-out' | 'ended';

type CacheClearer = (reason: LogoutReason) => void;
const cacheClearers = new Set<CacheClearer>();

/**
 * A cache of the signed-in screens (the query cache) registers here when its module
 * loads: logout must clear it, but a guest never downloads it, so logout cannot
 * import it (ARCHITECTURE §7 budget).
 */
export function clearOnLogout(clear: CacheClearer): void {
  cacheClearers.add(clear);
}

/**
 * spec 01 §4: logout clears every data area, removes the token, clears the analytics
 * user id and resets the return URL; /logout and a 401 then keep the return URL they
 * were given.
 */
export function logout(options: { returnUrl?: string | null; reason?: LogoutReason } = {}): void {
  const reason = options.reason ?? 'ended';
  clearToken();
  for (const clear of cacheClearers) clear(reason);
  // The offline stores (decision 067) before the flags that say what they hold go with the data areas.
  clearOfflineData();
  clearDataAreas();
  setAnalyticsUser(null);
  resetReturnUrl();
  if (options.returnUrl) rememberReturnUrl(options.returnUrl);
}
