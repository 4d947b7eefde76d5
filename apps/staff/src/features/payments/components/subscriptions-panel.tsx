import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@cp/contract';
import { Badge, EmptyState, ErrorState, SelectField, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { ListPager } from '../../../lib/ui/list-pager';
import { PAYMENTS_PAGE_SIZE, useSubscriptions } from '../api/orders';
import { formatMoney } from '../lib/money';
import styles from './payments.module.css';
import { personName } from './person';

const TONE = { created: 'neutral', active: 'success', past_due: 'warning', canceled: 'neutral' } as const;

/** Payment subscriptions: who, what, every how long, until when, and why a learner canceled. */
export function SubscriptionsPanel() {
  const { t, i18n } = useTranslation('payments');
  const [status, setStatus] = useState<SubscriptionStatus | undefined>();
  const [page, setPage] = useState(1);
  const subs = useSubscriptions({ status, page });
  const lang = i18n.language;
  const day = (seconds: number | null) => (seconds === null ? '—' : formatDateTime(seconds * 1000, lang));

  return (
    <div className={styles.panel}>
      <div className={styles.filters}>
        <SelectField
          label={t('subscriptions.status')}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as SubscriptionStatus | undefined);
            setPage(1);
          }}
          options={[
            { value: '', label: t('filters.all') },
            ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(`subscriptionStatus.${s}`) })),
          ]}
        />
      </div>
      {subs.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : subs.isError ? (
        <ErrorState
          title={t('subscriptions.failed')}
          text={errorText(subs.error, t('common:errors.unknown'))}
          onRetry={() => void subs.refetch()}
          retryLabel={t('common:actions.retry')}
        />
      ) : subs.data.items.length === 0 ? (
        <EmptyState title={t('subscriptions.empty')} />
      ) : (
        <>
          <table className={styles.table}>
            <caption className={styles.muted}>
              {t('subscriptions.caption', { count: subs.data.total })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('subscriptions.learner')}</th>
                <th scope="col">{t('subscriptions.service')}</th>
                <th scope="col">{t('subscriptions.status')}</th>
                <th scope="col">{t('subscriptions.periodEnd')}</th>
                <th scope="col">{t('subscriptions.cancelReason')}</th>
              </tr>
            </thead>
            <tbody>
              {subs.data.items.map((s) => (
                <tr key={s.id}>
                  <td data-label={t('subscriptions.learner')}>{personName(s.learner)}</td>
                  <td data-label={t('subscriptions.service')}>
                    <div>{s.title}</div>
                    <div className={styles.muted}>
                      {t('subscriptions.every', {
                        amount: formatMoney(s.amount, s.currency, lang),
                        period: t(`interval.${s.interval}`, { count: s.period }),
                      })}
                    </div>
                  </td>
                  <td data-label={t('subscriptions.status')}>
                    <Badge tone={TONE[s.status]}>{t(`subscriptionStatus.${s.status}`)}</Badge>
                    <div className={styles.muted}>{t(`provider.${s.provider}`)}</div>
                  </td>
                  <td data-label={t('subscriptions.periodEnd')}>
                    <div>{day(s.end_date)}</div>
                    {s.next_pay_at !== null && (
                      <div className={styles.muted}>
                        {t('subscriptions.nextPay', { at: day(s.next_pay_at) })}
                      </div>
                    )}
                  </td>
                  <td data-label={t('subscriptions.cancelReason')}>
                    {s.cancel_reason_type ? (
                      <>
                        <div>{t(`cancelReason.${s.cancel_reason_type}`)}</div>
                        <div className={styles.muted}>{s.cancel_reason}</div>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ListPager
            page={page}
            pageCount={Math.ceil(subs.data.total / PAYMENTS_PAGE_SIZE)}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
