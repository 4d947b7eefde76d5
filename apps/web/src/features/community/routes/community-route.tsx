import { DEFAULT_PER_PAGE, routeId } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { useAppConfig } from '../../../config/config-context';
import { useCommunities } from '../../../lib/community/communities';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from '../components/article-card';
import styles from '../components/community.module.css';

/**
 * The community screen (spec 01 §2 "community/club"): the school's communities and the
 * articles of its community API (spec 01 §7), or a plain word that there is none.
 */
export function Component() {
  const { t } = useTranslation(['community', 'common']);
  const titleId = useId();
  const articlesId = useId();
  const { brand } = useAppConfig().components;
  const [params, setParams] = useSearchParams();
  const page = routeId(params.get('page') ?? undefined) ?? 1;
  const communities = useCommunities();
  const articles = useArticles(brand.community.apiUrl, page);
  const linked = (communities.data ?? []).filter((community) => community.link);
  const pageCount =
    articles.data?.pagination?.pageCount ??
    Math.max(1, Math.ceil((articles.data?.total ?? 0) / DEFAULT_PER_PAGE));
  const goTo = (next: number) =>
    setParams(next === 1 ? {} : { page: String(next) }, { preventScrollReset: false });

  let feed: React.ReactNode;
  if (!brand.community.apiUrl) {
    feed = <p className={ui.muted}>{t('notConfigured')}</p>;
  } else if (articles.isPending) {
    feed = <p role="status">{t('common:status.loading')}</p>;
  } else if (articles.isError) {
    feed = (
      <LoadFailure message={t('failed')} error={articles.error} onRetry={() => void articles.refetch()} />
    );
  } else if (articles.data.articles.length === 0) {
    feed = <p className={ui.muted}>{t('empty')}</p>;
  } else {
    feed = (
      <>
        <ul className={`${ui.cardGrid} ${styles.list}`}>
          {articles.data.articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} base={brand.community.url} />
            </li>
          ))}
        </ul>
        {pageCount > 1 && (
          <nav className={styles.pager} aria-label={t('pages.label')}>
            <button
              type="button"
              className={button.secondary}
              disabled={page <= 1}
              onClick={() => goTo(page - 1)}
            >
              {t('pages.previous')}
            </button>
            <p>{t('pages.current', { page, total: pageCount })}</p>
            <button
              type="button"
              className={button.secondary}
              disabled={page >= pageCount}
              onClick={() => goTo(page + 1)}
            >
              {t('pages.next')}
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section className={ui.screen} aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.title}>
        {t('title')}
      </h1>
      {linked.length > 0 && (
        <ul className={`${ui.plainList} ${styles.communities}`}>
          {linked.map((community) => (
            <li key={community.id}>
              <a
                className={button.secondary}
                href={community.link ?? undefined}
                data-community={community.id}
              >
                {t('open', { title: community.title })}
              </a>
            </li>
          ))}
        </ul>
      )}
      <section className={ui.screen} aria-labelledby={articlesId}>
        <h2 id={articlesId} className={ui.sectionTitle}>
          {t('articles')}
        </h2>
        {feed}
      </section>
    </section>
  );
}
