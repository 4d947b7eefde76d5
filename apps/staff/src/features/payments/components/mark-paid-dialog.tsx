import type { StaffOrder } from '@cp/contract';
import { Button, Dialog } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useMarkOrderPaid } from '../api/orders';
import { formatMoney } from '../lib/money';
import styles from './payments.module.css';
import { personName } from './person';

/** Confirms that a manual order's money came (a transfer, cash): paying it gives the learner access. */
export function MarkPaidDialog({
  order,
  onClose,
  onDone,
}: {
  order: StaffOrder;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const mark = useMarkOrderPaid();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await mark.mutateAsync(order.id);
      onDone();
    } catch (error) {
      setFailure(errorText(error, t('common:errors.unknown')));
    }
  };
  return (
    <Dialog
      title={t('orders.markPaid.title', { id: order.id })}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void confirm()} busy={mark.isPending}>
            {t('orders.markPaid.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.notice}>
          {t('orders.markPaid.text', {
            amount: formatMoney(order.amount, order.currency, i18n.language),
            learner: personName(order.learner),
            service: order.service.title,
          })}
        </p>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
