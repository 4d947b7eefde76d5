import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referralRules, referrals, users } from '../../db/schema/index.js';

/** A database transaction, named here as other areas name theirs (the payments' type would close a circle). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The reads the referral money shares (decision 091): rules, a learner's invitation, the ledger lock. */

type Queryable = Db | Tx;

/** The school's rules when its programme is on; undefined when off (or no row). */
export async function enabledRules(db: Queryable, projectId: number) {
  const [row] = await db
    .select()
    .from(referralRules)
    .where(and(eq(referralRules.projectId, projectId), eq(referralRules.enabled, true)))
    .limit(1);
  return row;
}

/** The learner's invitation when it earns (not flagged as self, same person or over the limit). */
export async function earningInvitation(db: Queryable, projectId: number, inviteeId: number) {
  const [row] = await db
    .select()
    .from(referrals)
    .where(
      and(eq(referrals.projectId, projectId), eq(referrals.inviteeId, inviteeId), isNull(referrals.flag)),
    )
    .limit(1);
  return row;
}

/**
 * Locks the learner's `users` row: decision 035's rule for anything that debits points, and
 * what makes two orders of one learner placed at once see each other's referral discount.
 */
export async function lockLearner(tx: Tx, projectId: number, userId: number) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.projectId, projectId)))
    .for('update');
}
