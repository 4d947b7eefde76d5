import { logout } from '../../../lib/auth/logout';
import { revokeToken } from '../../../lib/auth/revoke-token';
import { getToken } from '../../../lib/auth/token-storage';
import { sendPendingWrites } from '../../../lib/offline/write-queue-marker';
import { stopSessionSocket } from '../../../lib/realtime/session-socket';
import { type NavigationArgs, redirectTo, useNavigationWork } from '../../../lib/routing/navigation-work';
import { PATHS } from '../../../lib/routing/paths';

/**
 * spec 01 §2 logout: logs out, stores an optional returnUrl, goes to login. The token
 * is revoked on the server too (issue 3), after it is gone from this device, so a slow
 * or failed answer never keeps the learner signed in here.
 */
async function signOut({ location }: NavigationArgs) {
  const token = getToken();
  stopSessionSocket();
  // Progress made offline gets a last try while the token still works (decision 067).
  await sendPendingWrites();
  logout({ returnUrl: new URLSearchParams(location.search).get('returnUrl'), reason: 'signed-out' });
  if (token) await revokeToken(token);
  return redirectTo(PATHS.login);
}

/** Never shown: signing out always redirects (the screen being left stays until then). */
export function Component() {
  useNavigationWork('logout', signOut);
  return null;
}
