import { type CancelReasonType, PAYMENT_ROUTES, type SubscriptionCancelBody } from '@cp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiPost } from '../../../lib/api/api-client';
import { learningKeys } from '../../../lib/learning/api/learning-keys';
import { paymentKeys } from '../../../lib/payments/payments-keys';

/**
 * `POST /payment-subscriptions/cancel?id={id}` with reason_type and reason (spec 02 §7; the
 * server keeps the reason: decision 060). spec 02 §5 "Id must be set".
 */
export async function cancelSubscription(
  id: number,
  reasonType: CancelReasonType,
  reason: string,
): Promise<void> {
  if (!id) throw new Error('Id must be set');
  const body: SubscriptionCancelBody = { reason_type: reasonType, reason: reason.trim() };
  await apiPost(PAYMENT_ROUTES.subscriptionCancel, { query: { id }, body });
}

/** The cancel's state; the subscriptions (and the stream's dates) are read again after it. */
export function useCancelSubscription(id: number) {
  const client = useQueryClient();
  const [isPending, setPending] = useState(false);
  const cancel = useCallback(
    async (reasonType: CancelReasonType, reason: string) => {
      setPending(true);
      try {
        await cancelSubscription(id, reasonType, reason);
        await client.invalidateQueries({ queryKey: paymentKeys.subscriptions });
        void client.invalidateQueries({ queryKey: learningKeys.streams });
      } finally {
        setPending(false);
      }
    },
    [client, id],
  );
  return { cancel, isPending };
}
