import { type ConsoleAnalytics, formatMinorUnits } from '@cp/contract';
import { DataTable, EmptyState } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import type { AnalyticsFilter } from '../api/get-analytics';
import styles from './analytics.module.css';
import { monthLabel, percent } from './analytics-format';
import { AnalyticsSection } from './analytics-section';

interface Props {
  figures: ConsoleAnalytics;
  filter: AnalyticsFilter;
  language: string;
}

const hours = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);

/** Homework turnaround per expert, against the promise. */
export function HomeworkSection({ figures, filter, language }: Props) {
  const { t } = useTranslation('analytics');
  const { experts, promise_hours: promise } = figures.homework;
  return (
    <AnalyticsSection section="homework" filter={filter}>
      {experts.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <DataTable
          caption={t('tableOf', { title: t('sections.homework.title') })}
          rowKey={(e) => e.expert_id}
          rows={experts}
          columns={[
            { key: 'name', header: t('columns.expert'), cell: (e) => e.name },
            { key: 'reviewed', header: t('columns.reviewed'), cell: (e) => e.reviewed, numeric: true },
            {
              key: 'within',
              header: t('columns.withinPromise', { hours: promise }),
              cell: (e) => `${e.within_promise} (${percent(e.within_promise, e.reviewed, language)})`,
              numeric: true,
            },
            {
              key: 'median',
              header: t('columns.medianHours'),
              cell: (e) => hours(e.median_hours, language),
              numeric: true,
            },
            {
              key: 'average',
              header: t('columns.averageHours'),
              cell: (e) => hours(e.average_hours, language),
              numeric: true,
            },
          ]}
        />
      )}
    </AnalyticsSection>
  );
}

/** Consultations used per course. */
export function ConsultationsSection({ figures, filter }: Omit<Props, 'language'>) {
  const { t } = useTranslation('analytics');
  return (
    <AnalyticsSection section="consultations" filter={filter}>
      {figures.consultations.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <DataTable
          caption={t('tableOf', { title: t('sections.consultations.title') })}
          rowKey={(c) => c.course_id}
          rows={figures.consultations}
          columns={[
            { key: 'title', header: t('columns.course'), cell: (c) => c.title },
            { key: 'chat', header: t('columns.chatOpened'), cell: (c) => c.chat_opened, numeric: true },
            { key: 'video', header: t('columns.videoOrdered'), cell: (c) => c.video_ordered, numeric: true },
          ]}
        />
      )}
    </AnalyticsSection>
  );
}

/** Revenue by month and service, refunds beside it, and what is left. */
export function RevenueSection({ figures, filter, language }: Props) {
  const { t } = useTranslation('analytics');
  const money = (minor: number, currency: string) => formatMinorUnits(minor, currency, language);
  return (
    <AnalyticsSection section="revenue" filter={filter}>
      {figures.revenue.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <DataTable
          caption={t('tableOf', { title: t('sections.revenue.title') })}
          rowKey={(r) => `${r.month}-${r.service_id}-${r.currency}`}
          rows={figures.revenue}
          columns={[
            { key: 'month', header: t('columns.month'), cell: (r) => monthLabel(r.month, language) },
            { key: 'service', header: t('columns.service'), cell: (r) => r.service_title },
            {
              key: 'paid',
              header: t('columns.paid'),
              cell: (r) => `${money(r.paid_amount, r.currency)} (${r.paid_count})`,
              numeric: true,
            },
            {
              key: 'refunded',
              header: t('columns.refunded'),
              cell: (r) => `${money(r.refunded_amount, r.currency)} (${r.refunded_count})`,
              numeric: true,
            },
            {
              key: 'net',
              header: t('columns.net'),
              cell: (r) => money(r.paid_amount - r.refunded_amount, r.currency),
              numeric: true,
            },
          ]}
        />
      )}
    </AnalyticsSection>
  );
}

/** Referral conversions: visits, invitations, invitees who paid. */
export function ReferralSection({ figures, filter, language }: Props) {
  const { t } = useTranslation('analytics');
  const { visits, invitations, converted } = figures.referral;
  return (
    <AnalyticsSection section="referral" filter={filter}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('columns.visits')}</dt>
          <dd>{visits}</dd>
        </div>
        <div>
          <dt>{t('columns.invitations')}</dt>
          <dd>{invitations}</dd>
        </div>
        <div>
          <dt>{t('columns.converted')}</dt>
          <dd>
            {converted} ({percent(converted, invitations, language)})
          </dd>
        </div>
      </dl>
    </AnalyticsSection>
  );
}
