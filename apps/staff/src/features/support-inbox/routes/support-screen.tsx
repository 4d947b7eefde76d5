import type { SupportRequestStatus } from '@cp/contract';
import { EmptyState, ErrorState, Spinner, Tabs, TextField } from '@cp/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api/api-error';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { ListPager } from '../../../lib/ui/list-pager';
import { useSupportCounts } from '../api/get-counts';
import { useSupportRequests } from '../api/list-requests';
import { RequestCard } from '../components/request-card';
import styles from '../components/support-inbox.module.css';

type Tab = SupportRequestStatus | 'all';
const TABS = ['new', 'answered', 'closed', 'all'] as const satisfies readonly Tab[];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

/**
 * The support inbox (issue 13, decision 078): requests of learners and guests by status, newest
 * first, with a search; a request opens on its own page. The tab is kept in the address so the
 * way back from a request returns to it.
 */
export default function SupportScreen() {
  const { t } = useTranslation('support-inbox');
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('status')) ? (params.get('status') as Tab) : 'new';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const counts = useSupportCounts();
  const list = useSupportRequests({ status: tab === 'all' ? undefined : tab, q: q || undefined, page });
  const panelId = useId();

  const tabLabel = (key: Tab) =>
    key === 'all' ? t('tabs.all') : t(`tabs.${key}`, { n: counts.data?.[key] ?? '…' });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.toolbar}>
        <Tabs
          label={t('tabs.label')}
          items={TABS.map((key) => ({ key, label: tabLabel(key) }))}
          selected={tab}
          panelId={panelId}
          onSelect={(key) => {
            setParams(key === 'new' ? {} : { status: key }, { replace: true });
            setPage(1);
          }}
        />
        <TextField
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <section id={panelId} role="tabpanel" aria-label={tabLabel(tab)}>
        {list.isPending ? (
          <Spinner label={t('loading', { ns: 'common' })} />
        ) : list.isError ? (
          <ErrorState
            title={t('loadFailed')}
            text={errorText(list.error, t('errors.unknown', { ns: 'common' }))}
            onRetry={() => void list.refetch()}
            retryLabel={t('actions.retry', { ns: 'common' })}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={q ? t('list.emptySearch') : t('list.empty')} />
        ) : (
          <>
            <ul className={styles.list} aria-label={t('list.label')}>
              {list.data.items.map((request) => (
                <RequestCard key={request.id} request={request} />
              ))}
            </ul>
            <ListPager
              page={page}
              pageCount={list.data.pageCount}
              onPage={setPage}
              className={styles.pager}
            />
          </>
        )}
      </section>
    </div>
  );
}
