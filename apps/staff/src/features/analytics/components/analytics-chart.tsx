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
import styles from './analytics.module.css';

// Only the parts these charts draw, as the learner's statistics do (decision 089): the rest of
// Chart.js stays out of the analytics screen's chunk, which only this screen loads.
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

/** A colour of the staff theme, as the page resolved it. */
function themeColour(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

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
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const colours = [
      themeColour(canvas, '--color-primary', '#0f766e'),
      themeColour(canvas, '--color-accent', '#f59e0b'),
    ];
    const muted = themeColour(canvas, '--color-text-muted', '#64748b');
    const grid = themeColour(canvas, '--color-border', '#e2e8f0');
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const config: ChartConfiguration<'bar' | 'line', number[], string> = {
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
    const chart = new Chart(canvas, config);
    return () => chart.destroy();
  }, [kind, labels, series]);

  return (
    <div className={styles.chart}>
      <canvas ref={canvasRef} role="img" aria-label={summary} />
    </div>
  );
}
