/**
 * The referral programme's paths and fixed values without zod (issue 15), so the web's
 * landing route and stored code import them without downloading the schemas (ARCHITECTURE
 * §7 budget); ./referral.ts re-exports them.
 */

/** Paths of the learner's referral calls, relative to API_BASE (spec 01 "referral users"). */
export const REFERRAL_ROUTES = {
  /** The learner's own link, the school's rules and the totals. */
  referral: '/referral',
  /** The learners who signed up through the link (spec 01 "referral users"). */
  referralUsers: '/referral/users',
  /** A visit of a link, counted once per visitor; answers who invites, for the sign-up screen. */
  linkJumps: '/referral/link-jumps',
} as const;

/** Paths of the administrator's referral calls, relative to API_BASE. */
export const CONSOLE_REFERRAL_ROUTES = {
  rules: '/console/referral-rules',
  referrals: '/console/referrals',
} as const;

/** What a referral link's path looks like on the school's host: `/r/{code}`. */
export const REFERRAL_LINK_PATH = '/r/';
/** Codes are random, never a user id: 8 characters of Crockford's base 32, upper case. */
export const REFERRAL_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;
/** How a school pays cashback: points in the learner's ledger, or money off their next orders. */
export const CASHBACK_MODES = ['points', 'money'] as const;
export type CashbackMode = (typeof CASHBACK_MODES)[number];

/**
 * Why an invitation earns nothing. `self`: the learner's own link; `same_person`: the
 * invitee looks like the referrer under another account (same device or same mailbox);
 * `limit`: over the school's monthly cap of rewarded invitees.
 */
export const REFERRAL_FLAGS = ['self', 'same_person', 'limit'] as const;
export type ReferralFlag = (typeof REFERRAL_FLAGS)[number];

/** `pending` until the hold ends (a refund before it cancels), then `credited`, or `reversed`. */
export const CASHBACK_STATUSES = ['pending', 'credited', 'reversed'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

/** Visits of links one caller address may report (per school), like other unauthenticated calls. */
export const LINK_JUMP_RATE_LIMIT = { max: 60, windowMs: 15 * 60 * 1000 } as const;
