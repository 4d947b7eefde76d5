import type { DiscountCheckReason } from '@cp/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseServices, discountCodes, orders, paymentSettings } from '../../db/schema/index.js';
import { type CodeRow, codeRefusal } from './pricing.js';

export type ServiceRow = typeof courseServices.$inferSelect;
export type SettingsRow = typeof paymentSettings.$inferSelect;

/** The school's payment settings; no row means `manual` (decision 060). */
export async function settingsOf(db: Db, projectId: number) {
  const [row] = await db
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.projectId, projectId))
    .limit(1);
  return row ?? null;
}

export async function findService(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(courseServices)
    .where(and(eq(courseServices.projectId, projectId), eq(courseServices.id, id)))
    .limit(1);
  return row;
}

export function childServices(db: Db, projectId: number, parentId: number) {
  return db
    .select()
    .from(courseServices)
    .where(and(eq(courseServices.projectId, projectId), eq(courseServices.parentId, parentId)))
    .orderBy(courseServices.id);
}

/** Every service a learner can buy in this school (active ones). */
export function activeServices(db: Db, projectId: number) {
  return db
    .select()
    .from(courseServices)
    .where(and(eq(courseServices.projectId, projectId), eq(courseServices.isActive, true)))
    .orderBy(asc(courseServices.id));
}

/** spec 02 §3 Extend offer: the active services that extend a stream of this course. */
export function extendServices(db: Db, projectId: number, courseId: number) {
  return db
    .select()
    .from(courseServices)
    .where(
      and(
        eq(courseServices.projectId, projectId),
        eq(courseServices.courseId, courseId),
        eq(courseServices.isActive, true),
        inArray(courseServices.type, ['course_buy', 'course_subscription', 'expert_additional_question']),
      ),
    )
    .orderBy(asc(courseServices.id));
}

export function servicesByIds(db: Db, projectId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(courseServices)
    .where(and(eq(courseServices.projectId, projectId), inArray(courseServices.id, ids)));
}

/**
 * Why the learner cannot use the code on the service now, or null: `codeRefusal`, except a code
 * used up by the learner's own open order of the service (a checkout left and not paid). That
 * use is theirs, and ordering again takes up that open order, code and all (orders.repository).
 */
export async function codeRefusalFor(
  db: Db,
  p: { code: CodeRow | undefined; serviceId: number; userId: number },
): Promise<DiscountCheckReason | null> {
  const reason = codeRefusal(p.code, p.serviceId);
  if (reason !== 'used_up' || !p.code) return reason;
  return (await holdsCode(db, { userId: p.userId, serviceId: p.serviceId, codeId: p.code.id }))
    ? null
    : reason;
}

/** The learner's open order of the service holds the code. */
async function holdsCode(db: Db, p: { userId: number; serviceId: number; codeId: number }) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, p.userId),
        eq(orders.courseServiceId, p.serviceId),
        eq(orders.discountCodeId, p.codeId),
        eq(orders.status, 'created'),
        eq(orders.demo, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A discount code of this school, compared without regard to case. */
export async function findCode(db: Db, projectId: number, code: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.projectId, projectId), sql`lower(${discountCodes.code}) = lower(${code})`))
    .limit(1);
  return row;
}
