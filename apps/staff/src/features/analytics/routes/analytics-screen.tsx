import { ErrorState, Spinner } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api/api-error';
import { type AnalyticsFilter, useAnalytics } from '../api/get-analytics';
import styles from '../components/analytics.module.css';
import { AnalyticsFilterForm } from '../components/analytics-filter-form';
import { ActiveSection, CoursesSection, FunnelSection } from '../components/learning-sections';
import {
  ConsultationsSection,
  HomeworkSection,
  ReferralSection,
  RevenueSection,
} from '../components/service-sections';

const filterOf = (params: URLSearchParams): AnalyticsFilter => {
  const course = Number(params.get('course'));
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    courseId: Number.isInteger(course) && course > 0 ? course : null,
  };
};

/**
 * The school's analytics (issue 32, decision 141): a period and a course, then each section's
 * figures with a chart where a trend or a comparison reads better drawn, and its CSV. The filter
 * lives in the address, so a view can be shared and reloaded. This screen's chunk is the only one
 * that loads Chart.js.
 */
export default function AnalyticsScreen() {
  const { t, i18n } = useTranslation('analytics');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const analytics = useAnalytics(filter);
  const apply = (next: AnalyticsFilter) => {
    const search = new URLSearchParams();
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    if (next.courseId !== null) search.set('course', String(next.courseId));
    setParams(search);
  };
  const figures = analytics.data;
  const language = i18n.language;
  const props = figures ? { figures, filter, language } : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <AnalyticsFilterForm
        key={`${filter.from}|${filter.to}|${filter.courseId}`}
        figures={figures}
        filter={filter}
        onApply={apply}
      />
      {analytics.isError && (
        <ErrorState
          title={t('loadFailed')}
          text={errorText(analytics.error, t('errors.unknown', { ns: 'common' }))}
          onRetry={() => void analytics.refetch()}
          retryLabel={t('actions.retry', { ns: 'common' })}
        />
      )}
      {!props ? (
        analytics.isPending && <Spinner label={t('loading', { ns: 'common' })} />
      ) : (
        <>
          <p className={styles.period}>
            {t('period', { from: props.figures.from, to: props.figures.to, zone: props.figures.time_zone })}
          </p>
          <ActiveSection {...props} />
          <CoursesSection {...props} />
          <FunnelSection {...props} />
          <HomeworkSection {...props} />
          <ConsultationsSection {...props} />
          <RevenueSection {...props} />
          <ReferralSection {...props} />
        </>
      )}
    </div>
  );
}
