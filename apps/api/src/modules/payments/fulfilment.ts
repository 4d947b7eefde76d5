import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  courseServices,
  courses,
  discountCodes,
  discountCredits,
  orders,
  paymentEvents,
  paymentSubscriptions,
  userCourseStreams,
  users,
} from '../../db/schema/index.js';
import { openChatOfStream } from '../chat/index.js';
import { lockLedger, payDebtFromCredits } from '../points/index.js';
import { earnCashback } from '../referral/index.js';
import { PaymentMismatchError, periodInterval, type Tx } from './payment-tx.js';
import { extendStream, heldStream, insertStream, upgradeDemoStream } from './purchase-streams.js';
import { runningSubscriptionOf } from './subscriptions.repository.js';

/**
 * What a payment does (decision 060), in one place: every provider (the test checkout, a
 * Stripe webhook, an administrator's mark, a zero-priced order) ends here, inside the
 * transaction that records its event, so no two of them can disagree or apply a payment twice.
 */

export { PaymentMismatchError, type Tx } from './payment-tx.js';
export { endSubscription, failSubscriptionRenewal, renewSubscription } from './subscription-events.js';

/**
 * A subscription's payment for a stream another subscription already pays for (decision 155):
 * two plans' checkouts opened side by side, then both paid. The order check (decision 151) saw
 * neither paid. Thrown before anything changes. The test checkout and an administrator's mark
 * refuse the payment; Stripe, which has taken the money, gets it back (stripe-webhook.service.ts).
 */
export class SecondSubscriptionError extends Error {
  constructor(readonly orderId: number) {
    super(`order ${orderId} would be a second subscription of its stream`);
  }
}

export interface FulfilResult {
  orderId: number;
  userId: number;
  streamId: number | null;
  subscriptionId: number | null;
}

/**
 * Records a provider's event; true when this call inserted it (apply what it says), false
 * when it was applied before (skip). The unique (provider, event_id) makes ten deliveries of
 * one webhook apply once, as the insert commits with what the event does.
 */
export async function recordPaymentEvent(
  tx: Tx,
  e: { projectId: number; provider: string; eventId: string; type: string },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ projectId: e.projectId, provider: e.provider, eventId: e.eventId, type: e.type })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

/**
 * Marks the order paid and does what it buys, once: the order moves `WHERE status =
 * 'created'`, so a second call (a replayed webhook, two administrators) changes nothing and
 * answers null. A payment whose amount or currency is not the order's throws
 * PaymentMismatchError before anything changes.
 */
export async function fulfilOrder(
  tx: Tx,
  p: {
    orderId: number;
    projectId: number;
    amountPaid: number;
    currency: string;
    providerSubscriptionRef?: string | null;
    markedPaidBy?: number | null;
    now?: Date;
  },
): Promise<FulfilResult | null> {
  const [current] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, p.orderId), eq(orders.projectId, p.projectId)))
    .for('update')
    .limit(1);
  if (current?.status !== 'created') return null;
  if (current.amount !== p.amountPaid || current.currency.toUpperCase() !== p.currency.toUpperCase()) {
    throw new PaymentMismatchError(
      `order ${current.id} is ${current.amount} ${current.currency}, paid ${p.amountPaid} ${p.currency}`,
    );
  }
  await refuseSecondSubscription(tx, current);
  const now = p.now ?? new Date();
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, updatedAt: now, markedPaidBy: p.markedPaidBy ?? null })
    .where(and(eq(orders.id, current.id), eq(orders.status, 'created')))
    .returning();
  if (!order) return null;
  // The referrer's cashback commits with the payment, so a replayed event cannot earn it twice.
  await earnCashback(tx, order, now);
  const [service] = await tx
    .select()
    .from(courseServices)
    .where(eq(courseServices.id, order.courseServiceId))
    .limit(1);
  if (!service) return { orderId: order.id, userId: order.userId, streamId: null, subscriptionId: null };

  let streamId = order.userCourseStreamId;
  let subscriptionId: number | null = null;
  if (service.type === 'expert_additional_question') {
    const limitNow = sql`greatest(${userCourseStreams.maxConsultationCount}, coalesce((select ${courses.consultationLimit} from ${courses} where ${courses.id} = ${userCourseStreams.courseId}), 0))`;
    if (streamId === null && service.courseId !== null) {
      streamId = await heldStream(tx, order.projectId, order.userId, service.courseId);
    }
    if (streamId !== null) {
      await tx
        .update(userCourseStreams)
        .set({
          // Added to the limit the learner has now: the stream's own, else the course's (the
          // stream keeps its own from here on; consultation-limit.ts). No limit stays none: such an
          // order is refused (questions-limit.ts), so only one placed before the course's limit was
          // removed gets here.
          maxConsultationCount: sql`case when ${limitNow} = 0 then 0 else ${limitNow} + ${service.questionsCount ?? 0} end`,
        })
        .where(and(eq(userCourseStreams.id, streamId), eq(userCourseStreams.projectId, order.projectId)));
    }
  } else if (
    (service.type === 'course_buy' || service.type === 'course_subscription') &&
    service.courseId !== null
  ) {
    const length =
      service.type === 'course_subscription' && service.interval && service.period
        ? periodInterval(service.interval, service.period)
        : `${service.durationDays} days`;
    if (streamId === null) streamId = await heldStream(tx, order.projectId, order.userId, service.courseId);
    if (streamId === null) {
      streamId = await upgradeDemoStream(tx, order.projectId, order.userId, service.courseId);
    }
    const isNew = streamId === null;
    const stream =
      streamId === null
        ? await insertStream(tx, {
            projectId: order.projectId,
            userId: order.userId,
            courseId: service.courseId,
            end: length,
          })
        : await extendStream(tx, streamId, order.projectId, length);
    streamId = stream?.id ?? streamId;
    // A bought course comes with its expert chat (issue 27: "buy, then check the chat" found
    // "not available"); whether the school offers the chat, the chat's own rules say.
    if (isNew && stream) await openChatOfStream(tx as unknown as Db, order.projectId, stream.id);
    if (service.type === 'course_subscription' && stream) {
      const [sub] = await tx
        .insert(paymentSubscriptions)
        .values({
          projectId: order.projectId,
          userId: order.userId,
          courseServiceId: service.id,
          userCourseStreamId: stream.id,
          orderId: order.id,
          provider: order.provider,
          providerRef: p.providerSubscriptionRef ?? null,
          status: 'active',
          interval: service.interval!,
          period: service.period!,
          // What each renewal costs: the provider charges the checkout's price every period.
          amount: order.amount,
          currency: order.currency,
          currentPeriodEnd: stream.endDate,
          nextPayAt: stream.endDate,
        })
        .returning({ id: paymentSubscriptions.id });
      subscriptionId = sub!.id;
    }
  }
  if (streamId !== order.userCourseStreamId) {
    await tx.update(orders).set({ userCourseStreamId: streamId }).where(eq(orders.id, order.id));
  }
  return { orderId: order.id, userId: order.userId, streamId, subscriptionId };
}

