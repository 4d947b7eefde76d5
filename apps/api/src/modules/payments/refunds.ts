import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  consultations,
  courseServices,
  orders,
  paymentSubscriptions,
  userCourseStreams,
} from '../../db/schema/index.js';
import { type CashbackReversal, reverseCashback } from '../referral/index.js';
import { periodInterval, type Tx } from './payment-tx.js';

/**
 * What a refund does (issue 15; decision 091), in one place: an administrator's refund and
 * Stripe's `charge.refunded` both end here, in their transaction. The order moves `WHERE
 * status = 'paid'`, so a second refund (a replayed webhook, the webhook after the staff call)
 * changes nothing and answers null.
 */

/**
 * A subscription's order gave its period only when it made the subscription: one paid as a second
 * subscription of its stream gave nothing (decision 155), and its refund takes nothing back.
 */
async function madeSubscription(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: paymentSubscriptions.id })
    .from(paymentSubscriptions)
    .where(eq(paymentSubscriptions.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

export interface RefundResult {
  orderId: number;
  userId: number;
  streamId: number | null;
  cashback: CashbackReversal;
}

/**
 * Takes back what the order gave: a course's access loses the bought length (access bought
 * later stays; an end pulled into the past closes the stream), a subscription is canceled
 * with no further renewal, expert questions lose the bought ones not yet used. The referrer's
 * cashback of the order is reversed, out of what it became (decision 096). The invitee's first-order discount is not given again:
 * a refunded order still counts as their first.
 */
export async function refundOrder(
  tx: Tx,
  p: { orderId: number; projectId: number; refundedBy: number | null; now?: Date },
): Promise<RefundResult | null> {
  const now = p.now ?? new Date();
  const [order] = await tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: now, refundedBy: p.refundedBy, updatedAt: now })
    .where(and(eq(orders.id, p.orderId), eq(orders.projectId, p.projectId), eq(orders.status, 'paid')))
    .returning();
  if (!order) return null;
  const [service] = await tx
    .select()
    .from(courseServices)
    .where(eq(courseServices.id, order.courseServiceId))
    .limit(1);
  const streamId = order.userCourseStreamId;
  const stream = and(
    eq(userCourseStreams.id, streamId ?? 0),
    eq(userCourseStreams.projectId, order.projectId),
  );
  if (service && streamId !== null) {
    if (service.type === 'expert_additional_question') {
      const used = sql`(select count(*)::int from ${consultations} where ${consultations.userCourseStreamId} = ${streamId})`;
      await tx
        .update(userCourseStreams)
        .set({
          maxConsultationCount: sql`greatest(${userCourseStreams.maxConsultationCount} - ${service.questionsCount ?? 0}, ${used}, 0)`,
        })
        .where(stream);
    } else if (
      service.type === 'course_buy' ||
      (service.type === 'course_subscription' && (await madeSubscription(tx, order.id)))
    ) {
      const length =
        service.type === 'course_subscription' && service.interval && service.period
          ? periodInterval(service.interval, service.period)
          : `${service.durationDays} days`;
      await tx
        .update(userCourseStreams)
        .set({ endDate: sql`${userCourseStreams.endDate} - ${length}::interval` })
        .where(stream);
    }
  }
  await tx
    .update(paymentSubscriptions)
    .set({ status: 'canceled', canceledAt: now, nextPayAt: null, updatedAt: now })
    .where(
      and(
        eq(paymentSubscriptions.orderId, order.id),
        eq(paymentSubscriptions.projectId, order.projectId),
        ne(paymentSubscriptions.status, 'canceled'),
      ),
    );
  const cashback = await reverseCashback(tx, order.id, order.currency, now);
  return { orderId: order.id, userId: order.userId, streamId, cashback };
}

/** Stripe's `charge.refunded` of an administrator's refund came first: the refund is still theirs. */
export async function stampRefunder(tx: Tx, p: { orderId: number; projectId: number; refundedBy: number }) {
  await tx
    .update(orders)
    .set({ refundedBy: p.refundedBy })
    .where(
      and(
        eq(orders.id, p.orderId),
        eq(orders.projectId, p.projectId),
        eq(orders.status, 'refunded'),
        isNull(orders.refundedBy),
      ),
    );
}
