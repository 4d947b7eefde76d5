import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import { formatDate } from '../../../lib/format/format-date';
import { type Article, articleLink } from '../api/get-articles';
import styles from './community.module.css';

/** An article of the feed (spec 01 §3 Article): preview, title, date, views, NEW, liked, favourite. */
export function ArticleCard({ article, base }: { article: Article; base: string | null }) {
  const { t } = useTranslation('community');
  return (
    <article className={ui.mediaCard} data-article={article.id}>
      {article.previewImage && (
        <img className={styles.image} src={article.previewImage} alt="" loading="lazy" />
      )}
      <div className={ui.cardBody}>
        {article.isNew && <span className={styles.badge}>{t('article.new')}</span>}
        <h3 className={ui.cardTitle}>
          <a href={articleLink(base, article)}>{article.title}</a>
        </h3>
        <p className={styles.meta}>
          <span>
            {t('article.published')}{' '}
            <time dateTime={new Date(article.publishedAt).toISOString()}>
              {formatDate(article.publishedAt)}
            </time>
          </span>
          <span>{t('article.views', { count: article.views })}</span>
          {article.liked && <span>{t('article.liked')}</span>}
          {article.isFavourite && <span>{t('article.favourite')}</span>}
        </p>
      </div>
    </article>
  );
}
