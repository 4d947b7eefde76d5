// The referral area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: a sign-up's referrer, cashback (earn, reverse, its scheduler), referral discounts and
// figures, the visitor.
// Uses: audit, points, staff.

export { createCashbackScheduler } from './cashback.scheduler.js';
export type { CashbackReversal } from './cashback.service.js';
export { CASHBACK_REASON, cashbackAmount, earnCashback, reverseCashback } from './cashback.service.js';
export { ensureCode } from './referral-code.js';
export { referralDiscountOf, referralDiscountPercent } from './referral-discount.js';
export {
  cashbackOf,
  discountForReferralOf,
  linkJumpsOf,
  referralOrdersOf,
} from './referral-figures.service.js';
export type { SignupReferrer } from './referral-signup.js';
export { recordSignup, referrerOfSignup } from './referral-signup.js';
export type { Visitor } from './visitor.js';
export { visitorOf } from './visitor.js';
