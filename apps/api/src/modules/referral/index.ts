// The referral area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: its part of a sign-up (auth's hook), cashback (earn, reverse, its scheduler), referral
// discounts, the user's referral figures.
// Uses: audit, auth, points, staff, user.

export { createCashbackScheduler } from './cashback.scheduler.js';
export type { CashbackReversal } from './cashback.service.js';
export { CASHBACK_REASON, cashbackAmount, earnCashback, reverseCashback } from './cashback.service.js';
export { ensureCode } from './referral-code.js';
export { referralDiscountOf, referralDiscountPercent } from './referral-discount.js';
export { referralSignupHook } from './signup-hook.js';
export { referralFiguresOfUser } from './user-figures.js';
