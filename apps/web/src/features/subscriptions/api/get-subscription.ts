import { PAYMENT_ROUTES, type PaymentSubscription as WireSubscription } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { paymentKeys } from '../../../lib/payments/payments-keys';
import { type Subscription, toSubscription } from './subscription';

/** `GET /payment-subscriptions/{id}?expand=cancelPopupText` (spec 02 §7). spec 02 §5 "Id must be set". */
export async function getSubscription(id: number, signal?: AbortSignal): Promise<Subscription> {
  if (!id) throw new Error('Id must be set');
  const { data } = await apiGet<WireSubscription>(PAYMENT_ROUTES.subscription.replace(':id', String(id)), {
    query: { expand: 'cancelPopupText' },
    signal,
  });
  return toSubscription(data);
}

export const subscriptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.subscription(id),
    queryFn: ({ signal }) => getSubscription(id, signal),
    // A path that names no subscription (`/user/subscription/abc`) asks nothing.
    enabled: id > 0,
  });

export const useSubscription = (id: number) => useQuery(subscriptionQueryOptions(id));
