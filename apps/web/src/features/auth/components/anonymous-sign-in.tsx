import button from '@cp/ui/button/button.module.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { reportLoginLater } from '../../../lib/auth/report-login';
import type { CurrentUser } from '../../../lib/session/current-user';
import type { LoginResult } from '../api/login';
import styles from './login-screen.module.css';

/**
 * Anonymous sign-in of brands with `isUserAnonAuthEnable` (spec 01 §6): sign-in by the
 * device's app id (decision 020), loaded only when pressed.
 */
export function AnonymousSignIn({
  onSuccess,
}: {
  onSuccess: (result: { token: string; user: CurrentUser }) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setPending(true);
    setError(null);
    let result: LoginResult;
    try {
      // Loaded when pressed: with the sign-up calls it brings the account chunk and TanStack
      // Query, which the sign-in screen of a school with anonymous sign-in must not download.
      const { signInWithAppId } = await import('../api/app-id-sign-in');
      result = await signInWithAppId();
    } catch {
      result = { kind: 'failed', message: null };
    }
    reportLoginLater('app_id', result.kind === 'success' ? result.user.id : null);
    if (result.kind === 'success') {
      await onSuccess(result);
      return;
    }
    setPending(false);
    setError((result.kind === 'failed' && result.message) || t('errors.failed'));
  };
  return (
    <div className={styles.anonymous}>
      <button
        type="button"
        className={button.secondary}
        disabled={pending}
        aria-busy={pending}
        onClick={start}
      >
        {t('anonymous.button')}
      </button>
      {error && (
        <p role="alert" className={form.formError}>
          {error}
        </p>
      )}
    </div>
  );
}
