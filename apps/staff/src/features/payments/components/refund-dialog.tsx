import type { StaffOrder } from '@cp/contract';
import { Button, Dialog } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useRefundOrder } from '../api/refund-order';
import { formatMoney } from '../lib/money';
import styles from './payments.module.css';
import { personName } from './person';

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
  const { t, i18n } = useTranslation('payments');
  const refund = useRefundOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await refund.mutateAsync(order.id);
      onDone();
    } catch (error) {
      setFailure(errorText(error, t('common:errors.unknown')));
    }
  };
  return (
    <Dialog
      title={t('orders.refund.title', { id: order.id })}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} busy={refund.isPending}>
            {t('orders.refund.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.notice}>
          {t('orders.refund.text', {
            amount: formatMoney(order.amount, order.currency, i18n.language),
            learner: personName(order.learner),
            service: order.service.title,
          })}
        </p>
        <ul className={styles.consequences}>
          <li>{t('orders.refund.access')}</li>
          <li>{t('orders.refund.cashback')}</li>
          <li>{t('orders.refund.money')}</li>
        </ul>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
