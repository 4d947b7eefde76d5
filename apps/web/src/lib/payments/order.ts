import type { OrderKind, OrderStatus, PaymentProvider, ServiceType, Order as WireOrder } from '@cp/contract';
import { secondsToMs } from '../learning/api/stream';

/** An order in client names, money in minor units, times in milliseconds (decision 060). */
export interface Order {
  id: number;
  status: OrderStatus;
  kind: OrderKind;
  provider: PaymentProvider;
  serviceId: number;
  streamId: number | null;
  price: number;
  codeDiscount: number;
  creditDiscount: number;
  /** An invited learner's first-order discount (issue 15); 0 in answers without it. */
  referralDiscount: number;
  amount: number;
  currency: string;
  paymentUrl: string | null;
  instructions: string | null;
  createdAt: number;
  paidAt: number | null;
  /** What it buys; null in answers without it. */
  serviceType: ServiceType | null;
  /** Extra questions to the expert it buys; null for a course's access. */
  questionsCount: number | null;
}

/** spec 02 §7 "the response is converted to the client form". */
export function toOrder(order: WireOrder): Order {
  return {
    id: order.id,
    status: order.status,
    kind: order.kind,
    provider: order.provider,
    serviceId: order.course_service_id,
    streamId: order.user_course_stream_id,
    price: order.price,
    codeDiscount: order.code_discount,
    creditDiscount: order.credit_discount,
    referralDiscount: order.referral_discount ?? 0,
    amount: order.amount,
    currency: order.currency,
    paymentUrl: order.payment_url,
    instructions: order.instructions,
    createdAt: secondsToMs(order.created_at) ?? 0,
    paidAt: secondsToMs(order.paid_at),
    serviceType: order.service_type ?? null,
    questionsCount: order.questions_count ?? null,
  };
}

/** An order that will not change any more: the order page stops asking. */
export const isFinalOrder = (status: OrderStatus): boolean => status !== 'created';

/**
 * Where a new order takes the learner: the provider's page when there is one to pay on
 * (Stripe Checkout or the demo's test checkout), else the order page, which says paid (a free
 * order), or shows the school's instructions (manual).
 */
export type PurchaseNext = { kind: 'pay'; url: string } | { kind: 'order'; orderId: number };

export function purchaseNext(order: Pick<Order, 'id' | 'status' | 'paymentUrl'>): PurchaseNext {
  if (order.status === 'created' && order.paymentUrl) return { kind: 'pay', url: order.paymentUrl };
  return { kind: 'order', orderId: order.id };
}
