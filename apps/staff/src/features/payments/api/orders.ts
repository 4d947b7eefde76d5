import {
  type OrderStatus,
  type PaymentProvider,
  STAFF_PAYMENT_ROUTES,
  type StaffOrder,
  type StaffSubscription,
  type SubscriptionStatus,
} from '@cp/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, fillPath } from '../../../lib/api/api-client';
import { paymentsKeys } from './payments-keys';

/** Orders and subscriptions for administrators (issue 11): pages of 20, newest first. */

export const PAYMENTS_PAGE_SIZE = 20;

export interface OrderFilter {
  status?: OrderStatus;
  provider?: PaymentProvider;
  /** One learner's course (its stream): what else it was bought with. */
  streamId?: number;
  page: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** `GET /staff/orders`. */
export async function listOrders(filter: OrderFilter, signal?: AbortSignal): Promise<Page<StaffOrder>> {
  const { data } = await apiGet<Page<StaffOrder>>(STAFF_PAYMENT_ROUTES.orders, {
    query: {
      status: filter.status,
      provider: filter.provider,
      user_course_stream_id: filter.streamId,
      page: filter.page,
      'per-page': PAYMENTS_PAGE_SIZE,
    },
    signal,
  });
  return data;
}

export function useOrders(filter: OrderFilter) {
  return useQuery({
    queryKey: paymentsKeys.orders(filter),
    queryFn: ({ signal }) => listOrders(filter, signal),
    placeholderData: keepPreviousData,
    // Orders arrive from learners while the page is open: live enough without a socket event.
    refetchInterval: 30_000,
  });
}

/**
 * The other paid orders of an order's course (its stream), which a refund of this one leaves as
 * they are: extra questions, renewals. The first page: a course is rarely bought in more orders.
 */
export function useOtherPaidOrders(order: StaffOrder) {
  const streamId = order.user_course_stream_id;
  const filter: OrderFilter = { status: 'paid', streamId: streamId ?? undefined, page: 1 };
  return useQuery({
    queryKey: paymentsKeys.orders(filter),
    queryFn: ({ signal }) => listOrders(filter, signal),
    enabled: typeof streamId === 'number',
    select: (page) => page.items.filter((other) => other.id !== order.id),
  });
}

/** `POST /staff/orders/{id}/mark-paid`: a manual order's money came. */
export async function markOrderPaid(id: number): Promise<StaffOrder> {
  return (await apiPost<StaffOrder>(fillPath(STAFF_PAYMENT_ROUTES.orderMarkPaid, { id }))).data;
}

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    // Whether it worked or another administrator was first, the list shows the truth again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}

/** `GET /staff/payment-subscriptions`. */
export async function listSubscriptions(
  filter: { status?: SubscriptionStatus; page: number },
  signal?: AbortSignal,
): Promise<Page<StaffSubscription>> {
  const { data } = await apiGet<Page<StaffSubscription>>(STAFF_PAYMENT_ROUTES.subscriptions, {
    query: { status: filter.status, page: filter.page, 'per-page': PAYMENTS_PAGE_SIZE },
    signal,
  });
  return data;
}

export function useSubscriptions(filter: { status?: SubscriptionStatus; page: number }) {
  return useQuery({
    queryKey: paymentsKeys.subscriptions(filter),
    queryFn: ({ signal }) => listSubscriptions(filter, signal),
    placeholderData: keepPreviousData,
  });
}
