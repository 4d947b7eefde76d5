import type { ConsoleBanner } from '@cp/contract';
import { Button, type DataColumn, DataTable, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useContentList } from '../api/content-rows';
import { useSchoolCourses } from '../api/school-courses';
import { BannerDialog } from './banner-dialog';
import styles from './content.module.css';
import { usePositionName } from './positions-field';
import { RemoveButton } from './remove-button';

/** The school's banners (spec 01 §3 Banner): where each shows, on which platforms, for which courses. */
export function BannersPanel() {
  const { t } = useTranslation('content');
  const banners = useContentList('banners');
  const courses = useSchoolCourses();
  const positionName = usePositionName();
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);

  if (banners.isPending || courses.isPending) return <Spinner label={t('common:loading')} />;
  if (banners.isError || courses.isError) {
    return (
      <ErrorState
        title={t('banners.failed')}
        text={errorText(banners.error ?? courses.error, t('common:errors.unknown'))}
        onRetry={() => {
          void banners.refetch();
          void courses.refetch();
        }}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  const columns: DataColumn<ConsoleBanner>[] = [
    {
      key: 'image',
      header: t('banners.title'),
      cell: (b) => (
        <div className={styles.bannerCell}>
          <img className={styles.thumb} src={b.image.url} alt="" />
          <span>{b.title}</span>
        </div>
      ),
    },
    {
      key: 'positions',
      header: t('fields.positions'),
      secondary: true,
      cell: (b) => b.positions.map(positionName).join('; '),
    },
    {
      key: 'platforms',
      header: t('fields.platforms'),
      secondary: true,
      cell: (b) =>
        b.platforms.length === 0
          ? t('banners.everyPlatform')
          : b.platforms.map((p) => t(`platforms.${p}`)).join(', '),
    },
    { key: 'sort', header: t('fields.sort'), cell: (b) => b.sort, numeric: true, secondary: true },
    {
      key: 'actions',
      header: t('actions.label'),
      cell: (b) => (
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={() => setEditing(b)}>
            {t('actions.edit')}
            <span className={styles.visuallyHidden}> {b.title}</span>
          </Button>
          <RemoveButton list="banners" id={b.id} name={b.title} />
        </div>
      ),
    },
  ];
  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <p className={styles.intro}>{t('banners.intro')}</p>
        <Button onClick={() => setEditing('new')}>{t('banners.create')}</Button>
      </div>
      {banners.data.rows.length === 0 ? (
        <EmptyState title={t('banners.empty')} />
      ) : (
        <DataTable
          caption={t('banners.caption')}
          columns={columns}
          rows={banners.data.rows}
          rowKey={(b) => b.id}
        />
      )}
      {editing && (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          courses={courses.data}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
