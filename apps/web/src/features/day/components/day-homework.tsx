import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import { loadNamespaces } from '../../../lib/i18n/i18n';
import styles from './day.module.css';

// The list, its call and the homework texts load after the day (ARCHITECTURE §7: the day
// screen's JavaScript budget; decision 059).
const DayHomeworkList = lazy(() =>
  Promise.all([import('./day-homework-list'), loadNamespaces(['homework'])]).then(([module]) => module),
);

/**
 * The day's homework (spec 02 §2 day; issue 10): each task with its status and a link to it.
 * Until the list arrives the region says how many tasks the day has.
 */
export function DayHomework({
  streamId,
  dayId,
  homeworkIds,
}: {
  streamId: number;
  dayId: number;
  homeworkIds: number[];
}) {
  const { t } = useTranslation('day');
  const titleId = useId();
  if (homeworkIds.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={titleId} data-homework-ids={homeworkIds.join(',')}>
      <h2 id={titleId} className={styles.blockTitle}>
        {t('homework.title')}
      </h2>
      <Suspense fallback={<p className={ui.muted}>{t('homework.count', { count: homeworkIds.length })}</p>}>
        <DayHomeworkList streamId={streamId} dayId={dayId} />
      </Suspense>
    </section>
  );
}
