import type {
  SubscriptionInterval,
  SubscriptionStatus,
  PaymentSubscription as WireSubscription,
} from '@cp/contract';
import { secondsToMs } from '../../../lib/learning/api/stream';

/** spec 02 §3 Payment subscription in client names; money in minor units, times in milliseconds. */
export interface Subscription {
  id: number;
  status: SubscriptionStatus;
  title: string;
  interval: SubscriptionInterval;
  period: number;
  amount: number;
  currency: string;
  /** spec 02 §4: "if nextPayAt is missing it is taken from endDate". */
  nextPayAt: number | null;
  endDate: number | null;
  serviceId: number;
  streamId: number | null;
  canceledAt: number | null;
  cancelPopupText: string | null;
}

export function toSubscription(subscription: WireSubscription): Subscription {
  const endDate = secondsToMs(subscription.end_date);
  return {
    id: subscription.id,
    status: subscription.status,
    title: subscription.title,
    // spec 02 §3: "interval (from the period), period (from the period count)".
    interval: subscription.period,
    period: subscription.period_count,
    amount: subscription.amount,
    currency: subscription.currency,
    nextPayAt: secondsToMs(subscription.next_pay_at) ?? endDate,
    endDate,
    serviceId: subscription.course_service_id,
    streamId: subscription.user_course_stream_id,
    canceledAt: secondsToMs(subscription.canceled_at),
    cancelPopupText: subscription.cancelPopupText ?? null,
  };
}
