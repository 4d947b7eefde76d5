import { ROUTER_BASENAME } from '../env/app-env';
import type { CurrentUser } from '../session/current-user';
import { type PostLoginTarget, readReturnUrl, resetReturnUrl, resolvePostLoginTarget } from './return-url';
import { setToken } from './token-storage';

/**
 * After any sign-in (e-mail, sign-up, app id, social): keep the token, give the signed-in
 * screens' cache the user the answer carried (loaded here, not with the sign-in route:
 * ARCHITECTURE §7 budget; if it cannot load, the guard fetches the user itself), and say
 * where to go (spec 01 §4 "Login": returnUrl param, else the stored one, else courses).
 */
export async function completeSignIn(
  token: string,
  user: CurrentUser | null,
  queryReturnUrl: string | null,
): Promise<PostLoginTarget> {
  setToken(token);
  if (user) {
    try {
      (await import('../session/current-user-query')).seedSignedInUser(user);
    } catch {
      // spec 01 §4 step 4 covers it.
    }
  }
  const target = resolvePostLoginTarget({
    queryReturnUrl,
    storedReturnUrl: readReturnUrl(),
    token,
    location: window.location,
    basename: ROUTER_BASENAME,
  });
  resetReturnUrl();
  return target;
}
