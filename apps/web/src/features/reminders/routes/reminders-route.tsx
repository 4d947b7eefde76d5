import button from '@cp/ui/button/button.module.css';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useCurrentUser } from '../../../lib/session/current-user-query';
import { useSchedule } from '../api/get-schedule';
import { PushPanel } from '../components/push-panel';
import { REMINDER_PATHS, type ReminderOutcome } from '../components/reminder-paths';
import styles from '../components/reminders.module.css';
import { TimezoneNote } from '../components/timezone-note';
import { useDaysText } from '../components/use-days-text';

const OUTCOMES: readonly ReminderOutcome[] = ['created', 'updated', 'deleted'];

/** The outcome a form sent back, read once: a reload or a later visit does not repeat it. */
function useOutcome(): ReminderOutcome | null {
  const location = useLocation();
  const navigate = useNavigate();
  const sent = (location.state as { reminderOutcome?: unknown } | null)?.reminderOutcome;
  const [outcome] = useState(() =>
    OUTCOMES.includes(sent as ReminderOutcome) ? (sent as ReminderOutcome) : null,
  );
  useEffect(() => {
    if (sent) navigate(location.pathname, { replace: true, state: null });
  }, [sent, navigate, location.pathname]);
  return outcome;
}

/** spec 01 §2 settingsReminders: the learner's reminders, their time zone, and this browser's notifications. */
export function Component() {
  const { t } = useTranslation(['reminders', 'common']);
  const listTitleId = useId();
  const { data: user } = useCurrentUser();
  const { data: entries, error, isPending, refetch, isRefetching } = useSchedule();
  const daysText = useDaysText();
  const outcome = useOutcome();

  return (
    <section className={`${ui.screen} ${styles.screen}`}>
      <h1 className={ui.title}>{t('title')}</h1>
      <p className={ui.muted}>{t('intro')}</p>
      <TimezoneNote timezone={user?.timezone ?? null} />
      <p role="status" className={styles.success}>
        {outcome ? t(`saved.${outcome}`) : ''}
      </p>
      <PushPanel accountNotificationsOff={user?.disableNotification ?? false} />
      <section className={ui.sheet} aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className={styles.subtitle}>
          {t('list.label')}
        </h2>
        {isPending && <p role="status">{t('loading')}</p>}
        {error && (
          <LoadFailure
            message={t('loadFailed')}
            error={error}
            onRetry={() => refetch()}
            retrying={isRefetching}
          />
        )}
        {entries && entries.length === 0 && <p className={ui.muted}>{t('list.empty')}</p>}
        {entries && entries.length > 0 && (
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.item} data-reminder={entry.id}>
                <span className={styles.when}>
                  <span className={styles.time}>{entry.time}</span>
                  <span>{daysText(entry.repeatDays)}</span>
                </span>
                <Link
                  to={REMINDER_PATHS.entry(entry.id)}
                  className={button.secondary}
                  aria-label={t('list.editNamed', { time: entry.time })}
                >
                  {t('list.edit')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {entries && (
          <Link to={REMINDER_PATHS.create} className={button.primary}>
            {t('list.add')}
          </Link>
        )}
      </section>
    </section>
  );
}
