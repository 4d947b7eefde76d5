import type { StaffOrder } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import { useOtherPaidOrders } from '../api/orders';
import { useRefundOrder } from '../api/refund-order';
import { formatMoney } from '../lib/money';
import { OrderActionDialog } from './order-action-dialog';
import styles from './payments.module.css';

/** What a refund takes back, by what the order bought (payments/refunds.ts on the server). */
const ACCESS_TEXT = {
  course_buy: 'course_buy',
  course_subscription: 'course_subscription',
  expert_additional_question: 'expert_additional_question',
  course_demo: 'other',
} as const;

/**
 * Confirms a refund of a paid order (issue 15 "refunds after cashback"): says plainly what
 * follows for this order (what it bought is taken back, the inviter's cashback for it too, and
 * where the money goes by how it was paid) before the administrator commits, since none of it
 * can be undone.
 */
export function RefundDialog({
  order,
  onClose,
  onDone,
}: {
  order: StaffOrder;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const refund = useRefundOrder();
  const others = useOtherPaidOrders(order).data ?? [];
  return (
    <OrderActionDialog
      order={order}
      texts="orders.refund"
      action={refund}
      variant="danger"
      onClose={onClose}
      onDone={onDone}
    >
      <ul className={styles.consequences}>
        <li>{t(`orders.refund.access.${ACCESS_TEXT[order.service.type]}`)}</li>
        <li>{t('orders.refund.cashback')}</li>
        <li>{t(`orders.refund.money.${order.provider}`)}</li>
      </ul>
      {others.length > 0 && (
        <>
          <p data-other-orders>{t('orders.refund.others', { count: others.length })}</p>
          <ul className={styles.consequences}>
            {others.map((other) => (
              <li key={other.id}>
                {t('orders.refund.other', {
                  id: other.id,
                  service: other.service.title,
                  amount: formatMoney(other.amount, other.currency, i18n.language),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </OrderActionDialog>
  );
}
