import { useTranslation } from 'react-i18next';
import type { StatisticsTotals } from '../api/get-statistics-totals';
import styles from './statistics.module.css';
import { formatCount, formatDuration } from './statistics-format';

/** The four totals of `GET /user` (spec 01 §3 User statistics), each with its unit in words. */
export function StatisticsCards({ totals, language }: { totals: StatisticsTotals; language: string }) {
  const { t } = useTranslation('statistics');
  const cards = [
    { key: 'viewedHours', value: formatDuration(language, 'hour', totals.viewedHours) },
    {
      key: 'viewedLessons',
      value: t('cards.lessonsValue', {
        count: totals.viewedLessons,
        value: formatCount(language, totals.viewedLessons),
      }),
    },
    {
      key: 'completedCourses',
      value: t('cards.coursesValue', {
        count: totals.completedCourses,
        value: formatCount(language, totals.completedCourses),
      }),
    },
    {
      key: 'completedTasks',
      value: t('cards.tasksValue', {
        count: totals.completedTasks,
        value: formatCount(language, totals.completedTasks),
      }),
    },
  ] as const;
  return (
    <dl className={styles.cards}>
      {cards.map((card) => (
        <div key={card.key} className={styles.cardItem} data-statistic={card.key}>
          <dt className={styles.cardLabel}>{t(`cards.${card.key}`)}</dt>
          <dd className={styles.cardValue}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
