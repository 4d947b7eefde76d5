import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { linkJumps, referralCodes, referralRules, referrals, users } from '../../db/schema/index.js';

/**
 * A learner's own devices are kept among their link's visits with this prefix on the key (no
 * column says "own" in migration 0021; decision 090): counts leave them out, the same-person
 * check of a sign-up looks them up.
 */
export const OWN_DEVICE_PREFIX = 'own:';

export type ReferralRulesRow = typeof referralRules.$inferSelect;

export async function findRules(db: Db, projectId: number) {
  const [row] = await db.select().from(referralRules).where(eq(referralRules.projectId, projectId));
  return row;
}

export async function upsertRules(db: Db, values: typeof referralRules.$inferInsert) {
  const { projectId: _projectId, ...set } = values;
  const [row] = await db
    .insert(referralRules)
    .values(values)
    .onConflictDoUpdate({ target: referralRules.projectId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function findCodeOfUser(db: Db, userId: number) {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  return row?.code;
}

/**
 * Inserts the learner's code unless they have one. A clash with another learner's code also
 * inserts nothing (the caller then draws again); the answer says whether this code is now theirs.
 */
export async function insertCode(db: Db, projectId: number, userId: number, code: string) {
  const rows = await db
    .insert(referralCodes)
    .values({ projectId, userId, code })
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return rows.length > 0;
}

/** The owner of a code of this school (codes are per school: another school's is unknown here). */
export async function findCodeOwner(db: Db, projectId: number, code: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(and(eq(referralCodes.projectId, projectId), eq(referralCodes.code, code)))
    .limit(1);
  return row;
}

/** Takes the referrer's code row for the rest of the transaction: invitations of one referrer go one at a time. */
export async function lockReferrer(db: Db, userId: number) {
  await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId))
    .for('update');
}

/** A visit, once per visitor and link (the unique index drops a repeat); true when it counted. */
export async function insertLinkJump(db: Db, projectId: number, referrerId: number, visitorKey: string) {
  const rows = await db
    .insert(linkJumps)
    .values({ projectId, referrerId, visitorKey })
    .onConflictDoNothing()
    .returning({ id: linkJumps.id });
  return rows.length > 0;
}

/** Remembers a device as the learner's own (their referral screen, their sign-up, their own link). */
export async function rememberOwnDevice(db: Db, projectId: number, userId: number, visitorKey: string) {
  await insertLinkJump(db, projectId, userId, `${OWN_DEVICE_PREFIX}${visitorKey}`);
}

export async function isOwnDevice(db: Db, userId: number, visitorKey: string) {
  const [row] = await db
    .select({ id: linkJumps.id })
    .from(linkJumps)
    .where(
      and(eq(linkJumps.referrerId, userId), eq(linkJumps.visitorKey, `${OWN_DEVICE_PREFIX}${visitorKey}`)),
    )
    .limit(1);
  return row !== undefined;
}

/** The device the referrer signed up on, when they were invited themselves. */
export async function signedUpOnDevice(db: Db, userId: number, visitorKey: string) {
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.inviteeId, userId), eq(referrals.visitorKey, visitorKey)))
    .limit(1);
  return row !== undefined;
}

/** Rewarded (unflagged) invitees of the referrer since `since`: the monthly cap counts these. */
export async function rewardedInviteesSince(db: Db, referrerId: number, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(referrals)
    .where(
      and(eq(referrals.referrerId, referrerId), isNull(referrals.flag), gte(referrals.createdAt, since)),
    );
  return row?.n ?? 0;
}

export async function insertReferral(db: Db, values: typeof referrals.$inferInsert) {
  const [row] = await db.insert(referrals).values(values).returning();
  return row!;
}
