import type { StaffDiscountCode } from '@cp/contract';
import { Button, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { useList, useSettings } from '../api/catalogue';
import { formatMoney } from '../lib/money';
import { DiscountCodeDialog } from './discount-code-dialog';
import styles from './payments.module.css';
import { RemoveButton } from './remove-button';

/** Discount codes with how often each was used (a use is held from the order, decision 060). */
export function DiscountCodesPanel() {
  const { t, i18n } = useTranslation('payments');
  const codes = useList('codes');
  const services = useList('services');
  const settings = useSettings();
  const [editing, setEditing] = useState<StaffDiscountCode | 'new' | null>(null);
  const lang = i18n.language;

  // Amounts are read and typed in the school's currency (decision 112): never a guessed one.
  if (codes.isPending || services.isPending || settings.isPending)
    return <Spinner label={t('common:loading')} />;
  if (codes.isError || services.isError || settings.isError) {
    return (
      <ErrorState
        title={t('codes.failed')}
        text={errorText(codes.error ?? services.error ?? settings.error, t('common:errors.unknown'))}
        onRetry={() => {
          void codes.refetch();
          void services.refetch();
          void settings.refetch();
        }}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  const currency = settings.data.currency;
  const serviceTitle = new Map(services.data.map((s) => [s.id, s.title]));
  const value = (c: StaffDiscountCode) =>
    c.kind === 'percent' ? `${c.value}%` : formatMoney(c.value, currency, lang);

  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <h2 className={styles.subtitle}>{t('codes.heading')}</h2>
        <Button onClick={() => setEditing('new')} disabled={services.data.length === 0}>
          {t('codes.create')}
        </Button>
      </div>
      {codes.data.length === 0 ? (
        <EmptyState
          title={t('codes.empty')}
          text={services.data.length === 0 ? t('codes.needService') : undefined}
        />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('codes.code')}</th>
              <th scope="col">{t('codes.service')}</th>
              <th scope="col">{t('codes.discount')}</th>
              <th scope="col">{t('codes.used')}</th>
              <th scope="col">{t('codes.expires')}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('orders.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.data.map((c) => (
              <tr key={c.id}>
                <td data-label={t('codes.code')}>
                  <strong>{c.code}</strong>
                </td>
                <td data-label={t('codes.service')}>{serviceTitle.get(c.course_service_id) ?? '—'}</td>
                <td data-label={t('codes.discount')} className={styles.num}>
                  {value(c)}
                </td>
                <td data-label={t('codes.used')}>
                  {c.usage_limit === null
                    ? t('codes.usedUnlimited', { used: c.used_count })
                    : t('codes.usedOf', { used: c.used_count, limit: c.usage_limit })}
                </td>
                <td data-label={t('codes.expires')}>
                  {c.expires_at === null ? t('codes.never') : formatDateTime(c.expires_at * 1000, lang)}
                </td>
                <td data-label={t('orders.actions')}>
                  <div className={styles.actions}>
                    <Button size="small" variant="secondary" onClick={() => setEditing(c)}>
                      {t('actions.edit')}
                      <span className={styles.visuallyHidden}> {c.code}</span>
                    </Button>
                    <RemoveButton list="codes" id={c.id} name={c.code} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <DiscountCodeDialog
          code={editing === 'new' ? null : editing}
          services={services.data}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
