import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type courseServices, orders, userCourseStreams } from '../../db/schema/index.js';

export type ServiceRow = typeof courseServices.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/**
 * The demo order of spec 01 §4: an order and a demo stream (no full access)
 * of the service's course, from now for the service's days. One per learner
 * and service: a repeated call answers the first order and creates nothing.
 */
export async function createDemoOrder(
  db: Db,
  input: {
    projectId: number;
    userId: number;
    service: ServiceRow;
    courseId: number;
    courseVersion: number;
    daysCount: number;
    /** The school's currency (the seed leaves it to the school's row). */
    currency?: string;
  },
): Promise<{ order: OrderRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        projectId: input.projectId,
        userId: input.userId,
        courseServiceId: input.service.id,
        status: 'paid',
        demo: true,
        provider: 'free',
        currency: input.currency ?? sql`(select currency from projects where id = ${input.projectId})`,
        paidAt: sql`now()`,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) {
      const [existing] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, input.userId),
            eq(orders.courseServiceId, input.service.id),
            eq(orders.demo, true),
          ),
        )
        .limit(1);
      return { order: existing!, created: false };
    }
    const [stream] = await tx
      .insert(userCourseStreams)
      .values({
        projectId: input.projectId,
        userId: input.userId,
        courseId: input.courseId,
        status: 'open',
        startDate: sql`now()`,
        endDate: sql`now() + ${`${input.service.durationDays} days`}::interval`,
        daysCount: input.daysCount,
        isDemo: true,
        courseFullAccess: false,
        courseVersion: input.courseVersion,
      })
      .returning();
    const [linked] = await tx
      .update(orders)
      .set({ userCourseStreamId: stream!.id })
      .where(eq(orders.id, order.id))
      .returning();
    return { order: linked!, created: true };
  });
}
