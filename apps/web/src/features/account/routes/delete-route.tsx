import button from '@cp/ui/button/button.module.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import form from '../../../components/form/form.module.css';
import ui from '../../../components/ui/screen.module.css';
import { errorText } from '../../../lib/api/api-error';
import { setLoginNotice } from '../../../lib/auth/login-notice';
import { logout } from '../../../lib/auth/logout';
import { getToken } from '../../../lib/auth/token-storage';
import { stopSessionSocket } from '../../../lib/realtime/session-socket';
import { type NavigationArgs, redirectTo, useNavigationWork } from '../../../lib/routing/navigation-work';
import { PATHS } from '../../../lib/routing/paths';
import { deleteAccount } from '../api/delete-account';

/** Nobody signed in: nothing to delete; like /logout, keep the return URL and go to login. */
function signedInOnly({ location }: NavigationArgs) {
  if (getToken()) return null;
  logout({ returnUrl: new URLSearchParams(location.search).get('returnUrl') });
  return redirectTo(PATHS.login);
}

/**
 * spec 01 §2 delete: deletes the account, logs out, stores an optional returnUrl, goes
 * to login. Deleting cannot be undone, so the learner confirms it first.
 */
export function Component() {
  useNavigationWork('delete', signedInOnly);
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    // This device ends the session itself: its own 'deleted' event is not news.
    stopSessionSocket();
    try {
      await deleteAccount();
    } catch (failure) {
      setPending(false);
      if (!getToken()) return; // a 401 has logged out and gone to login already
      setError(errorText(failure, t('delete.failed')));
      return;
    }
    logout({ returnUrl: searchParams.get('returnUrl'), reason: 'signed-out' });
    setLoginNotice({ kind: 'session-ended', reason: 'deleted' });
    navigate(PATHS.login, { replace: true });
  };

  return (
    <section className={`${ui.sheet} ${ui.lifted} ${form.card}`} aria-labelledby="delete-title">
      <h1 id="delete-title" className={form.title}>
        {t('delete.title')}
      </h1>
      <p>{t('delete.text')}</p>
      {error && (
        <p role="alert" className={form.formError}>
          {error}
        </p>
      )}
      <div className={button.actions}>
        <button
          type="button"
          className={button.secondary}
          onClick={() => (hasHistory() ? navigate(-1) : navigate(PATHS.courses))}
        >
          {t('delete.cancel')}
        </button>
        <button
          type="button"
          className={button.primary}
          disabled={pending}
          aria-busy={pending}
          onClick={confirm}
        >
          {t('delete.confirm')}
        </button>
      </div>
    </section>
  );
}

/** React Router numbers its history entries: 0 is the first page of this visit. */
function hasHistory(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}
