import type { Db } from '../../db/client.js';
import { settleDueCashback } from './cashback.service.js';
import { cashbackTotals, countLinkJumps, countReferralOrders } from './referral-figures.repository.js';
import { rulesOf } from './referral-rules.service.js';

/**
 * The referral figures of `GET /user?expand=` (spec 01 §3 User statistics), from the same
 * queries as `GET /referral`, so the profile and the referral screen always agree.
 */

/** `referral_orders`: paid, not refunded orders of the learners the user was rewarded for. */
export function referralOrdersOf(db: Db, userId: number) {
  return countReferralOrders(db, userId);
}

/** `cashback`: credited cashback in the school's current mode (points, or minor units of its currency). */
export async function cashbackOf(db: Db, projectId: number, userId: number) {
  // Cashback past its hold is credited before it is counted, as GET /referral does.
  await settleDueCashback(db, userId);
  const rules = await rulesOf(db, projectId);
  return (await cashbackTotals(db, userId, rules.cashback_mode)).credited;
}

/** `discount_for_referral`: the first-order discount the user's invitees get; 0 while no programme runs. */
export async function discountForReferralOf(db: Db, projectId: number) {
  const rules = await rulesOf(db, projectId);
  return rules.enabled ? rules.discount_percent : 0;
}

/** `link_jumps`: visits of the user's link by others, once per visitor. */
export function linkJumpsOf(db: Db, userId: number) {
  return countLinkJumps(db, userId);
}
