import { z } from 'zod';
import { pageQuery } from './pagination.js';
import { CASHBACK_MODES, REFERRAL_CODE_PATTERN, REFERRAL_FLAGS } from './referral-constants.js';

export * from './referral-constants.js';

/**
 * The referral programme (issue 15; decisions 090-092): a learner's personal link, the visits
 * it brought (`link_jumps`), the learners who signed up through it and their paid orders
 * (`referral_orders`), the cashback earned on them and the discount an invited learner gets
 * on the first order (`discount_for_referral`). The school's administrator sets the rules.
 */

export const referralCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(REFERRAL_CODE_PATTERN, 'Referral code is not valid.'));

/** The school's rules (administrators set them in the console). */
export const referralRules = z.object({
  enabled: z.boolean(),
  cashback_mode: z.enum(CASHBACK_MODES),
  /** Percent of what the invited learner paid (0 switches cashback off). */
  cashback_percent: z.number().int().min(0).max(100),
  /** Percent off the invited learner's first paid order (0: none). */
  discount_percent: z.number().int().min(0).max(100),
  /** Days a cashback waits before it is credited; a refund in that time cancels it. */
  hold_days: z.number().int().min(0).max(365),
  /** Invitees a learner can be rewarded for in a calendar month (null: no cap). */
  monthly_invitee_limit: z.number().int().min(1).max(10_000).nullable(),
});
export type ReferralRules = z.infer<typeof referralRules>;
export const referralRulesBody = referralRules;

/** `GET /referral`: the learner's link and totals (the same totals as `GET /user`'s expands). */
export const referralSummary = z.object({
  /** False when the school runs no programme: the screen says so and shows no link. */
  enabled: z.boolean(),
  code: z.string().nullable(),
  /** The absolute link on this school's host, null when disabled. */
  link: z.string().nullable(),
  rules: referralRules.omit({ enabled: true, monthly_invitee_limit: true }),
  /** Currency of money cashback (the school's). */
  currency: z.string(),
  link_jumps: z.number().int(),
  invited_users: z.number().int(),
  referral_orders: z.number().int(),
  /** Credited cashback: points, or minor units of `currency`. */
  cashback: z.number().int(),
  /** Cashback still in its hold. */
  cashback_pending: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummary>;

/** One invited learner as the referrer sees them: a first name and an initial, never contacts. */
export const referralUser = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Seconds. */
  joined_at: z.number().int(),
  paid_orders: z.number().int(),
  cashback: z.number().int(),
  cashback_pending: z.number().int(),
  /** Set when this invitation earns nothing, and why. */
  flag: z.enum(REFERRAL_FLAGS).nullable(),
});
export type ReferralUser = z.infer<typeof referralUser>;
export const referralUsersQuery = pageQuery;
export const referralUserPage = z.object({ items: z.array(referralUser), total: z.number().int() });

/** `POST /referral/link-jumps {code}`: counts the visit and says who invites. */
export const linkJumpBody = z.object({ code: referralCode });
export const linkJumpAnswer = z.object({
  /** The inviting learner's first name, for "Anna invites you" (null when none is set). */
  referrer_name: z.string().nullable(),
  discount_percent: z.number().int(),
});
export type LinkJumpAnswer = z.infer<typeof linkJumpAnswer>;

/** An invitation as the administrator sees it. */
export const consoleReferral = z.object({
  id: z.number().int(),
  referrer: z.object({ id: z.number().int(), email: z.string().nullable(), name: z.string().nullable() }),
  invitee: z.object({ id: z.number().int(), email: z.string().nullable(), name: z.string().nullable() }),
  created_at: z.number().int(),
  flag: z.enum(REFERRAL_FLAGS).nullable(),
  paid_orders: z.number().int(),
  cashback: z.number().int(),
  cashback_pending: z.number().int(),
  cashback_reversed: z.number().int(),
  cashback_mode: z.enum(CASHBACK_MODES),
});
export type ConsoleReferral = z.infer<typeof consoleReferral>;
export const consoleReferralQuery = pageQuery.extend({
  flagged: z.enum(['true', 'false']).optional(),
});
export const consoleReferralPage = z.object({ items: z.array(consoleReferral), total: z.number().int() });
