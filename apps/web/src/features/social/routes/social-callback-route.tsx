import { useTranslation } from 'react-i18next';
import { completeSignIn } from '../../../lib/auth/complete-sign-in';
import { setLoginNotice } from '../../../lib/auth/login-notice';
import { reportLoginLater } from '../../../lib/auth/report-login';
import { parseSocialReturn, SOCIAL_RETURN_PARAMS } from '../../../lib/auth/social-return';
import { clearToken, setToken } from '../../../lib/auth/token-storage';
import { type NavigationArgs, redirectTo, useNavigationWork } from '../../../lib/routing/navigation-work';
import { PATHS } from '../../../lib/routing/paths';
import { setLinkOutcome } from '../components/social-flash';
import { SOCIAL_PATHS } from '../components/social-paths';

/** The parameters as the server added them (before a '#' in the mobile shell), and the router's. */
function returnParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(window.location.search)) {
    if (!params.has(key)) params.set(key, value);
  }
  return params;
}

/** The token must not stay in the address bar, the history or a bookmark. */
function clearAddressBar(): void {
  const url = new URL(window.location.href);
  for (const name of SOCIAL_RETURN_PARAMS) url.searchParams.delete(name);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
}

/**
 * Where a social sign-in or link comes back (`successUrl`, spec 01 §4): a login success
 * stores the token, fetches the user and proceeds; a failure shows an error dialog with
 * the query cleared. A link goes back to the networks screens with its outcome.
 */
async function comeBack({ location }: NavigationArgs) {
  const result = parseSocialReturn(returnParams(location.search));
  clearAddressBar();
  if (result.kind === 'none') return redirectTo(PATHS.login);

  if (result.action === 'link') {
    if (result.kind === 'success') setLinkOutcome({ kind: 'linked', method: result.method });
    if (result.kind === 'fail') {
      setLinkOutcome({
        kind: 'link-failed',
        method: result.method,
        code: result.code,
        message: result.message,
      });
    }
    return redirectTo(result.kind === 'success' ? SOCIAL_PATHS.networks : SOCIAL_PATHS.link);
  }

  if (result.kind === 'cancel') return redirectTo(PATHS.login);
  if (result.kind === 'success' && result.token) {
    setToken(result.token);
    try {
      const user = await (await import('../../../lib/session/current-user-query')).fetchCurrentUser();
      reportLoginLater(result.method, user.id);
      const target = await completeSignIn(result.token, user, null);
      if (target.kind === 'route') return redirectTo(target.to);
      window.location.assign(target.href);
      return new Promise<never>(() => undefined);
    } catch {
      clearToken();
    }
  }
  reportLoginLater(result.method, null);
  setLoginNotice({
    kind: 'social-failed',
    action: 'login',
    code: result.kind === 'fail' ? result.code : 'unknown_error',
    message: result.kind === 'fail' ? result.message : null,
  });
  return redirectTo(PATHS.login);
}

export function Component() {
  useNavigationWork('social-callback', comeBack);
  const { t } = useTranslation('social');
  return <p role="status">{t('returning')}</p>;
}
