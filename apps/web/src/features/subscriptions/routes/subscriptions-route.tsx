import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { paymentPaths } from '../../../lib/routing/payment-paths';
import { useSubscriptions } from '../api/get-subscriptions';
import { SubscriptionSummary } from '../components/subscription-summary';
import styles from '../components/subscriptions.module.css';

/** spec 02 §2 subscriptions (`/user/subscriptions`): the learner's payment subscriptions. */
export function Component() {
  const { t } = useTranslation('payments');
  const titleId = useId();
  const list = useSubscriptions();
  const now = Date.now();

  return (
    <section className={ui.column} aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.nameTitle}>
        {t('subscriptions.title')}
      </h1>
      {list.isPending && <p role="status">{t('subscriptions.loading')}</p>}
      {list.error && (
        <LoadFailure
          message={t('subscriptions.loadFailed')}
          error={list.error}
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        />
      )}
      {list.data?.length === 0 && <p className={ui.muted}>{t('subscriptions.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className={`${ui.stack} ${styles.list}`}>
          {list.data.map((subscription) => (
            <li key={subscription.id}>
              <article
                className={`${ui.raised} ${styles.card}`}
                aria-labelledby={`${titleId}-${subscription.id}`}
                data-subscription-id={subscription.id}
              >
                <h2 id={`${titleId}-${subscription.id}`} className={`${ui.cardTitle} ${styles.cardTitle}`}>
                  <Link to={paymentPaths.subscription(subscription.id)}>{subscription.title}</Link>
                </h2>
                <SubscriptionSummary subscription={subscription} now={now} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
