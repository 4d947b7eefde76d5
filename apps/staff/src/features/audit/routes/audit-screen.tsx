import { AUDIT_ACTIONS, type AuditAction } from '@cp/contract';
import { EmptyState, ErrorState, SelectField, Spinner } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api/api-error';
import { ListPager } from '../../../lib/ui/list-pager';
import { useAudit } from '../api/list-audit';
import styles from '../components/audit.module.css';
import { AuditLineItem } from '../components/audit-line';

const isAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The school's audit log (issue 13): who changed what and when, newest first, by action. */
export default function AuditScreen() {
  const { t } = useTranslation('audit');
  const [params, setParams] = useSearchParams();
  const raw = params.get('action');
  const action = isAction(raw) ? raw : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const audit = useAudit(action, page);
  const go = (next: { action?: string; page?: number }) => {
    const search = new URLSearchParams();
    const a = next.action ?? action;
    if (a) search.set('action', a);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const pageCount = audit.data?.pagination?.pageCount ?? 1;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.filter}>
        <SelectField
          label={t('filter.label')}
          value={action}
          onChange={(event) => go({ action: event.target.value, page: 1 })}
          options={[
            { value: '', label: t('filter.all') },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`, { defaultValue: a }) })),
          ]}
        />
      </div>
      {audit.isPending ? (
        <Spinner label={t('loading', { ns: 'common' })} />
      ) : audit.isError ? (
        <ErrorState
          title={t('loadFailed')}
          text={errorText(audit.error, t('errors.unknown', { ns: 'common' }))}
          onRetry={() => void audit.refetch()}
          retryLabel={t('actions.retry', { ns: 'common' })}
        />
      ) : audit.data.items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('title')}>
            {audit.data.items.map((line) => (
              <AuditLineItem key={line.id} line={line} />
            ))}
          </ul>
          <ListPager page={page} pageCount={pageCount} onPage={(p) => go({ page: p })} />
        </>
      )}
    </div>
  );
}
