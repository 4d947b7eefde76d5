import { routeId } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { ApiError } from '../../../lib/api/api-error';
import { paymentPaths } from '../../../lib/routing/payment-paths';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useSubscription } from '../api/get-subscription';
import { CancelDialog } from '../components/cancel-dialog';
import { canCancel } from '../components/subscription-display';
import { SubscriptionSummary } from '../components/subscription-summary';
import styles from '../components/subscriptions.module.css';

/** spec 02 §2 subscription (`/user/subscription/{id}`): one subscription, cancel with a reason. */
export function Component() {
  const id = routeId(useParams().id) ?? 0;
  const { t } = useTranslation('payments');
  const titleId = useId();
  const subscription = useSubscription(id);
  const { cancel, isPending } = useCancelSubscription(id);
  const [asking, setAsking] = useState(false);
  const [canceled, setCanceled] = useState(false);
  const data = subscription.data;
  const now = Date.now();
  const missing = id === 0 || (subscription.error instanceof ApiError && subscription.error.status === 404);

  return (
    <section className={ui.column} aria-labelledby={titleId}>
      <p>
        <Link to={paymentPaths.subscriptions}>{t('subscriptions.back')}</Link>
      </p>
      <h1 id={titleId} className={ui.nameTitle}>
        {data?.title ?? t('subscriptions.title')}
      </h1>
      {subscription.isPending && !missing && <p role="status">{t('subscriptions.loading')}</p>}
      {missing && <p className={ui.muted}>{t('subscriptions.notFound')}</p>}
      {subscription.error && !missing && (
        <LoadFailure
          message={t('subscriptions.loadFailed')}
          error={subscription.error}
          onRetry={() => subscription.refetch()}
          retrying={subscription.isRefetching}
        />
      )}
      {data && (
        <div className={`${ui.raised} ${styles.card}`} data-subscription-id={data.id}>
          <SubscriptionSummary subscription={data} now={now} />
          {canCancel(data, now) && (
            <div className={button.actions}>
              <button type="button" className={button.secondary} onClick={() => setAsking(true)}>
                {t('subscriptions.cancel')}
              </button>
            </div>
          )}
        </div>
      )}
      <div role="status" aria-live="polite">
        {canceled && <p className={styles.done}>{t('subscriptions.canceled')}</p>}
      </div>
      {asking && data && (
        <CancelDialog
          popupText={data.cancelPopupText}
          pending={isPending}
          onClose={() => setAsking(false)}
          onConfirm={async (reasonType, reason) => {
            await cancel(reasonType, reason);
            await subscription.refetch();
            setAsking(false);
            setCanceled(true);
          }}
        />
      )}
    </section>
  );
}
