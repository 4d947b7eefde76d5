import type { Order, ServiceType } from '@cp/contract';
import { toSeconds } from '../../lib/time.js';
import type { OrderRow } from './orders.repository.js';

/** What the order buys, as its page names it. */
export interface OrderedService {
  type: ServiceType;
  questionsCount: number | null;
}

/** The order as the learner's app shows and polls it; `instructions` only while a manual one waits. */
export function presentOrder(
  row: OrderRow,
  manualInstructions: string | null,
  service: OrderedService,
): Order {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    provider: row.provider,
    course_service_id: row.courseServiceId,
    user_course_stream_id: row.userCourseStreamId,
    price: row.price,
    code_discount: row.codeDiscount,
    credit_discount: row.creditDiscount,
    referral_discount: row.referralDiscount,
    amount: row.amount,
    currency: row.currency,
    payment_url: row.status === 'created' ? row.paymentUrl : null,
    instructions: row.provider === 'manual' && row.status === 'created' ? manualInstructions : null,
    created_at: toSeconds(row.createdAt)!,
    paid_at: toSeconds(row.paidAt),
    service_type: service.type,
    questions_count: service.questionsCount,
  };
}
