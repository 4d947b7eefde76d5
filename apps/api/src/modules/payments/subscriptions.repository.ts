import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseServices, paymentSubscriptions } from '../../db/schema/index.js';

export type SubscriptionRow = typeof paymentSubscriptions.$inferSelect;

const withTitle = { subscription: paymentSubscriptions, title: courseServices.title };

/** The learner's subscriptions in this school, newest first. */
export function learnerSubscriptions(db: Db, projectId: number, userId: number) {
  return db
    .select(withTitle)
    .from(paymentSubscriptions)
    .innerJoin(courseServices, eq(courseServices.id, paymentSubscriptions.courseServiceId))
    .where(and(eq(paymentSubscriptions.projectId, projectId), eq(paymentSubscriptions.userId, userId)))
    .orderBy(desc(paymentSubscriptions.id));
}

/**
 * A subscription still charging for the stream (active, or past due and retrying), if any: a
 * second one would charge the learner twice for the same course.
 */
export async function runningSubscriptionOf(db: Db, projectId: number, userId: number, streamId: number) {
  const [row] = await db
    .select({ id: paymentSubscriptions.id })
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.projectId, projectId),
        eq(paymentSubscriptions.userId, userId),
        eq(paymentSubscriptions.userCourseStreamId, streamId),
        inArray(paymentSubscriptions.status, ['active', 'past_due']),
      ),
    )
    .limit(1);
  return row;
}

export async function learnerSubscription(db: Db, projectId: number, userId: number, id: number) {
  const [row] = await db
    .select(withTitle)
    .from(paymentSubscriptions)
    .innerJoin(courseServices, eq(courseServices.id, paymentSubscriptions.courseServiceId))
    .where(
      and(
        eq(paymentSubscriptions.id, id),
        eq(paymentSubscriptions.projectId, projectId),
        eq(paymentSubscriptions.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The learner's cancel: once (`WHERE status <> 'canceled'`), keeping the reason; nothing more
 * is due, and the stream keeps the end its paid period gave (decision 060).
 */
export async function markCanceled(
  db: Db,
  id: number,
  reason: { type: string; text: string },
  now = new Date(),
) {
  const rows = await db
    .update(paymentSubscriptions)
    .set({
      status: 'canceled',
      nextPayAt: null,
      canceledAt: now,
      cancelReasonType: reason.type,
      cancelReason: reason.text,
      updatedAt: now,
    })
    .where(and(eq(paymentSubscriptions.id, id), ne(paymentSubscriptions.status, 'canceled')))
    .returning();
  return rows[0];
}
