import { and, eq, gt, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { earningInvitation, enabledRules, lockLearner, type Tx } from './cashback.repository.js';

/**
 * The invited learner's discount on their first priced order (issue 15; decision 091).
 *
 * Percent off, or 0. Given when the learner is an earning (unflagged) invitee of a school
 * whose programme is on with `discount_percent` > 0, has never had a priced order paid (a
 * refunded one counts: that was the first order), and holds no other open order carrying
 * it: one discounted order at a time, so two checkouts opened side by side cannot both be
 * paid at the discount. Locks the learner's row, so two orders placed at once see each other.
 */
export async function referralDiscountPercent(
  tx: Tx,
  p: {
    projectId: number;
    userId: number /** An open order a new one would replace (a quote's). */;
    replacing?: number;
  },
): Promise<number> {
  const rules = await enabledRules(tx, p.projectId);
  if (!rules || rules.discountPercent <= 0) return 0;
  if (!(await earningInvitation(tx, p.projectId, p.userId))) return 0;
  await lockLearner(tx, p.projectId, p.userId);
  const others = await tx
    .select({ id: orders.id, status: orders.status, referralDiscount: orders.referralDiscount })
    .from(orders)
    .where(
      and(
        eq(orders.projectId, p.projectId),
        eq(orders.userId, p.userId),
        eq(orders.demo, false),
        gt(orders.price, 0),
        inArray(orders.status, ['paid', 'refunded', 'created']),
      ),
    );
  const blocked = others.some(
    (o) => o.id !== p.replacing && (o.status !== 'created' || o.referralDiscount > 0),
  );
  return blocked ? 0 : rules.discountPercent;
}

/** The referral part of an order's price: `percent` of what is left after the code, rounded down. */
export function referralDiscountOf(left: number, percent: number): number {
  if (left <= 0 || percent <= 0) return 0;
  return Math.min(left, Math.floor((left * percent) / 100));
}
