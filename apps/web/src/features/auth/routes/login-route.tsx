import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppConfig } from '../../../config/config-context';
import { instructionUrl, socialAuthOrder } from '../../../config/feature-flags';
import { readReturnUrl, resetReturnUrl, resolvePostLoginTarget } from '../../../lib/auth/return-url';
import { setToken } from '../../../lib/auth/token-storage';
import { APP_TYPE, ROUTER_BASENAME, socialPlatform } from '../../../lib/env/app-env';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { PATHS } from '../../../lib/routing/paths';
import type { CurrentUser } from '../../../lib/session/current-user';
import { login } from '../api/login';
import { CookieNotice } from '../components/cookie-notice';
import { DebugConsole } from '../components/debug-console';
import { InstructionLink } from '../components/instruction-link';
import { LoginForm } from '../components/login-form';
import styles from '../components/login-screen.module.css';
import { SocialSignIn } from '../components/social-sign-in';
import { SupportBlock } from '../components/support-block';

/** The address carries debug=1 (before the hash in the mobile shell, after it on the web). */
function isDebug(searchParams: URLSearchParams): boolean {
  return (
    searchParams.get('debug') === '1' || new URLSearchParams(window.location.search).get('debug') === '1'
  );
}

/**
 * The signed-in screens' cache starts with the user sign-in answered with, so the
 * guard does not ask again. Loaded here, not with the route (ARCHITECTURE §7
 * budget); if it cannot load, the guard fetches the user itself.
 */
async function seedUserCache(user: CurrentUser): Promise<void> {
  try {
    (await import('../../../lib/session/current-user-query')).seedCurrentUser(user);
  } catch {
    // The guard's own `GET /user` covers it (spec 01 §4 step 4).
  }
}

/** spec 01 §2 "Login screen". */
export function Component() {
  const { t } = useTranslation('auth');
  const { domain, components, country } = useAppConfig();
  const { brand } = components;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const manualUrl = instructionUrl(brand, currentLanguage());
  const titleId = useId();

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {t('title')}
        </h1>
        <LoginForm
          submit={login}
          onSuccess={async ({ token, user }) => {
            setToken(token);
            await seedUserCache(user);
            // spec 01 §4 "Login": returnUrl param, else the stored one, else courses.
            const target = resolvePostLoginTarget({
              queryReturnUrl: searchParams.get('returnUrl'),
              storedReturnUrl: readReturnUrl(),
              token,
              location: window.location,
              basename: ROUTER_BASENAME,
            });
            resetReturnUrl();
            if (target.kind === 'page') window.location.assign(target.href);
            else navigate(target.to, { replace: true });
          }}
        />
        <SocialSignIn networks={socialAuthOrder(brand, socialPlatform(APP_TYPE, navigator.userAgent))} />
        <div className={styles.secondary}>
          {brand.isRegistrationEnable ? (
            <p>
              {t('register.prompt')} <Link to={PATHS.signup}>{t('register.link')}</Link>
            </p>
          ) : (
            manualUrl && <InstructionLink url={manualUrl} />
          )}
          <SupportBlock email={domain.supportEmail} whatsAppNumber={domain.whatsAppNumber} />
        </div>
      </section>
      {isDebug(searchParams) && <DebugConsole />}
      <CookieNotice country={country} />
    </div>
  );
}
