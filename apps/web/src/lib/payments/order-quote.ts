import { PAYMENT_ROUTES, type OrderQuote as WireQuote } from '@cp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { paymentKeys } from './payments-keys';

/**
 * What an order would cost now, every part in minor units (issue 27): the price, the code's, the
 * invitation's and the points credit's discounts, and what is charged. The server prices it by
 * the order's own rules, so the button shows what the checkout charges.
 */
export interface OrderQuote {
  price: number;
  codeDiscount: number;
  referralDiscount: number;
  creditDiscount: number;
  amount: number;
  currency: string;
}

export const toOrderQuote = (quote: WireQuote): OrderQuote => ({
  price: quote.price,
  codeDiscount: quote.code_discount,
  referralDiscount: quote.referral_discount,
  creditDiscount: quote.credit_discount,
  amount: quote.amount,
  currency: quote.currency,
});

/** Which order: the service, the stream a renewal extends (none when buying), a checked code. */
export interface QuoteTarget {
  serviceId: number;
  streamId?: number;
  promocode?: string | null;
}

/** `GET /course-services/{serviceId}/quote`. */
export async function getOrderQuote(target: QuoteTarget, signal?: AbortSignal): Promise<OrderQuote> {
  const path = PAYMENT_ROUTES.orderQuote.replace(':serviceId', String(target.serviceId));
  const query: Record<string, string> = {};
  if (target.streamId) query.stream_id = String(target.streamId);
  if (target.promocode) query.promocode = target.promocode;
  const { data } = await apiGet<WireQuote>(path, { query, signal });
  return toOrderQuote(data);
}

export const orderQuoteQueryOptions = (target: QuoteTarget) =>
  queryOptions({
    queryKey: paymentKeys.quote(target.serviceId, target.streamId ?? null, target.promocode ?? null),
    queryFn: ({ signal }) => getOrderQuote(target, signal),
    // A credit spent or a code used up elsewhere changes it: asked afresh each time it is shown.
    staleTime: 0,
    // Another offer or code keeps the last figure on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

/** The quote while the form shows it; off without a service (nothing chosen yet). */
export const useOrderQuote = (target: QuoteTarget, enabled = true) =>
  useQuery({ ...orderQuoteQueryOptions(target), enabled: enabled && target.serviceId > 0 });
