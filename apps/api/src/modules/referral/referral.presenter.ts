import type { ConsoleReferral, Language, ReferralUser } from '@cp/contract';
import { message } from '../../lib/messages.js';
import type { InvitationRow, SchoolInvitationRow } from './referral-figures.repository.js';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * An invitee as their referrer sees them: the first name and the initial of the last name,
 * never an e-mail or a phone (decision 090), so a list of invitees gives away no contacts.
 */
export function inviteeName(name: string | null, lastName: string | null, lang: Language) {
  const first = name?.trim();
  if (!first) return message('referralNamelessInvitee', lang);
  const initial = lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function presentInvitee(row: InvitationRow, lang: Language): ReferralUser {
  return {
    id: row.id,
    name: inviteeName(row.name, row.lastName, lang),
    joined_at: seconds(row.createdAt),
    paid_orders: row.paidOrders,
    cashback: row.cashback,
    cashback_pending: row.cashbackPending,
    flag: row.flag,
  };
}

const person = (p: SchoolInvitationRow['referrer']) => ({
  id: p.id,
  email: p.email,
  name: [p.name, p.lastName].filter(Boolean).join(' ') || null,
});

/** An invitation as the school's administrator sees it: both people in full, and why it earns nothing. */
export function presentConsoleReferral(row: SchoolInvitationRow, mode: 'points' | 'money'): ConsoleReferral {
  return {
    id: row.id,
    referrer: person(row.referrer),
    invitee: person(row.invitee),
    created_at: seconds(row.createdAt),
    flag: row.flag,
    paid_orders: row.paidOrders,
    cashback: row.cashback,
    cashback_pending: row.cashbackPending,
    cashback_reversed: row.cashbackReversed,
    cashback_mode: mode,
  };
}
