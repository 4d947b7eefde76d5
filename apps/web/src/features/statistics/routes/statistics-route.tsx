import type { StatisticsPeriod } from '@cp/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { PATHS } from '../../../lib/routing/paths';
import { useStatisticsTimeline } from '../api/get-statistics-timeline';
import { useStatisticsTotals } from '../api/get-statistics-totals';
import { PeriodSwitch } from '../components/period-switch';
import styles from '../components/statistics.module.css';
import { StatisticsCards } from '../components/statistics-cards';
import { StatisticsChart } from '../components/statistics-chart';
import {
  bucketTitle,
  busiestBucket,
  formatDuration,
  isNewLearner,
  measureOf,
  watchedIn,
} from '../components/statistics-format';
import { periodOf } from '../components/statistics-period';
import { StatisticsTable } from '../components/statistics-table';

/**
 * spec 01 §2 "stats": the learner's four totals (spec 01 §3) and what she did over a week, a
 * month or a year, as a chart with the same numbers in a table (issue 15, decision 089).
 */
export function Component() {
  const { t } = useTranslation('statistics');
  const titleId = useId();
  const chartTitleId = useId();
  const language = currentLanguage();
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search);
  const totals = useStatisticsTotals();
  const newLearner = totals.data !== undefined && isNewLearner(totals.data);
  const timeline = useStatisticsTimeline(period);
  const choose = (next: StatisticsPeriod) =>
    setSearch(next === 'week' ? {} : { period: next }, { replace: true, preventScrollReset: true });

  return (
    <section className={`${ui.screen} ${styles.screen}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.title}>
        {t('title')}
      </h1>
      <div className={`${ui.sheet} ${styles.card}`}>
        {totals.isPending && <p role="status">{t('loading')}</p>}
        {totals.error && (
          <LoadFailure
            message={t('loadFailed')}
            error={totals.error}
            onRetry={() => totals.refetch()}
            retrying={totals.isRefetching}
          />
        )}
        {totals.data && <StatisticsCards totals={totals.data} language={language} />}
      </div>

      {newLearner ? (
        <div className={`${ui.sheet} ${styles.card} ${styles.empty}`} data-testid="statistics-empty">
          <h2 className={styles.subtitle}>{t('empty.title')}</h2>
          <p className={ui.muted}>{t('empty.text')}</p>
          <Link to={PATHS.courses}>{t('empty.link')}</Link>
        </div>
      ) : (
        <section
          className={`${ui.sheet} ${styles.card}`}
          aria-labelledby={chartTitleId}
          aria-busy={timeline.isFetching}
        >
          <div className={styles.chartHeader}>
            <h2 id={chartTitleId} className={styles.subtitle}>
              {t('chart.title')}
            </h2>
            <PeriodSwitch value={period} onChange={choose} />
          </div>
          {timeline.isPending && <p role="status">{t('chart.loading')}</p>}
          {timeline.error && !timeline.data && (
            <LoadFailure
              message={t('chart.loadFailed')}
              error={timeline.error}
              onRetry={() => timeline.refetch()}
              retrying={timeline.isRefetching}
            />
          )}
          {timeline.data && (
            <>
              {timeline.data.totals.viewedSeconds === 0 &&
                timeline.data.totals.completedTasks === 0 &&
                timeline.data.totals.completedCourses === 0 && (
                  <p className={ui.muted}>{t(`chart.nothing.${timeline.data.period}`)}</p>
                )}
              <StatisticsChart
                timeline={timeline.data}
                language={language}
                summary={summaryOf(t, timeline.data, language)}
              />
              <StatisticsTable timeline={timeline.data} language={language} />
            </>
          )}
        </section>
      )}
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation<'statistics'>>['t'];

/** The chart in one sentence: its accessible name (the table below has every number). */
function summaryOf(
  t: Translate,
  timeline: NonNullable<ReturnType<typeof useStatisticsTimeline>['data']>,
  language: string,
) {
  const measure = measureOf(timeline.unit);
  const busiest = busiestBucket(timeline.buckets);
  const total = formatDuration(language, measure, watchedIn(measure, timeline.totals.viewedSeconds));
  const base = t(`chart.summary.${timeline.period}`, { total, lessons: timeline.totals.viewedLessons });
  if (!busiest) return base;
  return `${base} ${t('chart.summary.busiest', {
    when: bucketTitle(language, timeline.unit, busiest.date),
    amount: formatDuration(language, measure, watchedIn(measure, busiest.viewedSeconds)),
  })}`;
}
