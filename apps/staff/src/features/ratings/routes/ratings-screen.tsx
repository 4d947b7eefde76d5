import { Badge, Button, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useRatings } from '../api/list-ratings';
import { RatingStars } from '../components/rating-stars';
import styles from '../components/ratings.module.css';
import { averageRating } from '../lib/rating';

/** The ratings the expert received (issue 9 "the ratings they received"), newest first. */
export default function RatingsScreen() {
  const { t } = useTranslation('ratings');
  const query = useRatings();
  const ratings = query.data?.pages.flatMap((page) => page.ratings) ?? [];
  const total = query.data?.pages[0]?.pagination?.totalCount ?? ratings.length;
  const average = averageRating(ratings);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {query.isPending ? (
        <Spinner label={t('loading', { ns: 'common' })} />
      ) : query.isError ? (
        <ErrorState
          title={t('failed')}
          text={errorText(query.error, t('errors.unknown', { ns: 'common' }))}
          onRetry={() => void query.refetch()}
          retryLabel={t('actions.retry', { ns: 'common' })}
        />
      ) : ratings.length === 0 ? (
        <EmptyState title={t('empty')} text={t('emptyHint')} />
      ) : (
        <>
          <p className={styles.summary}>
            {t('summary', { total, average: average?.toLocaleString(currentLanguage()) })}
          </p>
          <ul className={styles.list}>
            {ratings.map((item) => (
              <li key={`${item.kind}-${item.id}`} className={styles.item}>
                <div className={styles.top}>
                  <RatingStars rating={item.rating} label={t('stars', { rating: item.rating })} />
                  <Badge tone={item.kind === 'consultation' ? 'warning' : 'neutral'}>
                    {t(`kind.${item.kind}`)}
                  </Badge>
                </div>
                {item.text && <p className={styles.quote}>{item.text}</p>}
                <span className={styles.meta}>
                  {formatDateTime(item.ratedAt, currentLanguage())} ·{' '}
                  <Link to={`/desk/${item.chatId}`}>{t('openChat')}</Link>
                </span>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <div className={styles.more}>
              <Button
                variant="secondary"
                busy={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
