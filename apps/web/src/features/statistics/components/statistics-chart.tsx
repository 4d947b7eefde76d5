import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsTimeline } from '../api/get-statistics-timeline';
import styles from './statistics.module.css';
import { bucketLabel, bucketTitle, formatDuration, measureOf, watchedIn } from './statistics-format';

// Only the parts this chart draws (decision 089): the rest of Chart.js stays out of the chunk.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** A colour of the school's theme (spec 01 §3 `spa_theme_variables`), as the page resolved it. */
function themeColour(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

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
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const measure = measureOf(timeline.unit);
    const primary = themeColour(canvas, '--color-primary', '#0f766e');
    const accent = themeColour(canvas, '--color-accent', '#f59e0b');
    const text = themeColour(canvas, '--color-text', '#0f172a');
    const muted = themeColour(canvas, '--color-text-muted', '#64748b');
    const grid = themeColour(canvas, '--color-border', '#e2e8f0');
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const buckets = timeline.buckets;
    const config: ChartConfiguration<'bar' | 'line', number[], string> = {
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
    const chart = new Chart(canvas, config);
    canvas.dataset.drawn = 'true';
    return () => {
      delete canvas.dataset.drawn;
      chart.destroy();
    };
  }, [timeline, language, t]);

  return (
    <div className={styles.chartBox}>
      <canvas ref={canvasRef} role="img" aria-label={summary} data-testid="statistics-chart">
        {summary}
      </canvas>
    </div>
  );
}
