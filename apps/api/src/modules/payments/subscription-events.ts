import { and, eq, ne, or, sql } from 'drizzle-orm';
import { paymentSubscriptions, userCourseStreams } from '../../db/schema/index.js';
import { PaymentMismatchError, periodInterval, type Tx } from './payment-tx.js';

/**
 * What a subscription's later events do (decision 060): a renewal paid, a renewal failed, the
 * provider ending it. Called by the test sweep and Stripe's webhook in the event's transaction.
 */

interface SubscriptionRef {
  projectId: number;
  subscriptionId?: number;
  provider?: string;
  providerRef?: string;
}

function subscriptionWhere(p: SubscriptionRef) {
  const project = eq(paymentSubscriptions.projectId, p.projectId);
  if (p.subscriptionId !== undefined) return and(project, eq(paymentSubscriptions.id, p.subscriptionId));
  if (p.provider !== undefined && p.providerRef !== undefined) {
    return and(
      project,
      sql`${paymentSubscriptions.provider} = ${p.provider}`,
      eq(paymentSubscriptions.providerRef, p.providerRef),
    );
  }
  throw new Error('A subscription is found by its id or by its provider and provider ref');
}

/**
 * A renewal was paid: the paid period and the stream's access move on by one period (the
 * provider's own period end wins when given), and the subscription is active again. A
 * canceled subscription is not renewed (null): the learner stopped it.
 */
export async function renewSubscription(
  tx: Tx,
  p: SubscriptionRef & { amountPaid: number; currency: string; periodEnd?: Date },
): Promise<{ userId: number; streamId: number | null } | null> {
  const [sub] = await tx
    .select()
    .from(paymentSubscriptions)
    .where(subscriptionWhere(p))
    .for('update')
    .limit(1);
  if (!sub || sub.status === 'canceled') return null;
  if (sub.currency.toUpperCase() !== p.currency.toUpperCase()) {
    throw new PaymentMismatchError(`subscription ${sub.id} is in ${sub.currency}, paid in ${p.currency}`);
  }
  const length = periodInterval(sub.interval, sub.period);
  const from = sub.currentPeriodEnd ?? new Date();
  const [renewed] = await tx
    .update(paymentSubscriptions)
    .set({
      status: 'active',
      currentPeriodEnd: p.periodEnd ?? sql`${from.toISOString()}::timestamptz + ${length}::interval`,
      updatedAt: new Date(),
    })
    .where(eq(paymentSubscriptions.id, sub.id))
    .returning({ periodEnd: paymentSubscriptions.currentPeriodEnd });
  const periodEnd = renewed!.periodEnd!;
  await tx
    .update(paymentSubscriptions)
    .set({ nextPayAt: periodEnd })
    .where(eq(paymentSubscriptions.id, sub.id));
  const shift = Math.max(0, periodEnd.getTime() - from.getTime());
  if (sub.userCourseStreamId !== null) {
    // The end moves by what the period moved, and never stops short of the paid period's end.
    await tx
      .update(userCourseStreams)
      .set({
        endDate: sql`greatest(coalesce(${userCourseStreams.endDate}, now()) + ${`${Math.round(shift / 1000)} seconds`}::interval, ${periodEnd.toISOString()}::timestamptz)`,
      })
      .where(eq(userCourseStreams.id, sub.userCourseStreamId));
  }
  return { userId: sub.userId, streamId: sub.userCourseStreamId };
}

/** A renewal's payment failed: `past_due`, shown to the learner; the stream keeps its end. */
export async function failSubscriptionRenewal(tx: Tx, p: SubscriptionRef): Promise<boolean> {
  const rows = await tx
    .update(paymentSubscriptions)
    .set({ status: 'past_due', updatedAt: new Date() })
    .where(and(subscriptionWhere(p), eq(paymentSubscriptions.status, 'active')))
    .returning({ id: paymentSubscriptions.id });
  return rows.length === 1;
}

/**
 * The provider ended the subscription (the learner's cancel reached the period's end, or it
 * went unpaid): canceled, nothing more is due; the stream keeps the end its last period gave.
 */
export async function endSubscription(tx: Tx, p: SubscriptionRef): Promise<boolean> {
  const now = new Date();
  const rows = await tx
    .update(paymentSubscriptions)
    .set({
      status: 'canceled',
      nextPayAt: null,
      canceledAt: sql`coalesce(${paymentSubscriptions.canceledAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        subscriptionWhere(p),
        or(ne(paymentSubscriptions.status, 'canceled'), sql`${paymentSubscriptions.nextPayAt} is not null`),
      ),
    )
    .returning({ id: paymentSubscriptions.id });
  return rows.length === 1;
}
