import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import type { Stream } from '../api/get-user-course-streams';
import styles from './courses.module.css';

/** One of the learner's streams: course title, status, dates and progress. */
export function StreamCard({ stream }: { stream: Stream }) {
  const { t } = useTranslation('courses');
  const titleId = useId();
  const { startDate, endDate, progress } = stream;
  const title = stream.course?.title ?? t('untitled', { id: stream.courseId });
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {stream.course?.mainImage && <img className={styles.image} src={stream.course.mainImage} alt="" />}
      <div className={styles.body}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        <p className={styles.status} data-status={stream.status}>
          {t(`status.${stream.status}`)}
          {stream.isDemo && <span className={styles.badge}>{t('demo')}</span>}
        </p>
        {(startDate !== null || endDate !== null) && (
          <p className={styles.dates}>
            {startDate !== null && endDate !== null
              ? t('dates.range', { start: formatDate(startDate), end: formatDate(endDate) })
              : startDate !== null
                ? t('dates.from', { start: formatDate(startDate) })
                : t('dates.until', { end: formatDate(endDate ?? 0) })}
          </p>
        )}
        <div className={styles.progress}>
          <progress
            className={styles.bar}
            max={100}
            value={progress.progress}
            aria-label={t('progress.label', { title })}
          />
          <span>
            {t('progress.days', { count: progress.daysCount, done: progress.completeDaysCount })} ·{' '}
            {t('progress.percent', { percent: Math.round(progress.progress) })}
          </span>
        </div>
      </div>
    </article>
  );
}
