import { useTranslation } from 'react-i18next';
import type { StatisticsTimeline } from '../api/get-statistics-timeline';
import styles from './statistics.module.css';
import { bucketTitle, formatCount, formatDuration, measureOf, watchedIn } from './statistics-format';

/**
 * The chart's numbers as a table (decision 089): what a screen reader or a keyboard reads
 * instead of the picture, folded away so the chart stays the first thing a learner sees.
 */
export function StatisticsTable({ timeline, language }: { timeline: StatisticsTimeline; language: string }) {
  const { t } = useTranslation('statistics');
  const measure = measureOf(timeline.unit);
  const caption = t(`table.caption.${timeline.period}`);
  return (
    <details className={styles.tableDetails}>
      <summary>{t('table.show')}</summary>
      {/* Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus (WCAG 2.1.1) */}
      <section className={styles.tableScroll} aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`table.${timeline.unit}`)}</th>
              <th scope="col">{t('table.watched')}</th>
              <th scope="col">{t('table.lessons')}</th>
              <th scope="col">{t('table.tasks')}</th>
              <th scope="col">{t('table.courses')}</th>
            </tr>
          </thead>
          <tbody>
            {timeline.buckets.map((b) => (
              <tr key={b.date}>
                <th scope="row">{bucketTitle(language, timeline.unit, b.date, 'short')}</th>
                <td>{formatDuration(language, measure, watchedIn(measure, b.viewedSeconds), 'short')}</td>
                <td>{formatCount(language, b.viewedLessons)}</td>
                <td>{formatCount(language, b.completedTasks)}</td>
                <td>{formatCount(language, b.completedCourses)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('table.total')}</th>
              <td>
                {formatDuration(
                  language,
                  measure,
                  watchedIn(measure, timeline.totals.viewedSeconds),
                  'short',
                )}
              </td>
              <td>{formatCount(language, timeline.totals.viewedLessons)}</td>
              <td>{formatCount(language, timeline.totals.completedTasks)}</td>
              <td>{formatCount(language, timeline.totals.completedCourses)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </details>
  );
}
