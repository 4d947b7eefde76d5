import { PAYMENT_ROUTES, type Order as WireOrder } from '@cp/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '../../../lib/api/api-client';
import { learningKeys } from '../../../lib/learning/api/learning-keys';
import { isFinalOrder, type Order, toOrder } from '../../../lib/payments/order';
import { paymentKeys } from '../../../lib/payments/payments-keys';

/** How often the order page asks while the payment is under way. */
export const ORDER_POLL_MS = 2000;

/** `GET /orders/{id}` (issue 11; not in the spec: docs/spec-gaps.md). */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  const { data } = await apiGet<WireOrder>(PAYMENT_ROUTES.orderView.replace(':id', String(orderId)), {
    signal,
  });
  return toOrder(data);
}

/**
 * Asks again every ORDER_POLL_MS until the order is paid, failed, canceled or refunded, then stops;
 * an order that could not be read (not the learner's, none such) is not asked for again.
 */
export const orderRefetchInterval = (order: Order | undefined, failed = false): number | false =>
  failed || (order && isFinalOrder(order.status)) ? false : ORDER_POLL_MS;

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    refetchInterval: (query) => orderRefetchInterval(query.state.data, query.state.status === 'error'),
    // A path that names no order (`/orders/abc`) asks nothing.
    enabled: orderId > 0,
  });

/**
 * The order, polled until final. Once paid, the learner's streams are read again: the course
 * bought (or the days added) shows in `/course` at once.
 */
export function useOrder(orderId: number) {
  const client = useQueryClient();
  const query = useQuery(orderQueryOptions(orderId));
  const paid = query.data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    void client.invalidateQueries({ queryKey: learningKeys.streams });
    void client.invalidateQueries({ queryKey: ['user-course-stream'] });
    void client.invalidateQueries({ queryKey: paymentKeys.subscriptions });
  }, [client, paid]);
  return query;
}
