import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ReminderEntry } from '../api/schedule-entries';
import { ReminderForm } from '../components/reminder-form';
import { REMINDER_PATHS, type ReminderOutcome } from '../components/reminder-paths';
import styles from '../components/reminders.module.css';
import { ReminderFormScreen } from './reminder-form-screen';

/** spec 01 §2 settingsReminderUpdate: `/user/settings/reminders/{id}`, with delete. */
export function Component() {
  const { t } = useTranslation('reminders');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  // A save changes the entry's id (the time) before the list opens: keep showing the form meanwhile.
  const [leaving, setLeaving] = useState(false);
  const shown = useRef<ReminderEntry | null>(null);
  const find = (entries: readonly ReminderEntry[]) => {
    const found = entries.find((current) => current.id === id);
    if (found) shown.current = found;
    return found ?? (leaving ? shown.current : null);
  };
  const done = (outcome: ReminderOutcome) => {
    setLeaving(true);
    navigate(REMINDER_PATHS.list, { replace: true, state: { reminderOutcome: outcome } });
  };

  return (
    <ReminderFormScreen
      title={(entries) => {
        const entry = find(entries);
        return entry ? t('form.editTitle', { time: entry.time }) : t('title');
      }}
    >
      {(entries) => {
        const entry = find(entries);
        if (!entry) {
          return (
            <div role="alert">
              <p className={styles.error}>{t('form.notFound')}</p>
              <Link to={REMINDER_PATHS.list}>{t('form.back')}</Link>
            </div>
          );
        }
        return <ReminderForm key={entry.id} entries={entries} editing={entry} onDone={done} />;
      }}
    </ReminderFormScreen>
  );
}
