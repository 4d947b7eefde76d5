import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSchoolConfig } from '../../../lib/config/config-context';
import { HOME_PATH } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session-context';
import page from '../../../lib/ui/card-page.module.css';
import { LanguageSelect } from '../../../lib/ui/language-select';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SignInForm } from '../components/sign-in-form';
import styles from './sign-in-screen.module.css';

/** Where a signed-out visit came from (the layout's redirect), if it was a desk screen. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : HOME_PATH;
}

/**
 * The desk's sign-in (issue 9 "sign-in with the same password and session rules as
 * learners"). A learner's account is refused with a clear text and its session ended.
 * Experts and administrators alike; the language switch and "Forgot password?" (issue 28).
 */
export default function SignInScreen() {
  const { t } = useTranslation('auth');
  const { domain } = useSchoolConfig();
  const { state, adoptToken } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const target = returnPath(location.state);
  const [forgot, setForgot] = useState(false);

  if (state.status === 'signed-in') return <Navigate to={target} replace />;
  const notice = state.status === 'signed-out' ? state.notice : null;

  return (
    <main className={page.page}>
      <div className={`${page.card} ${styles.card}`}>
        <div className={styles.top}>
          <p className={styles.school}>{domain.title || domain.name}</p>
          <LanguageSelect />
        </div>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.info}>{t('subtitle')}</p>
        {notice === 'not-staff' && (
          <div role="alert" className={styles.notice}>
            <p>{t('notStaff')}</p>
            <a href="/">{t('toLearnerApp')}</a>
          </div>
        )}
        {notice === 'session-ended' && (
          <p role="status" className={styles.info}>
            {t('sessionEnded')}
          </p>
        )}
        {forgot ? (
          <ForgotPasswordForm />
        ) : (
          <SignInForm
            onSignedIn={async (token) => {
              const result = await adoptToken(token);
              if (result === 'signed-in') void navigate(target, { replace: true });
              return result;
            }}
          />
        )}
        <button type="button" className={styles.linkButton} onClick={() => setForgot(!forgot)}>
          {t(forgot ? 'backToSignIn' : 'forgot')}
        </button>
      </div>
    </main>
  );
}
