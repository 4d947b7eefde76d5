import { z } from 'zod';
import { langQuery, pageQuery } from './pagination.js';

// The paths live in a module without schemas: the learner app's signed-in frame needs them, and
// importing them from here kept every schema of this module and zod with them (issue 30).
export { POINTS_ROUTES } from './points-routes.js';

/** `GET /user-score/amount`: the learner's balance. */
export const userScoreAmount = z.object({ amount: z.number().int() });
export type UserScoreAmount = z.infer<typeof userScoreAmount>;

/**
 * A history entry (spec 01 §3 UserScore): the amount is signed, a spend below 0, since the
 * spec's client stores it absolute and reads 'add' or 'debit' off its sign; `type` says the same
 * again for a client that reads it (ours, kept as an extra field: issue 29). `updated_at` is in
 * seconds (the web turns it into milliseconds).
 */
export const userScoreEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  type: z.enum(['add', 'debit']),
  reason: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type UserScoreEntry = z.infer<typeof userScoreEntry>;
export const userScoreHistoryQuery = langQuery.extend(pageQuery.shape);
export const userScoreHistory = z.array(userScoreEntry);

/** `POST /user-score/spend {amount?}`: POINTS_TO_DEBIT when no amount is named. */
export const userScoreSpendBody = z.object({ amount: z.number().int().min(1).max(1_000_000).optional() });

/** A discount the spend bought, for the next purchase or renewal (decision 035). */
export const discountCredit = z.object({
  id: z.number().int(),
  points: z.number().int(),
  /** In the school's currency units: one point buys one unit. */
  amount: z.number().int(),
  created_at: z.number().int(),
  used_at: z.number().int().nullable(),
});
export type DiscountCredit = z.infer<typeof discountCredit>;

export const userScoreSpendAnswer = z.object({
  /** The balance after the spend. */
  amount: z.number().int(),
  debited: z.number().int(),
  discount: discountCredit,
});
export type UserScoreSpendAnswer = z.infer<typeof userScoreSpendAnswer>;
