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

// The chart setup of the learner's statistics and the school's analytics, once (decision 141).
// Only the parts their charts draw (decision 089): bars and lines over category labels, with a
// tooltip and a legend; the rest of Chart.js stays out of the chunks. The apps import this module
// by its own path (`@cp/ui/chart`), never through the package's index, so Chart.js stays in the
// lazy chunk of the screen that draws a chart and no other screen downloads it.
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

/** Bars and lines of numbers over category labels: every chart both apps draw. */
export type BarLineChartConfiguration = ChartConfiguration<'bar' | 'line', number[], string>;

/**
 * The theme's colours as the page resolved them (the school's `spa_theme_variables` in the
 * learner's app, spec 01 §3; the staff theme in the console), so that a chart matches its page, and
 * whether the reader asked for less motion (then a chart draws without animating).
 */
export interface ChartTheme {
  primary: string;
  accent: string;
  text: string;
  muted: string;
  grid: string;
  reducedMotion: boolean;
}

function themeOf(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    primary: colour('--color-primary', '#0f766e'),
    accent: colour('--color-accent', '#f59e0b'),
    text: colour('--color-text', '#0f172a'),
    muted: colour('--color-text-muted', '#64748b'),
    grid: colour('--color-border', '#e2e8f0'),
    reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  };
}

export interface ThemedChartProps {
  /** The chart in the page's theme. Memoised by the caller: a new function draws the chart again. */
  configure: (theme: ChartTheme) => BarLineChartConfiguration;
  /** What the chart shows in words: its accessible name (a table beside it carries the figures). */
  summary: string;
  testId?: string;
}

/**
 * A chart on a canvas that sizes itself to its parent (the parent gives it a height), drawn again
 * when its configuration changes and released when it leaves the page. `data-drawn` marks a canvas
 * Chart.js has drawn on.
 */
export function ThemedChart({ configure, summary, testId }: ThemedChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, configure(themeOf(canvas)));
    canvas.dataset.drawn = 'true';
    return () => {
      delete canvas.dataset.drawn;
      chart.destroy();
    };
  }, [configure]);
  return (
    <canvas ref={canvasRef} role="img" aria-label={summary} data-testid={testId}>
      {summary}
    </canvas>
  );
}
