import { type DiscountCheckReason, minorPerMajor } from '@cp/contract';
import type { discountCodes } from '../../db/schema/index.js';
import { referralDiscountOf } from '../referral/index.js';

export type CodeRow = typeof discountCodes.$inferSelect;

/**
 * Prices of decision 060, computed by the server only: the service's price, less the code's
 * discount (a percentage rounds down to the minor unit; an amount is capped at the price),
 * less the points credit (capped at what is left). Never below zero.
 */

/** Why a code cannot be used on this service now; null when it can. */
export function codeRefusal(
  code: CodeRow | undefined,
  serviceId: number,
  now = new Date(),
): DiscountCheckReason | null {
  if (!code) return 'not_found';
  if (code.courseServiceId !== serviceId) return 'other_service';
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'used_up';
  return null;
}

export function codeDiscount(price: number, code: Pick<CodeRow, 'kind' | 'value'>): number {
  const off = code.kind === 'percent' ? Math.floor((price * code.value) / 100) : code.value;
  return Math.min(price, off);
}

/** Minor units per major unit of a currency (RUB, USD: 100; JPY: 1): ISO 4217's (decision 112). */
export { minorPerMajor } from '@cp/contract';

/** A points credit (decision 035) is `amount` major units. */
export function creditWorth(amountMajor: number, currency: string): number {
  return amountMajor * minorPerMajor(currency);
}

/** What an order is priced at: every part in minor units. */
export interface OrderParts {
  price: number;
  codeDiscount: number;
  referralDiscount: number;
  creditDiscount: number;
  amount: number;
}

/**
 * The one way an order's parts are computed, by the order itself and by its quote before the
 * checkout (issue 27), so that the price the learner is shown is the price charged. Decision
 * 091's order: the code, then the invitee's first-order percent on what is left, then the points
 * credit, capped at what is left.
 */
export function orderParts(input: {
  price: number;
  code: Pick<CodeRow, 'kind' | 'value'> | undefined;
  referralPercent: number;
  /** The worth of the credit the order would take, in minor units (0 without one). */
  creditWorth: number;
}): OrderParts {
  const { price } = input;
  const codeOff = input.code ? codeDiscount(price, input.code) : 0;
  const referralOff = referralDiscountOf(price - codeOff, input.referralPercent);
  const left = price - codeOff - referralOff;
  const creditOff = left > 0 ? Math.min(left, input.creditWorth) : 0;
  return {
    price,
    codeDiscount: codeOff,
    referralDiscount: referralOff,
    creditDiscount: creditOff,
    amount: left - creditOff,
  };
}

/**
 * Whether an order of the service takes the discounts that are spent once: a points credit and
 * the invitee's first-order percent (decision 091). A subscription does not: what its first
 * payment costs is what every renewal costs (the provider charges the checkout's price each
 * period, fulfilment.ts), so a one-off discount on it would repeat every period. The credit
 * stays for the learner's next one-off purchase. A discount code does apply to a subscription,
 * and to each of its renewals.
 */
export function takesOneOffDiscounts(service: { type: string }): boolean {
  return service.type !== 'course_subscription';
}
