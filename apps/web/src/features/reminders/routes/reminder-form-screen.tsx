import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useCurrentUser } from '../../../lib/session/current-user-query';
import { useSchedule } from '../api/get-schedule';
import type { ReminderEntry } from '../api/schedule-entries';
import styles from '../components/reminders.module.css';
import { TimezoneNote } from '../components/timezone-note';

interface ReminderFormScreenProps {
  title: (entries: readonly ReminderEntry[]) => string;
  children: (entries: readonly ReminderEntry[]) => ReactNode;
}

/** The frame of the new and edit screens: the schedule loaded (a save sends all of it) and the time zone. */
export function ReminderFormScreen({ title, children }: ReminderFormScreenProps) {
  const { t } = useTranslation(['reminders', 'common']);
  const { data: user } = useCurrentUser();
  const { data: entries, error, isPending, refetch, isRefetching } = useSchedule();
  return (
    <section className={`${ui.screen} ${styles.screen}`}>
      <h1 className={ui.title}>{entries ? title(entries) : t('title')}</h1>
      <TimezoneNote timezone={user?.timezone ?? null} />
      <div className={ui.sheet}>
        {isPending && <p role="status">{t('loading')}</p>}
        {error && (
          <LoadFailure
            message={t('loadFailed')}
            error={error}
            onRetry={() => refetch()}
            retrying={isRefetching}
          />
        )}
        {entries && children(entries)}
      </div>
    </section>
  );
}
