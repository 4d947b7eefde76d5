import button from '@cp/ui/button/button.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { usePointsHistory } from '../api/get-points-history';
import styles from '../components/points.module.css';
import { PointsEntryItem } from '../components/points-entry-item';
import { POINTS_PATHS, pageParam } from '../components/points-paths';

const pageLink = (page: number) =>
  page <= 1 ? POINTS_PATHS.history : `${POINTS_PATHS.history}?page=${page}`;

/** spec 01 §2 points-history: earning and spending, newest first, a page at a time (`?page=`). */
export function Component() {
  const { t } = useTranslation(['points', 'common']);
  const listTitleId = useId();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const { data, error, isPending, isPlaceholderData, refetch, isRefetching } = usePointsHistory(page);
  const pageCount = data?.pagination?.pageCount ?? 1;
  const total = data?.pagination?.totalCount ?? data?.entries.length ?? 0;

  return (
    <section className={`${ui.screen} ${styles.screen}`}>
      <h1 className={ui.title}>{t('history.title')}</h1>
      <section className={ui.sheet} aria-labelledby={listTitleId} aria-busy={isPlaceholderData}>
        <h2 id={listTitleId} className={styles.subtitle}>
          {t('history.label')}
        </h2>
        {isPending && <p role="status">{t('history.loading')}</p>}
        {error && (
          <LoadFailure
            message={t('history.loadFailed')}
            error={error}
            onRetry={() => refetch()}
            retrying={isRefetching}
          />
        )}
        {data && total === 0 && <p className={ui.muted}>{t('history.empty')}</p>}
        {data && total > 0 && data.entries.length === 0 && (
          <p className={ui.muted}>
            {t('history.pageEmpty')} <Link to={pageLink(1)}>{t('history.firstPage')}</Link>
          </p>
        )}
        {data && data.entries.length > 0 && (
          <ul className={`${ui.plainList} ${styles.entries}`}>
            {data.entries.map((entry) => (
              <PointsEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {data && pageCount > 1 && (
          <nav className={`${ui.spreadRow} ${styles.pager}`} aria-label={t('history.pages.label')}>
            <span className={styles.pagerEdge}>
              {page > 1 && (
                <Link to={pageLink(Math.min(page - 1, pageCount))} className={button.secondary}>
                  {t('history.pages.previous')}
                </Link>
              )}
            </span>
            <span>{t('history.pages.current', { page, total: pageCount })}</span>
            <span className={styles.pagerEdge}>
              {page < pageCount && (
                <Link to={pageLink(page + 1)} className={button.secondary}>
                  {t('history.pages.next')}
                </Link>
              )}
            </span>
          </nav>
        )}
      </section>
    </section>
  );
}
