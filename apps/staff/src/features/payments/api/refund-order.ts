import { STAFF_PAYMENT_ROUTES, type StaffOrder } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, fillPath } from '../../../lib/api/api-client';
import { paymentsKeys } from './payments-keys';

/** `POST /staff/orders/{id}/refund`: a paid order's money went back; answers the order. */
export async function refundOrder(id: number): Promise<StaffOrder> {
  return (await apiPost<StaffOrder>(fillPath(STAFF_PAYMENT_ROUTES.orderRefund, { id }))).data;
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    // Refunded or refused (another administrator was first), the list shows the truth again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}
