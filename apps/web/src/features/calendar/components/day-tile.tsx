import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLockReasonText } from '../../../components/learning/lock-reason';
import ui from '../../../components/ui/screen.module.css';
import type { Stream } from '../../../lib/learning/api/stream';
import { learningPaths } from '../../../lib/routing/learning-paths';
import styles from './calendar.module.css';
import type { CalendarDay } from './calendar-days';

/** One day of the calendar: a link when it is open, its lock reason when it is not. */
export function DayTile({ stream, item, now }: { stream: Stream; item: CalendarDay; now: number }) {
  const { t } = useTranslation('calendar');
  const lockText = useLockReasonText();
  const { day, status, lock, isToday } = item;
  const state = lock
    ? 'locked'
    : status?.status === 'finished'
      ? 'finished'
      : status?.status === 'started'
        ? 'started'
        : 'open';
  const title = day.dayOfRest ? t('restDay') : day.title;
  const body = (
    <>
      <span className={styles.dayNumber}>{t('dayNumber', { number: day.dayNumber })}</span>
      <span className={styles.dayTitle}>{title}</span>
      <span className={styles.dayState}>
        {lock ? lockText(lock, { stream, openDate: status?.openDate ?? null, now }) : t(`state.${state}`)}
        {isToday && <span className={styles.today}>{t('today')}</span>}
      </span>
    </>
  );
  const className = `${ui.surface} ${styles.day} ${day.dayOfRest ? styles.rest : ''}`;
  return (
    <li
      data-day={day.dayNumber}
      data-state={state}
      data-lock={lock ?? undefined}
      data-rest={day.dayOfRest || undefined}
    >
      {lock ? (
        <div className={className} aria-disabled="true">
          <svg aria-hidden="true" className={styles.lockIcon} viewBox="0 0 16 16" width="16" height="16">
            <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 1 0-4 0z" />
          </svg>
          {body}
        </div>
      ) : (
        <Link
          to={learningPaths.day(stream.id, day.dayNumber)}
          className={className}
          aria-current={isToday ? 'date' : undefined}
        >
          {state === 'finished' && (
            <span aria-hidden="true" className={styles.doneIcon}>
              ✓
            </span>
          )}
          {body}
        </Link>
      )}
    </li>
  );
}
