import { routeId } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import ui from '../../../components/ui/screen.module.css';
import { ApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { useUserCourseStream } from '../../../lib/learning/api/get-user-course-stream';
import { usePriceText } from '../../../lib/payments/use-price-text';
import { learningPaths } from '../../../lib/routing/learning-paths';
import { PATHS } from '../../../lib/routing/paths';
import { paymentPaths } from '../../../lib/routing/payment-paths';
import { useOrder } from '../api/get-order';
import styles from '../components/catalog.module.css';

/**
 * What a paid order did (issue 27): the course it is for and the access it now gives, read from
 * the stream itself (asked again once the order is paid, useOrder), so a purchase that only
 * extended a held course says so; extra questions say how many the course gained, not its access.
 */
function OrderOutcome({ streamId, questions }: { streamId: number; questions: number | null }) {
  const { t } = useTranslation('payments');
  const stream = useUserCourseStream(streamId).data;
  if (!stream?.course) return null;
  const course = stream.course.title;
  return (
    <p className={styles.note} data-order-outcome>
      {questions !== null
        ? t('order.outcomeQuestions', { course, count: questions })
        : stream.endDate === null
          ? t('order.outcomeOpen', { course })
          : t('order.outcome', { course, date: formatDate(stream.endDate) })}
    </p>
  );
}

/**
 * The order page `/orders/{id}` (issue 11; not in the spec: docs/spec-gaps.md): where the
 * payment page returns the learner. It asks until the order is paid, failed or canceled, says
 * which, shows a manual order's instructions, and links to the course once paid.
 */
export function Component() {
  const orderId = routeId(useParams().id) ?? 0;
  const order = useOrder(orderId);
  const missing = orderId === 0 || (order.error instanceof ApiError && order.error.status === 404);
  if (missing) return <OrderNotFound />;
  return <OrderScreen orderId={orderId} order={order} />;
}

/** A path that names no order, or an order not the learner's: said once, nothing polled. */
function OrderNotFound() {
  const { t } = useTranslation('payments');
  return (
    <section className={ui.screen}>
      <h1 className={ui.nameTitle}>{t('order.titlePlain')}</h1>
      <p role="alert">{t('order.notFound')}</p>
      <Link to={PATHS.courses}>{t('order.toCourses')}</Link>
    </section>
  );
}

function OrderScreen({ orderId, order }: { orderId: number; order: ReturnType<typeof useOrder> }) {
  const { t } = useTranslation('payments');
  const { money } = usePriceText();
  const titleId = useId();
  const data = order.data;
  // A manual order of a school that has not said how to pay (decision 113): say so, not "waiting".
  const notSetUp = data?.status === 'created' && data.provider === 'manual' && !data.instructions;

  return (
    <section className={`${ui.screen} ${styles.screen}`} aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.nameTitle}>
        {t('order.title', { id: orderId })}
      </h1>
      {order.isPending && <p role="status">{t('order.loading')}</p>}
      {order.error && (
        <LoadFailure
          message={t('order.loadFailed')}
          error={order.error}
          onRetry={() => order.refetch()}
          retrying={order.isRefetching}
        />
      )}
      {data && (
        <>
          <div role="status" aria-live="polite">
            <p className={styles.state} data-status={data.status}>
              {data.status === 'paid' && t('order.paid')}
              {data.status === 'created' && t(notSetUp ? 'order.notSetUp' : 'order.waiting')}
              {data.status === 'failed' && t('order.failed')}
              {data.status === 'canceled' && t('order.canceled')}
              {data.status === 'refunded' && t('order.refunded')}
            </p>
            {data.status === 'created' && !data.instructions && (
              <p className={styles.muted}>{t(notSetUp ? 'order.notSetUpHint' : 'order.waitingHint')}</p>
            )}
          </div>
          {data.status === 'paid' && data.streamId !== null && (
            <OrderOutcome
              streamId={data.streamId}
              questions={data.serviceType === 'expert_additional_question' ? data.questionsCount : null}
            />
          )}
          <dl className={styles.summary}>
            {data.referralDiscount > 0 && (
              <>
                <dt>{t('order.referralDiscount')}</dt>
                <dd data-referral-discount={data.referralDiscount}>
                  {money(data.referralDiscount, data.currency)}
                </dd>
              </>
            )}
            {data.codeDiscount + data.creditDiscount > 0 && (
              <>
                <dt>{t('order.discount')}</dt>
                <dd>{money(data.codeDiscount + data.creditDiscount, data.currency)}</dd>
              </>
            )}
            <dt>{t('order.amount')}</dt>
            <dd data-amount={data.amount}>{money(data.amount, data.currency)}</dd>
          </dl>
          {data.status === 'created' && data.instructions && (
            <section aria-labelledby={`${titleId}-instructions`}>
              <h2 id={`${titleId}-instructions`} className={ui.sectionTitle}>
                {t('order.instructions')}
              </h2>
              <p className={styles.instructions}>{data.instructions}</p>
            </section>
          )}
          <div className={styles.actions}>
            {data.status === 'paid' && data.streamId !== null && (
              <Link className={button.primary} to={learningPaths.calendar(data.streamId)}>
                {t('order.toCourse')}
              </Link>
            )}
            {data.status === 'created' && data.paymentUrl && (
              <a className={button.primary} href={data.paymentUrl}>
                {t('order.payAgain')}
              </a>
            )}
            <Link className={button.secondary} to={learningPaths.courses}>
              {t('order.toCourses')}
            </Link>
            {data.status !== 'paid' && (
              <Link className={button.secondary} to={paymentPaths.catalog}>
                {t('order.toCatalog')}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
