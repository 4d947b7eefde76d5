import { type BarLineChartConfiguration, type ChartTheme, ThemedChart } from '@cp/ui/chart';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsTimeline } from '../api/get-statistics-timeline';
import styles from './statistics.module.css';
import { bucketLabel, bucketTitle, formatDuration, measureOf, watchedIn } from './statistics-format';

interface StatisticsChartProps {
  timeline: StatisticsTimeline;
  language: string;
  /** What the chart shows in words: its accessible name. */
  summary: string;
}

/**
 * Watched time per day or month as bars, lessons viewed as a line on a second axis; the
 * tooltip adds the tasks and courses of the bucket. Coloured from the school's theme, so each
 * school's chart matches its pages. The table beside it carries the same numbers in text.
 */
export function StatisticsChart({ timeline, language, summary }: StatisticsChartProps) {
  const { t } = useTranslation('statistics');

  const configure = useCallback(
    ({ primary, accent, text, muted, grid, reducedMotion }: ChartTheme): BarLineChartConfiguration => {
      const measure = measureOf(timeline.unit);
      const buckets = timeline.buckets;
      return {
        type: 'bar',
        data: {
          labels: buckets.map((b) => bucketLabel(language, timeline.unit, b.date)),
          datasets: [
            {
              type: 'bar',
              label: t(`chart.watched.${measure}`),
              data: buckets.map((b) => watchedIn(measure, b.viewedSeconds)),
              backgroundColor: primary,
              borderRadius: 4,
              maxBarThickness: 32,
              yAxisID: 'time',
              order: 2,
            },
            {
              type: 'line',
              label: t('chart.lessons'),
              data: buckets.map((b) => b.viewedLessons),
              borderColor: accent,
              backgroundColor: accent,
              pointRadius: 3,
              // Monotone: the curve never dips below zero or above a day's count between points.
              cubicInterpolationMode: 'monotone',
              yAxisID: 'lessons',
              order: 1,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: reducedMotion ? false : { duration: 400 },
          interaction: { mode: 'index', intersect: false },
          color: text,
          scales: {
            x: { grid: { display: false }, ticks: { color: muted, maxRotation: 0, autoSkipPadding: 8 } },
            time: {
              position: 'left',
              beginAtZero: true,
              grid: { color: grid },
              ticks: { color: muted, precision: 0 },
              title: { display: true, text: t(`chart.axis.${measure}`), color: muted },
            },
            lessons: {
              position: 'right',
              beginAtZero: true,
              grid: { drawOnChartArea: false },
              ticks: { color: muted, precision: 0 },
              title: { display: true, text: t('chart.axis.lessons'), color: muted },
            },
          },
          plugins: {
            legend: { position: 'bottom', labels: { color: text, boxWidth: 12 } },
            tooltip: {
              callbacks: {
                title: (items) => {
                  const bucket = buckets[items[0]?.dataIndex ?? 0];
                  return bucket ? bucketTitle(language, timeline.unit, bucket.date) : '';
                },
                label: (item) =>
                  item.datasetIndex === 0
                    ? `${item.dataset.label}: ${formatDuration(language, measure, Number(item.raw), 'short')}`
                    : `${item.dataset.label}: ${item.formattedValue}`,
                footer: (items) => {
                  const bucket = buckets[items[0]?.dataIndex ?? 0];
                  if (!bucket) return '';
                  return [
                    t('chart.tasks', { count: bucket.completedTasks }),
                    t('chart.courses', { count: bucket.completedCourses }),
                  ];
                },
              },
            },
          },
        },
      };
    },
    [timeline, language, t],
  );

  return (
    <div className={styles.chartBox}>
      <ThemedChart configure={configure} summary={summary} testId="statistics-chart" />
    </div>
  );
}
