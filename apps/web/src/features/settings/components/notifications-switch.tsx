import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import type { CurrentUser } from '../../../lib/session/current-user';
import styles from './settings.module.css';

interface NotificationsSwitchProps {
  /** The saved state: notifications on unless the learner disabled them. */
  enabled: boolean;
  save: (enabled: boolean) => Promise<CurrentUser>;
  onSaved: (user: CurrentUser) => void;
}

/**
 * spec 01 §2 settingsNotifications: the switch shows the saved state; a change is sent at
 * once; a failure puts the switch back and says so.
 */
export function NotificationsSwitch({ enabled, save, onSaved }: NotificationsSwitchProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [checked, setChecked] = useState(enabled);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const inFlight = useRef(false);

  const toggle = async (next: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setChecked(next);
    setPending(true);
    setError(null);
    setSaved(false);
    try {
      const user = await save(next);
      setChecked(!user.disableNotification);
      onSaved(user);
      setSaved(true);
    } catch (failure) {
      setChecked(!next);
      setError(errorText(failure, t('notifications.failed')));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <div>
      <div className={styles.switchRow}>
        <div>
          <label htmlFor={id} className={styles.switchLabel}>
            {t('notifications.label')}
          </label>
          <p id={`${id}-hint`} className={styles.muted}>
            {t('notifications.hint')}
          </p>
        </div>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={checked}
          aria-checked={checked}
          disabled={pending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void toggle(event.target.checked)}
        />
      </div>
      <div aria-live="polite">
        {saved && (
          <p className={styles.success}>{t(checked ? 'notifications.savedOn' : 'notifications.savedOff')}</p>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
