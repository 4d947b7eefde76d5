import { and, desc, eq, isNotNull, isNull, notLike, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { linkJumps, orders, referralCashbacks, referrals, users } from '../../db/schema/index.js';
import type { Page } from '../../plugins/pagination.js';
import { OWN_DEVICE_PREFIX } from './referral.repository.js';

type CashbackMode = 'points' | 'money';

/** Visits of the learner's link by others (their own devices are kept beside them, not counted). */
export async function countLinkJumps(db: Db, referrerId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(linkJumps)
    .where(and(eq(linkJumps.referrerId, referrerId), notLike(linkJumps.visitorKey, `${OWN_DEVICE_PREFIX}%`)));
  return row?.n ?? 0;
}

/** Invitations that match `where`: a referrer's, or a school's page of them. */
async function countReferrals(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(referrals).where(where);
  return row?.n ?? 0;
}

export const countInvited = (db: Db, referrerId: number) =>
  countReferrals(db, eq(referrals.referrerId, referrerId));

/** Both lists of invitations show the newest first; the id breaks a tie of one instant. */
const newestFirst = [desc(referrals.createdAt), desc(referrals.id)];

/** An order that counts: paid (a refund takes it out), not a free demo. */
const paidOrder = and(eq(orders.status, 'paid'), eq(orders.demo, false));

/** `referral_orders`: paid orders of the learners the referrer was rewarded for (unflagged invitations). */
export async function countReferralOrders(db: Db, referrerId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(referrals)
    .innerJoin(orders, and(eq(orders.userId, referrals.inviteeId), paidOrder))
    .where(and(eq(referrals.referrerId, referrerId), isNull(referrals.flag)));
  return row?.n ?? 0;
}

/** Cashback of the referrer in the school's current mode: credited and still on hold. */
export async function cashbackTotals(db: Db, referrerId: number, mode: CashbackMode) {
  const [row] = await db
    .select({
      credited: sql<number>`coalesce(sum(${referralCashbacks.amount}) filter (where ${referralCashbacks.status} = 'credited'), 0)::int`,
      pending: sql<number>`coalesce(sum(${referralCashbacks.amount}) filter (where ${referralCashbacks.status} = 'pending'), 0)::int`,
    })
    .from(referralCashbacks)
    .where(and(eq(referralCashbacks.referrerId, referrerId), eq(referralCashbacks.mode, mode)));
  return { credited: row?.credited ?? 0, pending: row?.pending ?? 0 };
}

/** Per invitation: paid orders and cashback by status, in the school's current mode. */
function invitationFigures(mode: CashbackMode) {
  const sumOf = (status: string) =>
    sql<number>`(select coalesce(sum(c.amount), 0)::int from ${referralCashbacks} c
      where c.referral_id = ${referrals.id} and c.status = ${status} and c.mode = ${mode})`;
  return {
    paidOrders: sql<number>`(select count(*)::int from ${orders} o
      where o.user_id = ${referrals.inviteeId} and o.status = 'paid' and o.demo = false)`,
    cashback: sumOf('credited'),
    cashbackPending: sumOf('pending'),
    cashbackReversed: sumOf('reversed'),
  };
}

/** The referrer's invitees, newest first. */
export async function invitationsOfReferrer(db: Db, referrerId: number, mode: CashbackMode, page: Page) {
  const where = eq(referrals.referrerId, referrerId);
  const [items, total] = await Promise.all([
    db
      .select({
        id: referrals.inviteeId,
        name: users.name,
        lastName: users.lastName,
        createdAt: referrals.createdAt,
        flag: referrals.flag,
        ...invitationFigures(mode),
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.inviteeId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    countReferrals(db, where),
  ]);
  return { items, total };
}
export type InvitationRow = Awaited<ReturnType<typeof invitationsOfReferrer>>['items'][number];

/** The school's invitations for its administrator, newest first; `flagged` narrows them. */
export async function invitationsOfSchool(
  db: Db,
  projectId: number,
  mode: CashbackMode,
  flagged: boolean | undefined,
  page: Page,
) {
  const referrer = alias(users, 'referrer');
  const invitee = alias(users, 'invitee');
  const conditions: SQL[] = [eq(referrals.projectId, projectId)];
  if (flagged === true) conditions.push(isNotNull(referrals.flag));
  if (flagged === false) conditions.push(isNull(referrals.flag));
  const where = and(...conditions);
  const [items, total] = await Promise.all([
    db
      .select({
        id: referrals.id,
        createdAt: referrals.createdAt,
        flag: referrals.flag,
        referrer: {
          id: referrer.id,
          email: referrer.email,
          name: referrer.name,
          lastName: referrer.lastName,
        },
        invitee: { id: invitee.id, email: invitee.email, name: invitee.name, lastName: invitee.lastName },
        ...invitationFigures(mode),
      })
      .from(referrals)
      .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
      .innerJoin(invitee, eq(invitee.id, referrals.inviteeId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    countReferrals(db, where),
  ]);
  return { items, total };
}
export type SchoolInvitationRow = Awaited<ReturnType<typeof invitationsOfSchool>>['items'][number];
