import type { StaffOrder } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import { useRefundOrder } from '../api/refund-order';
import { OrderActionDialog } from './order-action-dialog';
import styles from './payments.module.css';

/**
 * Confirms a refund of a paid order (issue 15 "refunds after cashback"): says plainly what
 * follows (the access it gave ends, the inviter's cashback for it is taken back) before the
 * administrator commits, since none of it can be undone.
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
  const { t } = useTranslation('payments');
  const refund = useRefundOrder();
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
        <li>{t('orders.refund.access')}</li>
        <li>{t('orders.refund.cashback')}</li>
        <li>{t('orders.refund.money')}</li>
      </ul>
    </OrderActionDialog>
  );
}
