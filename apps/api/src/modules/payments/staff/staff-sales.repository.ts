import { and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import {
  courseServices,
  discountCodes,
  orders,
  paymentSettings,
  paymentSubscriptions,
  users,
} from '../../../db/schema/index.js';
import type { Page } from '../../../plugins/pagination.js';
import type { Tx } from '../fulfilment.js';

/** Discount codes, orders, subscriptions and the payment settings, as administrators see them. */

type Queryable = Db | Tx;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountCodeValues = Pick<
  typeof discountCodes.$inferInsert,
  'code' | 'courseServiceId' | 'kind' | 'value' | 'expiresAt' | 'usageLimit'
>;

export function listDiscountCodes(db: Queryable, projectId: number, serviceId?: number) {
  const where: SQL[] = [eq(discountCodes.projectId, projectId)];
  if (serviceId !== undefined) where.push(eq(discountCodes.courseServiceId, serviceId));
  return db
    .select()
    .from(discountCodes)
    .where(and(...where))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
}

export async function findDiscountCode(db: Queryable, projectId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.projectId, projectId), eq(discountCodes.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Another code of the school spelt the same regardless of case (the unique index's rule). */
export async function codeTaken(db: Queryable, projectId: number, code: string, exceptId?: number) {
  const rows = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(eq(discountCodes.projectId, projectId), sql`lower(${discountCodes.code}) = lower(${code})`));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertDiscountCode(db: Queryable, projectId: number, values: DiscountCodeValues) {
  const [row] = await db
    .insert(discountCodes)
    .values({ ...values, projectId })
    .returning();
  return row!;
}

/**
 * Updates a code unless its new limit is below the uses already counted: the guard is in the
 * UPDATE itself, so an order reserving a use at the same moment cannot slip under it.
 */
export async function updateDiscountCode(
  db: Queryable,
  projectId: number,
  id: number,
  values: DiscountCodeValues,
) {
  const [row] = await db
    .update(discountCodes)
    .set(values)
    .where(
      and(
        eq(discountCodes.projectId, projectId),
        eq(discountCodes.id, id),
        values.usageLimit == null ? undefined : lte(discountCodes.usedCount, values.usageLimit),
      ),
    )
    .returning();
  return row;
}

/** Deletes a code nobody has used and no order names (the guard and the delete are one statement). */
export async function deleteUnusedDiscountCode(db: Queryable, projectId: number, id: number) {
  const rows = await db
    .delete(discountCodes)
    .where(
      and(
        eq(discountCodes.projectId, projectId),
        eq(discountCodes.id, id),
        eq(discountCodes.usedCount, 0),
        sql`not exists (select 1 from ${orders} where ${orders.discountCodeId} = ${discountCodes.id})`,
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length === 1;
}

// --- Orders ----------------------------------------------------------------------------------

const marker = alias(users, 'marker');
const refunder = alias(users, 'refunder');

export async function listOrders(
  db: Queryable,
  projectId: number,
  filter: { status?: string; provider?: string; id?: number; streamId?: number },
  page: Page,
) {
  const where: SQL[] = [eq(orders.projectId, projectId)];
  if (filter.status) where.push(sql`${orders.status} = ${filter.status}`);
  if (filter.provider) where.push(sql`${orders.provider} = ${filter.provider}`);
  if (filter.id !== undefined) where.push(eq(orders.id, filter.id));
  if (filter.streamId !== undefined) where.push(eq(orders.userCourseStreamId, filter.streamId));
  const rows = await db
    .select({
      order: orders,
      learner: { id: users.id, email: users.email, name: users.name, lastName: users.lastName },
      service: { id: courseServices.id, title: courseServices.title, type: courseServices.type },
      code: discountCodes.code,
      marker: { id: marker.id, email: marker.email, name: marker.name, lastName: marker.lastName },
      refunder: { id: refunder.id, email: refunder.email, name: refunder.name, lastName: refunder.lastName },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(courseServices, eq(courseServices.id, orders.courseServiceId))
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .leftJoin(marker, eq(marker.id, orders.markedPaidBy))
    .leftJoin(refunder, eq(refunder.id, orders.refundedBy))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(...where));
  return { rows, total: total?.n ?? 0 };
}
export type StaffOrderRow = Awaited<ReturnType<typeof listOrders>>['rows'][number];

export async function findOrder(db: Queryable, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.projectId, projectId), eq(orders.id, id)))
    .limit(1);
  return row;
}

/** What an order's audit line names: its service's title and its learner (decision 119). */
export async function orderParties(db: Queryable, order: { courseServiceId: number; userId: number }) {
  const [row] = await db
    .select({
      service: courseServices.title,
      learner: users.email,
      name: users.name,
      lastName: users.lastName,
    })
    .from(courseServices)
    .innerJoin(users, eq(users.id, order.userId))
    .where(eq(courseServices.id, order.courseServiceId))
    .limit(1);
  return row;
}

// --- Subscriptions ---------------------------------------------------------------------------

export async function listSubscriptions(
  db: Queryable,
  projectId: number,
  filter: { status?: string },
  page: Page,
) {
  const where: SQL[] = [eq(paymentSubscriptions.projectId, projectId)];
  if (filter.status) where.push(sql`${paymentSubscriptions.status} = ${filter.status}`);
  const rows = await db
    .select({
      subscription: paymentSubscriptions,
      title: courseServices.title,
      learner: { id: users.id, email: users.email, name: users.name, lastName: users.lastName },
    })
    .from(paymentSubscriptions)
    .innerJoin(users, eq(users.id, paymentSubscriptions.userId))
    .innerJoin(courseServices, eq(courseServices.id, paymentSubscriptions.courseServiceId))
    .where(and(...where))
    .orderBy(desc(paymentSubscriptions.createdAt), desc(paymentSubscriptions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(paymentSubscriptions)
    .where(and(...where));
  return { rows, total: total?.n ?? 0 };
}
export type StaffSubscriptionRow = Awaited<ReturnType<typeof listSubscriptions>>['rows'][number];

// --- Settings --------------------------------------------------------------------------------

export async function findSettings(db: Queryable, projectId: number, lock = false) {
  const query = db.select().from(paymentSettings).where(eq(paymentSettings.projectId, projectId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type SettingsValues = Omit<typeof paymentSettings.$inferInsert, 'projectId' | 'updatedAt'>;

export async function saveSettings(db: Queryable, projectId: number, values: SettingsValues) {
  const now = new Date();
  const [row] = await db
    .insert(paymentSettings)
    .values({ ...values, projectId, updatedAt: now })
    .onConflictDoUpdate({ target: paymentSettings.projectId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}
