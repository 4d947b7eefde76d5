import type { StaffOrder } from '@cp/contract';
import { useMarkOrderPaid } from '../api/orders';
import { OrderActionDialog } from './order-action-dialog';

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
  const mark = useMarkOrderPaid();
  return (
    <OrderActionDialog
      order={order}
      texts="orders.markPaid"
      action={mark}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
