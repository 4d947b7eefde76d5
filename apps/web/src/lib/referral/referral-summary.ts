import {
  type CashbackMode,
  REFERRAL_ROUTES,
  type ReferralSummary as WireReferralSummary,
} from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';

/**
 * `GET /referral` (issue 15, decision 092) in client names: the learner's link, the school's
 * rules and the totals. Here in lib, not in the referral feature, because the profile's
 * referral figures need the same answer to say what their cashback is counted in.
 */
export interface ReferralSummary {
  enabled: boolean;
  code: string | null;
  link: string | null;
  rules: {
    cashbackMode: CashbackMode;
    cashbackPercent: number;
    discountPercent: number;
    holdDays: number;
  };
  currency: string;
  linkJumps: number;
  invitedUsers: number;
  referralOrders: number;
  /** Credited cashback: points, or minor units of `currency`. */
  cashback: number;
  cashbackPending: number;
}

export function toReferralSummary(wire: WireReferralSummary): ReferralSummary {
  return {
    enabled: wire.enabled,
    // A disabled programme shows no link even if an old answer still carried one.
    code: wire.enabled ? wire.code : null,
    link: wire.enabled ? wire.link : null,
    rules: {
      cashbackMode: wire.rules.cashback_mode,
      cashbackPercent: wire.rules.cashback_percent,
      discountPercent: wire.rules.discount_percent,
      holdDays: wire.rules.hold_days,
    },
    currency: wire.currency,
    linkJumps: wire.link_jumps,
    invitedUsers: wire.invited_users,
    referralOrders: wire.referral_orders,
    cashback: wire.cashback,
    cashbackPending: wire.cashback_pending,
  };
}

/** The referral calls' keys share a prefix: anything that changes the totals refreshes both. */
export const referralKeys = {
  all: ['referral'] as const,
  summary: ['referral', 'summary'] as const,
  users: (page: number) => ['referral', 'users', page] as const,
};

export async function getReferralSummary(signal?: AbortSignal): Promise<ReferralSummary> {
  const { data } = await apiGet<WireReferralSummary>(REFERRAL_ROUTES.referral, { signal });
  return toReferralSummary(data);
}

export const referralSummaryQueryOptions = () =>
  queryOptions({ queryKey: referralKeys.summary, queryFn: ({ signal }) => getReferralSummary(signal) });

/** `enabled: false` where a screen needs the summary only in some cases (the profile). */
export const useReferralSummary = (enabled = true) => useQuery({ ...referralSummaryQueryOptions(), enabled });
