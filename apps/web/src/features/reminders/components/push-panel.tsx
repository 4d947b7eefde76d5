import button from '@cp/ui/button/button.module.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import {
  disablePush,
  enablePush,
  type PushState,
  readPushState,
  syncPushSubscription,
} from '../../../lib/push/web-push';
import { REMINDER_PATHS } from './reminder-paths';
import styles from './reminders.module.css';

/** Follows the browser's notification permission while the screen is open (site settings, other tabs). */
function usePermissionChanges(onChange: () => void) {
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let live = true;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        if (!live) return;
        status = found;
        status.onchange = onChange;
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (status) status.onchange = null;
    };
  }, [onChange]);
}

/**
 * Whether reminders reach this browser, and the one step that changes it: allow,
 * subscribe or unsubscribe. Blocked and unsupported browsers get an explanation instead
 * of a button that cannot work.
 */
export function PushPanel({ accountNotificationsOff }: { accountNotificationsOff: boolean }) {
  const { t } = useTranslation('reminders');
  const titleId = useId();
  const vapidKey = useAppConfig().domain.push.vapidPublicKey;
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const check = useCallback(() => {
    readPushState(vapidKey).then(setState, () => setState('unsupported'));
  }, [vapidKey]);
  useEffect(() => {
    check();
    void syncPushSubscription(vapidKey);
  }, [check, vapidKey]);
  usePermissionChanges(check);

  const run = async (action: () => Promise<PushState>, failure: 'enableFailed' | 'disableFailed') => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      setState(await action());
    } catch {
      setError(t(`push.${failure}`));
    } finally {
      setPending(false);
    }
  };

  const enable = () => (vapidKey ? run(() => enablePush(vapidKey), 'enableFailed') : undefined);
  const actionButton = (label: string, onClick: () => void) => (
    <button type="button" className={button.primary} onClick={onClick} disabled={pending} aria-busy={pending}>
      {label}
    </button>
  );

  return (
    <section className={ui.sheet} aria-labelledby={titleId} data-push-state={state}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('push.title')}
      </h2>
      <p className={styles.state} aria-live="polite">
        {t(`push.${state}`)}
      </p>
      <div className={styles.actions}>
        {state === 'prompt' && actionButton(t('push.allow'), enable)}
        {state === 'granted' && actionButton(t('push.enable'), enable)}
        {state === 'subscribed' && (
          <button
            type="button"
            className={button.secondary}
            onClick={() => run(disablePush, 'disableFailed')}
            disabled={pending}
            aria-busy={pending}
          >
            {t('push.disable')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {accountNotificationsOff && (
        <p className={styles.warning}>
          {t('push.accountOff')} <Link to={REMINDER_PATHS.notifications}>{t('push.accountOffLink')}</Link>
        </p>
      )}
    </section>
  );
}
