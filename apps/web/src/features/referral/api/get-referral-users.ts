import { REFERRAL_ROUTES, type ReferralFlag, type ReferralUser as WireReferralUser } from '@cp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { type Pagination, readPagination } from '../../../lib/api/pagination';
import { referralKeys } from '../../../lib/referral/referral-summary';

/** spec 01 "referral users": one learner who signed up by the link, in client names. */
export interface ReferralUser {
  id: number;
  /** A first name and an initial: the server never gives the referrer contacts. */
  name: string;
  joinedAt: number;
  paidOrders: number;
  /** Credited cashback from this learner's orders: points or minor units. */
  cashback: number;
  cashbackPending: number;
  /** Why this invitation earns nothing, or null when it earns. */
  flag: ReferralFlag | null;
}

export interface ReferralUserPage {
  users: ReferralUser[];
  pagination: Pagination | null;
}

export function toReferralUser(wire: WireReferralUser): ReferralUser {
  return {
    id: wire.id,
    name: wire.name,
    joinedAt: wire.joined_at * 1000,
    paidOrders: wire.paid_orders,
    cashback: wire.cashback,
    cashbackPending: wire.cashback_pending,
    flag: wire.flag,
  };
}

/**
 * `GET /referral/users?page=` (spec 01 "referral users"): one page of the invited learners,
 * newest first, with the x-pagination headers. The contract's page body (`items`, `total`) and
 * a bare list are both read, so the screen does not depend on which of the two the list uses.
 */
export async function getReferralUsers(page: number, signal?: AbortSignal): Promise<ReferralUserPage> {
  const { data, headers } = await apiGet<{ items: WireReferralUser[]; total: number } | WireReferralUser[]>(
    REFERRAL_ROUTES.referralUsers,
    { query: { page }, signal },
  );
  const items = Array.isArray(data) ? data : data.items;
  const pagination = readPagination(headers);
  return {
    users: items.map(toReferralUser),
    pagination:
      pagination ??
      (Array.isArray(data)
        ? null
        : { currentPage: page, pageCount: 1, perPage: items.length, totalCount: data.total }),
  };
}

export const referralUsersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: referralKeys.users(page),
    queryFn: ({ signal }) => getReferralUsers(page, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useReferralUsers = (page: number, enabled = true) =>
  useQuery({ ...referralUsersQueryOptions(page), enabled });
