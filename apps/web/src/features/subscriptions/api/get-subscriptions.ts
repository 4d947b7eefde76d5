import { PAYMENT_ROUTES, type PaymentSubscription as WireSubscription } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { paymentKeys } from '../../../lib/payments/payments-keys';
import { type Subscription, toSubscription } from './subscription';

/** `GET /payment-subscription?expand=cancelPopupText` (spec 02 §7 Subscriptions). */
export async function getSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  const { data } = await apiGet<WireSubscription[]>(PAYMENT_ROUTES.subscriptions, {
    query: { expand: 'cancelPopupText' },
    signal,
  });
  return data.map(toSubscription);
}

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.subscriptions, queryFn: ({ signal }) => getSubscriptions(signal) });

export const useSubscriptions = () => useQuery(subscriptionsQueryOptions());
