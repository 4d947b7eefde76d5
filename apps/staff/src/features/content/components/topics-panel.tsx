import type { ConsoleSupportCategory } from '@cp/contract';
import { Badge, Button, type DataColumn, DataTable, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { topicTitle } from '../../../lib/support/topic-title';
import { useContentList } from '../api/content-rows';
import styles from './content.module.css';
import { RemoveButton } from './remove-button';
import { TopicDialog } from './topic-dialog';

/** The support centre's topics: what the learner's support form offers (spec 01 §3 Support category). */
export function TopicsPanel() {
  const { t, i18n } = useTranslation('content');
  const topics = useContentList('topics');
  const [editing, setEditing] = useState<ConsoleSupportCategory | 'new' | null>(null);

  if (topics.isPending) return <Spinner label={t('common:loading')} />;
  if (topics.isError) {
    return (
      <ErrorState
        title={t('topics.failed')}
        text={errorText(topics.error, t('common:errors.unknown'))}
        onRetry={() => void topics.refetch()}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  const columns: DataColumn<ConsoleSupportCategory>[] = [
    { key: 'id', header: t('topics.number'), cell: (r) => r.id, numeric: true },
    { key: 'title', header: t('topics.title'), cell: (r) => topicTitle(r, i18n.language) },
    {
      key: 'asks',
      header: t('topics.asks'),
      secondary: true,
      cell: (r) => (
        <div className={styles.badges}>
          {r.target_product === 'user_course' && <Badge tone="accent">{t('topics.aboutCourse')}</Badge>}
          {r.require_product && <Badge tone="neutral">{t('topics.signedInOnly')}</Badge>}
        </div>
      ),
    },
    {
      key: 'used',
      header: t('topics.usedBy'),
      secondary: true,
      cell: (r) => r.used_by.map((s) => t(`topics.settings.${s}`)).join(', ') || '—',
    },
    {
      key: 'actions',
      header: t('actions.label'),
      cell: (r) => (
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={() => setEditing(r)}>
            {t('actions.edit')}
            <span className={styles.visuallyHidden}> {topicTitle(r, i18n.language)}</span>
          </Button>
          <RemoveButton list="topics" id={r.id} name={topicTitle(r, i18n.language)} />
        </div>
      ),
    },
  ];
  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <p className={styles.intro}>{t('topics.intro')}</p>
        <Button onClick={() => setEditing('new')}>{t('topics.create')}</Button>
      </div>
      {topics.data.rows.length === 0 ? (
        <EmptyState title={t('topics.empty')} />
      ) : (
        <DataTable
          caption={t('topics.caption')}
          columns={columns}
          rows={topics.data.rows}
          rowKey={(r) => r.id}
        />
      )}
      {editing && <TopicDialog topic={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
