import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import form from '../../../components/form/form.module.css';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { instructionUrl, offeredSocialNetworks, socialAuthOrder } from '../../../config/feature-flags';
import { completeSignIn } from '../../../lib/auth/complete-sign-in';
import { peekLoginNotice } from '../../../lib/auth/login-notice';
import { reportLoginLater } from '../../../lib/auth/report-login';
import { APP_TYPE, socialPlatform } from '../../../lib/env/app-env';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { PATHS } from '../../../lib/routing/paths';
import type { CurrentUser } from '../../../lib/session/current-user';
import { login } from '../api/login';
import { CookieNotice } from '../components/cookie-notice';
import { InstructionLink } from '../components/instruction-link';
import { LoginForm } from '../components/login-form';
import styles from '../components/login-screen.module.css';
import { SocialSignIn } from '../components/social-sign-in';
import { SupportBlock } from '../components/support-block';

// Rarely needed, so not downloaded with the screen (decision 005 budget).
const DebugConsole = lazy(() =>
  import('../components/debug-console').then((m) => ({ default: m.DebugConsole })),
);
const AnonymousSignIn = lazy(() =>
  import('../components/anonymous-sign-in').then((m) => ({ default: m.AnonymousSignIn })),
);
const LoginNoticeBanner = lazy(() =>
  import('../components/login-notice').then((m) => ({ default: m.LoginNoticeBanner })),
);

/** The address carries debug=1 (before the hash in the mobile shell, after it on the web). */
function isDebug(searchParams: URLSearchParams): boolean {
  return (
    searchParams.get('debug') === '1' || new URLSearchParams(window.location.search).get('debug') === '1'
  );
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
  const [hasNotice] = useState(() => peekLoginNotice() !== null);

  const signedIn = async ({ token, user }: { token: string; user: CurrentUser }) => {
    const target = await completeSignIn(token, user, searchParams.get('returnUrl'));
    if (target.kind === 'page') window.location.assign(target.href);
    else navigate(target.to, { replace: true });
  };

  return (
    <div className={styles.screen}>
      <section className={`${ui.sheet} ${ui.lifted} ${styles.card}`} aria-labelledby={titleId}>
        <h1 id={titleId} className={form.title}>
          {t('title')}
        </h1>
        {hasNotice && (
          <Suspense fallback={null}>
            <LoginNoticeBanner />
          </Suspense>
        )}
        <LoginForm
          submit={async (body) => {
            const result = await login(body);
            reportLoginLater('email', result.kind === 'success' ? result.user.id : null);
            return result;
          }}
          onSuccess={signedIn}
        />
        <SocialSignIn
          networks={offeredSocialNetworks(
            socialAuthOrder(brand, socialPlatform(APP_TYPE, navigator.userAgent)),
            domain.auth,
          )}
          clients={domain.auth.clients}
        />
        {brand.isUserAnonAuthEnable && (
          <Suspense fallback={null}>
            <AnonymousSignIn onSuccess={signedIn} />
          </Suspense>
        )}
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
      {isDebug(searchParams) && (
        <Suspense fallback={null}>
          <DebugConsole />
        </Suspense>
      )}
      <CookieNotice country={country} />
    </div>
  );
}
