import type { StaffService } from '@cp/contract';
import { Badge, Button, EmptyState, ErrorState, SelectField, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useCourses, useList, useSettings } from '../api/catalogue';
import { formatMoney } from '../lib/money';
import styles from './payments.module.css';
import { RemoveButton } from './remove-button';
import { ServiceDialog } from './service-dialog';

/**
 * Services and prices per course. A service with orders cannot be deleted (the server says so
 * and the text is shown): it is deactivated in its form instead.
 */
export function ServicesPanel() {
  const { t, i18n } = useTranslation('payments');
  const services = useList('services');
  const courses = useCourses();
  const settings = useSettings();
  const [courseId, setCourseId] = useState('');
  const [editing, setEditing] = useState<StaffService | 'new' | null>(null);
  const courseTitle = new Map((courses.data ?? []).map((c) => [c.id, c.title]));

  // Amounts are read and typed in the school's currency (decision 112): never a guessed one.
  if (services.isPending || courses.isPending || settings.isPending)
    return <Spinner label={t('common:loading')} />;
  if (services.isError || courses.isError || settings.isError) {
    return (
      <ErrorState
        title={t('services.failed')}
        text={errorText(services.error ?? courses.error ?? settings.error, t('common:errors.unknown'))}
        onRetry={() => {
          void services.refetch();
          void courses.refetch();
          void settings.refetch();
        }}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  const currency = settings.data.currency;
  const shown = services.data.filter((s) => !courseId || String(s.course_id) === courseId);

  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <SelectField
          label={t('services.course')}
          value={courseId}
          onChange={(e) => setCourseId(e.target.value)}
          options={[
            { value: '', label: t('filters.allCourses') },
            ...courses.data.map((c) => ({ value: String(c.id), label: c.title })),
          ]}
        />
        <Button onClick={() => setEditing('new')}>{t('services.create')}</Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t('services.empty')} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('services.title')}</th>
              <th scope="col">{t('services.course')}</th>
              <th scope="col">{t('services.priceColumn')}</th>
              <th scope="col">{t('services.state')}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('orders.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((s) => (
              <tr key={s.id}>
                <td data-label={t('services.title')}>
                  <div>{s.title}</div>
                  <div className={styles.muted}>{t(`serviceType.${s.type}`)}</div>
                </td>
                <td data-label={t('services.course')}>
                  {s.course_id === null ? '—' : courseTitle.get(s.course_id)}
                </td>
                <td data-label={t('services.priceColumn')} className={styles.num}>
                  <div>{formatMoney(s.price, s.currency, i18n.language)}</div>
                  <div className={styles.muted}>
                    {s.type === 'course_subscription' && s.interval && s.period
                      ? t(`interval.${s.interval}`, { count: s.period })
                      : s.type === 'expert_additional_question'
                        ? t('services.questionsCount', { count: s.questions_count ?? 0 })
                        : t('services.days', { count: s.duration_days })}
                  </div>
                </td>
                <td data-label={t('services.state')}>
                  <Badge tone={s.is_active ? 'success' : 'neutral'}>
                    {s.is_active ? t('services.onSale') : t('services.offSale')}
                  </Badge>
                </td>
                <td data-label={t('orders.actions')}>
                  <div className={styles.actions}>
                    <Button size="small" variant="secondary" onClick={() => setEditing(s)}>
                      {t('actions.edit')}
                      <span className={styles.visuallyHidden}> {s.title}</span>
                    </Button>
                    <RemoveButton list="services" id={s.id} name={s.title} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <ServiceDialog
          service={editing === 'new' ? null : editing}
          courses={courses.data}
          currency={currency}
          defaultCourseId={courseId}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
