import { MEDIA_ASSET_STATUSES, type MediaAsset, type MediaAssetStatus } from '@cp/contract';
import {
  Button,
  type DataColumn,
  DataTable,
  EmptyState,
  ErrorState,
  SelectField,
  Spinner,
  TextField,
} from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { ListPager } from '../../../lib/ui/list-pager';
import { useChangeMedia, useMediaList } from '../api/media-api';
import styles from '../components/media.module.css';
import { MediaDialog } from '../components/media-dialog';
import { StatusCell } from '../components/status-cell';
import { UploadPanel } from '../components/upload-panel';
import { fileSize } from '../lib/file-size';

/**
 * The media library for a school's administrators (issue 13 "Video pipeline", decision 075):
 * upload lesson videos (resumable), watch them convert, retry a failed one, open one for its
 * title, poster, player and subtitles. The search, status and page live in the address.
 */
export default function MediaScreen() {
  const { t } = useTranslation('media');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = (MEDIA_ASSET_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as MediaAssetStatus)
    : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const [open, setOpen] = useState<number | null>(null);
  const list = useMediaList({ q, status, page });
  const change = useChangeMedia();
  const language = currentLanguage();

  const go = (next: { q?: string; status?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nq = next.q ?? q;
    const ns = next.status ?? status;
    if (nq) search.set('q', nq);
    if (ns) search.set('status', ns);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim(), page: 1 });
  };

  const columns: DataColumn<MediaAsset>[] = [
    {
      key: 'title',
      header: t('list.title'),
      cell: (a) => (
        <button type="button" className={styles.linkButton} onClick={() => setOpen(a.id)}>
          {a.title}
        </button>
      ),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (a) => (
        <span className={styles.statusRow}>
          <StatusCell asset={a} />
          {a.retryable && (
            <Button
              size="small"
              variant="secondary"
              onClick={() => change.mutate({ kind: 'retry', id: a.id })}
            >
              {t('actions.retry')}
            </Button>
          )}
        </span>
      ),
    },
    {
      key: 'size',
      header: t('list.size'),
      cell: (a) => fileSize(a.original_size, language),
      numeric: true,
      secondary: true,
    },
    {
      key: 'created',
      header: t('list.created'),
      cell: (a) => formatDateTime(a.created_at * 1000, language),
      secondary: true,
    },
  ];

  const pageCount = list.data ? Math.ceil(list.data.total / list.data.page_size) : 1;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <UploadPanel />
      <section className={styles.section} aria-labelledby="media-library-title">
        <h2 id="media-library-title" className={styles.subtitle}>
          {t('list.heading')}
        </h2>
        <form className={styles.search} onSubmit={submit}>
          <TextField
            label={t('list.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <SelectField
            label={t('list.statusFilter')}
            value={status}
            onChange={(event) => go({ status: event.target.value, page: 1 })}
            options={[
              { value: '', label: t('list.anyStatus') },
              ...MEDIA_ASSET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
          <Button type="submit" variant="secondary">
            {t('list.find')}
          </Button>
        </form>
        {list.isPending ? (
          <Spinner label={t('loading', { ns: 'common' })} />
        ) : list.isError ? (
          <ErrorState
            title={t('list.loadFailed')}
            text={errorText(list.error, t('errors.unknown', { ns: 'common' }))}
            onRetry={() => void list.refetch()}
            retryLabel={t('actions.retry', { ns: 'common' })}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={q || status ? t('list.nothingFound') : t('list.empty')} />
        ) : (
          <DataTable
            caption={t('list.heading')}
            columns={columns}
            rows={list.data.items}
            rowKey={(a) => a.id}
            selectedKey={open}
          />
        )}
        <ListPager
          page={page}
          pageCount={pageCount}
          onPage={(p) => go({ page: p })}
          className={styles.pager}
        />
      </section>
      {open !== null && <MediaDialog id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
