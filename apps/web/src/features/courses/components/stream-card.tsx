import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccessTextLine } from '../../../components/learning/access-text-line';
import ui from '../../../components/ui/screen.module.css';
import type { Stream } from '../../../lib/learning/api/stream';
import { learningPaths } from '../../../lib/routing/learning-paths';
import styles from './courses.module.css';

/** One of the learner's streams: course title, status, access text and progress (spec 02 §2, §4). */
export function StreamCard({ stream, now }: { stream: Stream; now?: number }) {
  const { t } = useTranslation('courses');
  const titleId = useId();
  const { progress } = stream;
  const title = stream.course?.title ?? t('untitled', { id: stream.courseId });
  return (
    <article
      className={`${ui.mediaCard} ${styles.card}`}
      aria-labelledby={titleId}
      data-stream-id={stream.id}
    >
      {stream.course?.mainImage && <img className={styles.image} src={stream.course.mainImage} alt="" />}
      <div className={ui.cardBody}>
        <h2 id={titleId} className={ui.cardTitle}>
          <Link to={learningPaths.calendar(stream.id)} className={styles.cardLink}>
            {title}
          </Link>
        </h2>
        <p className={styles.status} data-status={stream.status}>
          {t(`status.${stream.status}`)}
          {stream.isDemo && <span className={`${ui.chip} ${styles.badge}`}>{t('demo')}</span>}
        </p>
        <AccessTextLine stream={stream} now={now} />
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
