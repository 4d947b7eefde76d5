import { CONSOLE_REFERRAL_ROUTES, type ConsoleReferral, type ReferralFlag } from '@cp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { referralKeys } from './referral-keys';

export const INVITATIONS_PAGE_SIZE = 20;

/** An invitation as the table shows it: times in milliseconds, people as one line each. */
export interface Invitation {
  id: number;
  referrer: { id: number; label: string; email: string | null };
  invitee: { id: number; label: string; email: string | null };
  createdAt: number;
  flag: ReferralFlag | null;
  paidOrders: number;
  cashback: { credited: number; pending: number; reversed: number; mode: ConsoleReferral['cashback_mode'] };
}

const person = (p: ConsoleReferral['referrer']) => ({
  id: p.id,
  // The name when the learner gave one, else the e-mail, else the number: never blank.
  label: p.name || p.email || `#${p.id}`,
  email: p.name ? p.email : null,
});

export function invitationOf(row: ConsoleReferral): Invitation {
  return {
    id: row.id,
    referrer: person(row.referrer),
    invitee: person(row.invitee),
    createdAt: row.created_at * 1000,
    flag: row.flag,
    paidOrders: row.paid_orders,
    cashback: {
      credited: row.cashback,
      pending: row.cashback_pending,
      reversed: row.cashback_reversed,
      mode: row.cashback_mode,
    },
  };
}

export interface InvitationFilter {
  flaggedOnly: boolean;
  page: number;
}

/** `GET /console/referrals?flagged=`: the school's invitations, newest first. */
export async function listInvitations(filter: InvitationFilter, signal?: AbortSignal) {
  const { data } = await apiGet<{ items: ConsoleReferral[]; total: number }>(
    CONSOLE_REFERRAL_ROUTES.referrals,
    {
      query: {
        flagged: filter.flaggedOnly ? 'true' : undefined,
        page: filter.page,
        'per-page': INVITATIONS_PAGE_SIZE,
      },
      signal,
    },
  );
  return { items: data.items.map(invitationOf), total: data.total };
}

export function useInvitations(filter: InvitationFilter) {
  return useQuery({
    queryKey: referralKeys.invitations(filter),
    queryFn: ({ signal }) => listInvitations(filter, signal),
    placeholderData: keepPreviousData,
  });
}
