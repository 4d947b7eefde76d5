import type { ConsoleAnalytics } from '@cp/contract';
import { DataTable, EmptyState } from '@cp/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsFilter } from '../api/get-analytics';
import { AnalyticsChart } from './analytics-chart';
import { dayLabel, percent } from './analytics-format';
import { AnalyticsSection } from './analytics-section';

interface Props {
  figures: ConsoleAnalytics;
  filter: AnalyticsFilter;
  language: string;
}

/** Active learners: a line by day, and a table of the weeks. */
export function ActiveSection({ figures, filter, language }: Props) {
  const { t } = useTranslation('analytics');
  const { days, weeks } = figures.active;
  const labels = useMemo(() => days.map((d) => dayLabel(d.date, language)), [days, language]);
  const series = useMemo(
    () => [{ label: t('columns.learners'), data: days.map((d) => d.learners) }],
    [days, t],
  );
  return (
    <AnalyticsSection section="active" filter={filter}>
      {days.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <AnalyticsChart kind="line" labels={labels} series={series} summary={t('sections.active.chart')} />
          <DataTable
            caption={t('sections.active.weeks')}
            rowKey={(w) => w.week}
            rows={weeks}
            columns={[
              {
                key: 'week',
                header: t('columns.week'),
                cell: (w) => t('weekOf', { date: dayLabel(w.week, language) }),
              },
              { key: 'learners', header: t('columns.learners'), cell: (w) => w.learners, numeric: true },
            ]}
          />
        </>
      )}
    </AnalyticsSection>
  );
}

/** Enrolments and completions: bars per course, and the table. */
export function CoursesSection({ figures, filter }: Omit<Props, 'language'>) {
  const { t } = useTranslation('analytics');
  const rows = figures.courses;
  const labels = useMemo(() => rows.map((c) => c.title), [rows]);
  const series = useMemo(
    () => [
      { label: t('columns.enrolments'), data: rows.map((c) => c.enrolments) },
      { label: t('columns.completions'), data: rows.map((c) => c.completions) },
    ],
    [rows, t],
  );
  return (
    <AnalyticsSection section="courses" filter={filter}>
      {rows.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <AnalyticsChart kind="bar" labels={labels} series={series} summary={t('sections.courses.chart')} />
          <DataTable
            caption={t('tableOf', { title: t('sections.courses.title') })}
            rowKey={(c) => c.course_id}
            rows={rows}
            columns={[
              { key: 'title', header: t('columns.course'), cell: (c) => c.title },
              {
                key: 'enrolments',
                header: t('columns.enrolments'),
                cell: (c) => c.enrolments,
                numeric: true,
              },
              {
                key: 'completions',
                header: t('columns.completions'),
                cell: (c) => c.completions,
                numeric: true,
              },
            ]}
          />
        </>
      )}
    </AnalyticsSection>
  );
}

/** A course's funnel: started and finished per day, in the course's order; asks for a course first. */
export function FunnelSection({ figures, filter, language }: Props) {
  const { t } = useTranslation('analytics');
  const funnel = figures.funnel;
  const days = useMemo(() => funnel?.days ?? [], [funnel]);
  const labels = useMemo(() => days.map((d) => t('dayNumber', { number: d.day_number })), [days, t]);
  const series = useMemo(
    () => [
      { label: t('columns.started'), data: days.map((d) => d.started) },
      { label: t('columns.finished'), data: days.map((d) => d.finished) },
    ],
    [days, t],
  );
  return (
    <AnalyticsSection section="funnel" filter={filter}>
      {!funnel ? (
        <EmptyState title={t('sections.funnel.pickCourse')} />
      ) : funnel.cohort === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <p>{t('sections.funnel.cohort', { count: funnel.cohort })}</p>
          <AnalyticsChart kind="bar" labels={labels} series={series} summary={t('sections.funnel.chart')} />
          <DataTable
            caption={t('tableOf', { title: t('sections.funnel.title') })}
            rowKey={(d) => d.day_id}
            rows={days}
            columns={[
              { key: 'stage', header: t('columns.stage'), cell: (d) => d.stage_title },
              { key: 'day', header: t('columns.day'), cell: (d) => `${d.day_number}. ${d.title}` },
              { key: 'started', header: t('columns.started'), cell: (d) => d.started, numeric: true },
              { key: 'finished', header: t('columns.finished'), cell: (d) => d.finished, numeric: true },
              {
                key: 'share',
                header: t('columns.ofCohort'),
                cell: (d) => percent(d.finished, funnel.cohort, language),
                numeric: true,
              },
            ]}
          />
        </>
      )}
    </AnalyticsSection>
  );
}
