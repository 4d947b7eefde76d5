import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format/format-date';
import { usePriceText } from '../../../lib/payments/use-price-text';
import type { Subscription } from '../api/subscription';
import { subscriptionLabel } from './subscription-display';
import styles from './subscriptions.module.css';

/** A subscription's status, date line and price (spec 02 §4 Subscription display). */
export function SubscriptionSummary({ subscription, now }: { subscription: Subscription; now: number }) {
  const { t, i18n } = useTranslation('payments');
  const { money, every } = usePriceText();
  const label = subscriptionLabel(subscription, now);
  return (
    <>
      <p className={styles.status} data-status={subscription.status}>
        {t(`subscriptions.status.${subscription.status}`)}
      </p>
      {label && (
        <p className={styles.line} data-label={label.kind}>
          {label.kind === 'ended'
            ? t('subscriptions.ended')
            : t(label.kind === 'nextPayment' ? 'subscriptions.nextPayment' : 'subscriptions.ending', {
                date: formatLongDate(label.date, i18n.language),
              })}
        </p>
      )}
      <p className={styles.line} data-amount={subscription.amount}>
        {t('service.subscription', {
          price: money(subscription.amount, subscription.currency),
          every: every(subscription.interval, subscription.period),
        })}
      </p>
    </>
  );
}
