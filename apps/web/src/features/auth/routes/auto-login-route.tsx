import { useTranslation } from 'react-i18next';
import { completeSignIn } from '../../../lib/auth/complete-sign-in';
import { setLoginNotice } from '../../../lib/auth/login-notice';
import { logout } from '../../../lib/auth/logout';
import { reportLoginLater } from '../../../lib/auth/report-login';
import { revokeToken } from '../../../lib/auth/revoke-token';
import { getToken } from '../../../lib/auth/token-storage';
import { APP_TYPE, ROUTER_BASENAME } from '../../../lib/env/app-env';
import { stopSessionSocket } from '../../../lib/realtime/session-socket';
import { type NavigationArgs, redirectTo, useNavigationWork } from '../../../lib/routing/navigation-work';
import { PATHS } from '../../../lib/routing/paths';
import { loginByToken } from '../api/login-by-token';
import { autoLoginTarget, planAutoLogin } from './auto-login';

/**
 * spec 01 §2 auto-login: with a token query, logs out, stores the token, then goes to
 * returnUrl (full page load) or courses; without a token, to login. Work of the navigation, not
 * an effect: a one-time token must be sent exactly once.
 */
async function signInByToken({ location }: NavigationArgs) {
  const plan = planAutoLogin(new URLSearchParams(location.search));
  if (plan.kind === 'to-login') return redirectTo(PATHS.login);

  const previous = getToken();
  stopSessionSocket();
  logout();
  // Another session held here ends on the server too; the same token is kept alive.
  if (previous && previous !== plan.token) void revokeToken(previous);

  const result = await loginByToken(plan.token);
  reportLoginLater('token', result.kind === 'success' ? result.user.id : null);
  if (result.kind !== 'success') {
    setLoginNotice({ kind: 'auto-login-failed' });
    return redirectTo(PATHS.login);
  }
  await completeSignIn(result.token, result.user, null);
  const target = autoLoginTarget({
    returnUrl: plan.returnUrl,
    token: result.token,
    location: window.location,
    basename: ROUTER_BASENAME,
    hashHistory: APP_TYPE === 'mobile',
  });
  if (target.kind === 'route') return redirectTo(target.to);
  window.location.assign(target.href);
  // The page is being replaced; nothing renders meanwhile.
  return new Promise<never>(() => undefined);
}

export function Component() {
  useNavigationWork('auto-login', signInByToken);
  const { t } = useTranslation('auth');
  return <p role="status">{t('autoLogin.signingIn')}</p>;
}