/**
 * The order paid and nothing given (decision 155): Stripe took the money for a second
 * subscription of a stream, which is refunded next. `WHERE status = 'created'`, as a payment.
 */
export async function markPaidForRefund(tx: Tx, p: { orderId: number; projectId: number; now?: Date }) {
  const now = p.now ?? new Date();
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, p.orderId), eq(orders.projectId, p.projectId), eq(orders.status, 'created')))
    .returning({ id: orders.id, userId: orders.userId });
  return order ?? null;
}

/** Throws SecondSubscriptionError for a subscription's order whose stream already has a running one. */
async function refuseSecondSubscription(tx: Tx, order: typeof orders.$inferSelect) {
  const [service] = await tx
    .select({ type: courseServices.type, courseId: courseServices.courseId })
    .from(courseServices)
    .where(eq(courseServices.id, order.courseServiceId))
    .limit(1);
  if (service?.type !== 'course_subscription' || service.courseId === null) return;
  // One learner's payments in turn: the second of two at once sees the first one's subscription.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update');
  const streamId =
    order.userCourseStreamId ?? (await heldStream(tx, order.projectId, order.userId, service.courseId));
  if (streamId === null) return;
  if (await runningSubscriptionOf(tx as unknown as Db, order.projectId, order.userId, streamId)) {
    throw new SecondSubscriptionError(order.id);
  }
}

/**
 * Gives back what an open order reserved (its discount code's use, its points credit).
 * Exported for the order call's "retry with another code" in the same transaction. A credit
 * coming back to a learner in debt pays the debt first (decision 096): a refund meanwhile
 * could not take it while the order held it.
 */
export async function releaseReservations(
  tx: Tx,
  order: { id: number; discountCodeId: number | null; projectId: number; userId: number },
) {
  if (order.discountCodeId !== null) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} - 1` })
      .where(and(eq(discountCodes.id, order.discountCodeId), sql`${discountCodes.usedCount} > 0`));
  }
  const reserved = await tx
    .select({ id: discountCredits.id })
    .from(discountCredits)
    .where(eq(discountCredits.orderId, order.id));
  if (reserved.length === 0) return;
  const ledger = { projectId: order.projectId, userId: order.userId };
  // The ledger before the credits' rows, as a refund's take-back locks them.
  await lockLedger(tx, ledger);
  await tx
    .update(discountCredits)
    .set({ usedAt: null, orderId: null })
    .where(eq(discountCredits.orderId, order.id));
  await payDebtFromCredits(
    tx,
    ledger,
    reserved.map((c) => c.id),
  );
}

/**
 * The order failed, expired or was canceled: it takes that status and gives back its code's
 * use and its credit, in this transaction. Nothing happens unless it is still `created`.
 */
export async function failOrder(
  tx: Tx,
  p: { orderId: number; projectId: number; status: 'failed' | 'canceled' },
): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: p.status, updatedAt: new Date() })
    .where(and(eq(orders.id, p.orderId), eq(orders.projectId, p.projectId), eq(orders.status, 'created')))
    .returning({
      id: orders.id,
      discountCodeId: orders.discountCodeId,
      projectId: orders.projectId,
      userId: orders.userId,
    });
  if (!order) return false;
  await releaseReservations(tx, order);
  return true;
}

/**
 * After the transaction commits: this process's cached streams of the learner go at once
 * (the triggers of migration 0003 evict every process too, a moment later on a server).
 */
export function afterFulfilment(
  app: FastifyInstance,
  result: { userId: number; streamId: number | null } | null,
) {
  if (!result) return;
  if (result.streamId !== null) app.learning.streamChanged({ id: result.streamId, userId: result.userId });
  else app.learning.userStreams.evict(result.userId);
}
