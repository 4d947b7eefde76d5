import type { StaffOrder } from '@cp/contract';
import { Button, Dialog } from '@cp/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { formatMoney } from '../lib/money';
import styles from './payments.module.css';
import { personName } from './person';

/**
 * The one shape of "confirm a step on an order" (mark paid, refund): names the order, the
 * learner and the money before the administrator commits, and keeps the dialog open with the
 * server's reason when the step fails, so nothing happens behind their back.
 */
export function OrderActionDialog({
  order,
  texts,
  action,
  variant = 'primary',
  onClose,
  onDone,
  children,
}: {
  order: StaffOrder;
  /** The `payments` catalogue key under which `title`, `text` and `confirm` live. */
  texts: 'orders.markPaid' | 'orders.refund';
  /** The order's mutation (mark paid, refund): only its call and its pending state are used. */
  action: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  variant?: 'primary' | 'danger';
  onClose: () => void;
  onDone: () => void;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('payments');
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await action.mutateAsync(order.id);
      onDone();
    } catch (error) {
      setFailure(errorText(error, t('common:errors.unknown')));
    }
  };
  return (
    <Dialog
      title={t(`${texts}.title`, { id: order.id })}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant={variant} onClick={() => void confirm()} busy={action.isPending}>
            {t(`${texts}.confirm`)}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.notice}>
          {t(`${texts}.text`, {
            amount: formatMoney(order.amount, order.currency, i18n.language),
            learner: personName(order.learner),
            service: order.service.title,
          })}
        </p>
        {children}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
