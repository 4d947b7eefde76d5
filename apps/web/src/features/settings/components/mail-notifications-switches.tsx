import { MAIL_NOTIFICATION_KINDS, type MailNotificationKind } from '@cp/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import type { MailSwitches } from '../api/get-mail-notifications';
import styles from './settings.module.css';

interface MailNotificationsSwitchesProps {
  /** The saved switches. */
  switches: MailSwitches;
  save: (kind: MailNotificationKind, enabled: boolean) => Promise<MailSwitches>;
  onSaved: (switches: MailSwitches) => void;
}

/**
 * The learner's e-mail switches (issue 32), one per kind, under the push switch: each shows the
 * saved state, a change is sent at once, a failure puts that switch back and says so.
 */
export function MailNotificationsSwitches({ switches, save, onSaved }: MailNotificationsSwitchesProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [checked, setChecked] = useState(switches);
  const [pending, setPending] = useState<MailNotificationKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ kind: MailNotificationKind; on: boolean } | null>(null);
  const inFlight = useRef(false);

  const toggle = async (kind: MailNotificationKind, next: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setChecked((c) => ({ ...c, [kind]: next }));
    setPending(kind);
    setError(null);
    setSaved(null);
    try {
      const answer = await save(kind, next);
      setChecked(answer);
      onSaved(answer);
      setSaved({ kind, on: answer[kind] });
    } catch (failure) {
      setChecked((c) => ({ ...c, [kind]: !next }));
      setError(errorText(failure, t('mail.failed')));
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  return (
    <fieldset className={styles.mailGroup} aria-describedby={`${id}-hint`}>
      <legend className={styles.switchLabel}>{t('mail.title')}</legend>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('mail.hint')}
      </p>
      {MAIL_NOTIFICATION_KINDS.map((kind) => (
        <div key={kind} className={styles.switchRow}>
          <div>
            <label htmlFor={`${id}-${kind}`} className={styles.switchLabel}>
              {t(`mail.kinds.${kind}.label`)}
            </label>
            <p id={`${id}-${kind}-hint`} className={styles.muted}>
              {t(`mail.kinds.${kind}.hint`)}
            </p>
          </div>
          <input
            id={`${id}-${kind}`}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={checked[kind]}
            aria-checked={checked[kind]}
            disabled={pending !== null}
            aria-describedby={`${id}-${kind}-hint`}
            onChange={(event) => void toggle(kind, event.target.checked)}
          />
        </div>
      ))}
      <div aria-live="polite">
        {saved && (
          <p className={styles.success}>
            {t(saved.on ? 'mail.savedOn' : 'mail.savedOff', { kind: t(`mail.kinds.${saved.kind}.label`) })}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
