import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './day.module.css';

/**
 * The place of the day's homework. Issue 6 brings the homework itself; until
 * then the region says only how many tasks the day has.
 */
export function DayHomework({ homeworkIds }: { homeworkIds: number[] }) {
  const { t } = useTranslation('day');
  const titleId = useId();
  if (homeworkIds.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={titleId} data-homework-ids={homeworkIds.join(',')}>
      <h2 id={titleId} className={styles.blockTitle}>
        {t('homework.title')}
      </h2>
      <p className={styles.muted}>{t('homework.count', { count: homeworkIds.length })}</p>
    </section>
  );
}
