import { type BarLineChartConfiguration, type ChartTheme, ThemedChart } from '@cp/ui/chart';
import { useCallback } from 'react';
import styles from './analytics.module.css';

export interface ChartSeries {
  label: string;
  data: number[];
}

interface AnalyticsChartProps {
  kind: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows in words: its accessible name (the table beside it has the figures). */
  summary: string;
}

/**
 * One chart of the analytics: a line of a figure by day, or bars per course or day. Coloured from
 * the theme; whole numbers on the axis (every figure charted is a count).
 */
export function AnalyticsChart({ kind, labels, series, summary }: AnalyticsChartProps) {
  const configure = useCallback(
    ({ primary, accent, muted, grid, reducedMotion }: ChartTheme): BarLineChartConfiguration => {
      const colours = [primary, accent];
      return {
        type: kind,
        data: {
          labels,
          datasets: series.map((s, i) => ({
            label: s.label,
            data: s.data,
            backgroundColor: colours[i % colours.length],
            borderColor: colours[i % colours.length],
            maxBarThickness: 32,
            tension: 0,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: reducedMotion ? false : undefined,
          plugins: { legend: { display: series.length > 1, labels: { color: muted } } },
          scales: {
            x: { ticks: { color: muted, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
            y: { beginAtZero: true, ticks: { color: muted, precision: 0 }, grid: { color: grid } },
          },
        },
      };
    },
    [kind, labels, series],
  );

  return (
    <div className={styles.chart}>
      <ThemedChart configure={configure} summary={summary} />
    </div>
  );
}
