import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  type StaffOrder,
} from '@cp/contract';
import { Badge, Button, EmptyState, ErrorState, SelectField, Spinner } from '@cp/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { ListPager } from '../../../lib/ui/list-pager';
import { PAYMENTS_PAGE_SIZE, useOrders } from '../api/orders';
import { formatMoney } from '../lib/money';
import { MarkPaidDialog } from './mark-paid-dialog';
import styles from './payments.module.css';
import { personName } from './person';
import { RefundDialog } from './refund-dialog';

const STATUS_TONE = {
  created: 'warning',
  paid: 'success',
  failed: 'neutral',
  canceled: 'neutral',
  refunded: 'neutral',
} as const;

/**
 * The school's orders (issue 11 "orders listed for administrators"): open ones too, so an
 * administrator sees why a code's use is held (decision 060). A manual order waiting for its
 * money is marked paid here, after a confirmation.
 */
export function OrdersPanel() {
  const { t, i18n } = useTranslation('payments');
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const [provider, setProvider] = useState<PaymentProvider | undefined>();
  const [page, setPage] = useState(1);
  const [marking, setMarking] = useState<StaffOrder | null>(null);
  const [refunding, setRefunding] = useState<StaffOrder | null>(null);
  const [done, setDone] = useState<{ id: number; action: 'markPaid' | 'refund' } | null>(null);
  const orders = useOrders({ status, provider, page });
  const lang = i18n.language;
  const doneNote = useRef<HTMLParagraphElement>(null);
  // The button that opened the dialog goes with the step it did: the focus goes to what it did.
  useEffect(() => {
    if (done) doneNote.current?.focus();
  }, [done]);

  return (
    <div className={styles.panel}>
      <div className={styles.filters}>
        <SelectField
          label={t('orders.status')}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as OrderStatus | undefined);
            setPage(1);
          }}
          options={[
            { value: '', label: t('filters.all') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) })),
          ]}
        />
        <SelectField
          label={t('orders.provider')}
          value={provider ?? ''}
          onChange={(e) => {
            setProvider((e.target.value || undefined) as PaymentProvider | undefined);
            setPage(1);
          }}
          options={[
            { value: '', label: t('filters.all') },
            ...PAYMENT_PROVIDERS.map((p) => ({ value: p, label: t(`provider.${p}`) })),
          ]}
        />
      </div>
      {done !== null && (
        <p ref={doneNote} tabIndex={-1} role="status" className={styles.status}>
          {t(`orders.${done.action}.done`, { id: done.id })}
        </p>
      )}
      {orders.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : orders.isError ? (
        <ErrorState
          title={t('orders.failed')}
          text={errorText(orders.error, t('common:errors.unknown'))}
          onRetry={() => void orders.refetch()}
          retryLabel={t('common:actions.retry')}
        />
      ) : orders.data.items.length === 0 ? (
        <EmptyState title={t('orders.empty')} />
      ) : (
        <>
          <table className={styles.table}>
            <caption className={styles.muted}>{t('orders.caption', { count: orders.data.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.learner')}</th>
                <th scope="col">{t('orders.service')}</th>
                <th scope="col">{t('orders.amount')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.created')}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('orders.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.items.map((order) => (
                <tr key={order.id}>
                  <td data-label={t('orders.number')}>{order.id}</td>
                  <td data-label={t('orders.learner')}>
                    <div>{personName(order.learner)}</div>
                    <div className={styles.muted}>
                      {[order.contact.email, order.contact.phone].filter(Boolean).join(' · ')}
                    </div>
                  </td>
                  <td data-label={t('orders.service')}>
                    <div>{order.service.title}</div>
                    <div className={styles.muted}>{t(`kind.${order.kind}`)}</div>
                  </td>
                  <td data-label={t('orders.amount')} className={styles.num}>
                    <div>{formatMoney(order.amount, order.currency, lang)}</div>
                    {order.amount !== order.price && (
                      <div className={styles.muted}>
                        {t('orders.discounts', {
                          price: formatMoney(order.price, order.currency, lang),
                          code: order.discount_code ?? '—',
                        })}
                      </div>
                    )}
                  </td>
                  <td data-label={t('orders.status')}>
                    <Badge tone={STATUS_TONE[order.status]}>{t(`orderStatus.${order.status}`)}</Badge>
                    <div className={styles.muted}>{t(`provider.${order.provider}`)}</div>
                  </td>
                  <td data-label={t('orders.created')}>
                    <div>{formatDateTime(order.created_at * 1000, lang)}</div>
                    {order.paid_at !== null && (
                      <div className={styles.muted}>
                        {t('orders.paidAt', { at: formatDateTime(order.paid_at * 1000, lang) })}
                        {order.marked_paid_by && ` · ${personName(order.marked_paid_by)}`}
                      </div>
                    )}
                    <RefundedLine order={order} lang={lang} />
                  </td>
                  <td data-label={t('orders.actions')}>
                    {order.provider === 'manual' && order.status === 'created' && (
                      <Button size="small" onClick={() => setMarking(order)}>
                        {t('orders.markPaid.action')}
                      </Button>
                    )}
                    {/* A free product sold nothing to take back: its access is the people screen's.
                        An order that discounts or points covered still gave what it bought. */}
                    {order.status === 'paid' && order.price > 0 && (
                      <Button
                        size="small"
                        variant="secondary"
                        className={styles.nowrap}
                        onClick={() => setRefunding(order)}
                      >
                        {t('orders.refund.action')}
                        <span className={styles.visuallyHidden}>
                          {' '}
                          {t('orders.refund.which', { id: order.id })}
                        </span>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ListPager
            page={page}
            pageCount={Math.ceil(orders.data.total / PAYMENTS_PAGE_SIZE)}
            onPage={setPage}
          />
        </>
      )}
      {marking && (
        <MarkPaidDialog
          order={marking}
          onClose={() => setMarking(null)}
          onDone={() => {
            setDone({ id: marking.id, action: 'markPaid' });
            setMarking(null);
          }}
        />
      )}
      {refunding && (
        <RefundDialog
          order={refunding}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setDone({ id: refunding.id, action: 'refund' });
            setRefunding(null);
          }}
        />
      )}
    </div>
  );
}

/** When a refunded order was refunded, and by whom (issue 15). */
function RefundedLine({ order, lang }: { order: StaffOrder; lang: string }) {
  const { t } = useTranslation('payments');
  if (order.status !== 'refunded' || !order.refunded_at) return null;
  return (
    <div className={styles.muted}>
      {t('orders.refundedAt', { at: formatDateTime(order.refunded_at * 1000, lang) })}
      {order.refunded_by && ` · ${personName(order.refunded_by)}`}
    </div>
  );
}
