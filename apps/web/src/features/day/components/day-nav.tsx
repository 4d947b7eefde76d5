import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Day } from '../../../lib/learning/api/course';
import { learningPaths } from '../../../lib/routing/learning-paths';
import styles from './day.module.css';

/** The previous and next day of the course, and the calendar. */
export function DayNav({ streamId, days, dayNumber }: { streamId: number; days: Day[]; dayNumber: number }) {
  const { t } = useTranslation('day');
  const index = days.findIndex((d) => d.dayNumber === dayNumber);
  const previous = index > 0 ? days[index - 1] : undefined;
  const next = index >= 0 ? days[index + 1] : undefined;
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {previous ? (
        <Link to={learningPaths.day(streamId, previous.dayNumber)} rel="prev" className={styles.navLink}>
          {t('nav.previous', { number: previous.dayNumber })}
        </Link>
      ) : (
        <span />
      )}
      <Link to={learningPaths.calendar(streamId)} className={styles.navLink}>
        {t('nav.calendar')}
      </Link>
      {next ? (
        <Link to={learningPaths.day(streamId, next.dayNumber)} rel="next" className={styles.navLink}>
          {t('nav.next', { number: next.dayNumber })}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
