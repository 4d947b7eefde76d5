import type { ConsoleArticle } from '@cp/contract';
import { Badge, Button, type DataColumn, DataTable, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { ListPager } from '../../../lib/ui/list-pager';
import { useContentList } from '../api/content-rows';
import { usePublishArticle } from '../api/publish-article';
import { ArticleDialog } from './article-dialog';
import styles from './content.module.css';
import { RemoveButton } from './remove-button';

/** The articles of the school's own feed (decision 038): drafts first, then the published ones. */
export function ArticlesPanel() {
  const { t, i18n } = useTranslation('content');
  const [page, setPage] = useState(1);
  const articles = useContentList('articles', page);
  const communities = useContentList('communities');
  const publish = usePublishArticle();
  const [editing, setEditing] = useState<ConsoleArticle | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (articles.isPending || communities.isPending) return <Spinner label={t('common:loading')} />;
  if (articles.isError || communities.isError) {
    return (
      <ErrorState
        title={t('articles.failed')}
        text={errorText(articles.error ?? communities.error, t('common:errors.unknown'))}
        onRetry={() => {
          void articles.refetch();
          void communities.refetch();
        }}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  const communityTitle = new Map(communities.data.rows.map((c) => [c.id, c.title]));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const toggle = async (a: ConsoleArticle) => {
    setFailure(null);
    try {
      await publish.mutateAsync({ id: a.id, publish: a.published_at === null });
    } catch (error) {
      setFailure(errorText(error, t('common:errors.unknown')));
    }
  };
  const columns: DataColumn<ConsoleArticle>[] = [
    { key: 'title', header: t('fields.title'), cell: (a) => a.title },
    {
      key: 'state',
      header: t('articles.state'),
      cell: (a) =>
        a.published_at === null ? (
          <Badge tone="warning">{t('articles.draft')}</Badge>
        ) : (
          <Badge tone="success">
            {t('articles.publishedOn', { date: date.format(new Date(a.published_at * 1000)) })}
          </Badge>
        ),
    },
    {
      key: 'community',
      header: t('articles.community'),
      secondary: true,
      cell: (a) => (a.community_id === null ? '—' : (communityTitle.get(a.community_id) ?? '—')),
    },
    { key: 'views', header: t('articles.views'), cell: (a) => a.views, numeric: true, secondary: true },
    {
      key: 'actions',
      header: t('actions.label'),
      cell: (a) => (
        <div className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            onClick={() => void toggle(a)}
            busy={publish.isPending && publish.variables?.id === a.id}
          >
            {a.published_at === null ? t('articles.publish') : t('articles.unpublish')}
            <span className={styles.visuallyHidden}> {a.title}</span>
          </Button>
          <Button size="small" variant="secondary" onClick={() => setEditing(a)}>
            {t('actions.edit')}
            <span className={styles.visuallyHidden}> {a.title}</span>
          </Button>
          <RemoveButton list="articles" id={a.id} name={a.title} />
        </div>
      ),
    },
  ];
  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <p className={styles.intro}>{t('articles.intro')}</p>
        <Button onClick={() => setEditing('new')}>{t('articles.create')}</Button>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {articles.data.rows.length === 0 ? (
        <EmptyState title={t('articles.empty')} />
      ) : (
        <DataTable
          caption={t('articles.caption')}
          columns={columns}
          rows={articles.data.rows}
          rowKey={(a) => a.id}
        />
      )}
      <ListPager page={page} pageCount={articles.data.pageCount} onPage={setPage} />
      {editing && (
        <ArticleDialog
          article={editing === 'new' ? null : editing}
          communities={communities.data.rows}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
