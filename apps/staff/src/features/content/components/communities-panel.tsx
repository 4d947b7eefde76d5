import type { ConsoleCommunity } from '@cp/contract';
import { Button, type DataColumn, DataTable, EmptyState, ErrorState, Spinner, TextField } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { useContentList } from '../api/content-rows';
import {
  COMMUNITY_SERVER_NAMES,
  type CommunityForm,
  communityBody,
  communityToForm,
} from '../lib/community-form';
import styles from './content.module.css';
import { RemoveButton } from './remove-button';
import { useContentForm } from './use-content-form';

function CommunityDialog({
  community,
  onClose,
}: {
  community: ConsoleCommunity | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const { field, dialog } = useContentForm<CommunityForm>({
    list: 'communities',
    id: community?.id,
    initial: () => communityToForm(community),
    toBody: communityBody,
    serverNames: COMMUNITY_SERVER_NAMES,
    onClose,
  });
  return (
    <FormDialog
      formId="content-community-form"
      title={community ? t('communities.editTitle') : t('communities.createTitle')}
      {...dialog}
    >
      <TextField label={t('fields.title')} {...field('title')} maxLength={255} required />
      <div className={styles.pair}>
        <TextField
          label={t('communities.type')}
          {...field('type')}
          hint={t('communities.typeHint')}
          maxLength={50}
        />
        <TextField
          label={t('communities.slug')}
          {...field('slug')}
          hint={t('communities.slugHint')}
          maxLength={100}
        />
      </div>
      <TextField
        label={t('fields.link')}
        {...field('link')}
        hint={t('communities.linkHint')}
        inputMode="url"
      />
    </FormDialog>
  );
}

/** The school's communities (spec 01 §3 Community): the community menu item goes to the link. */
export function CommunitiesPanel() {
  const { t } = useTranslation('content');
  const communities = useContentList('communities');
  const [editing, setEditing] = useState<ConsoleCommunity | 'new' | null>(null);

  if (communities.isPending) return <Spinner label={t('common:loading')} />;
  if (communities.isError) {
    return (
      <ErrorState
        title={t('communities.failed')}
        text={errorText(communities.error, t('common:errors.unknown'))}
        onRetry={() => void communities.refetch()}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  const columns: DataColumn<ConsoleCommunity>[] = [
    { key: 'title', header: t('fields.title'), cell: (c) => c.title },
    { key: 'slug', header: t('communities.slug'), cell: (c) => c.slug ?? '—', secondary: true },
    { key: 'link', header: t('fields.link'), cell: (c) => c.link ?? '—', secondary: true },
    { key: 'articles', header: t('communities.articles'), cell: (c) => c.articles_count, numeric: true },
    {
      key: 'actions',
      header: t('actions.label'),
      cell: (c) => (
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={() => setEditing(c)}>
            {t('actions.edit')}
            <span className={styles.visuallyHidden}> {c.title}</span>
          </Button>
          <RemoveButton list="communities" id={c.id} name={c.title} />
        </div>
      ),
    },
  ];
  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <p className={styles.intro}>{t('communities.intro')}</p>
        <Button onClick={() => setEditing('new')}>{t('communities.create')}</Button>
      </div>
      {communities.data.rows.length === 0 ? (
        <EmptyState title={t('communities.empty')} />
      ) : (
        <DataTable
          caption={t('communities.caption')}
          columns={columns}
          rows={communities.data.rows}
          rowKey={(c) => c.id}
        />
      )}
      {editing && (
        <CommunityDialog community={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
