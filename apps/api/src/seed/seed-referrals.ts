import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { linkJumps, referralRules, referrals, users } from '../db/schema/index.js';
import { ensureCode } from '../modules/referral/index.js';

const DAY_MS = 86_400_000;

/**
 * Issue 15: the referral programme running in both demo schools (decision 090): `points`
 * cashback in one, `money` in the other; 10 % cashback after a 14-day hold, 15 % off an
 * invitee's first order, at most 10 rewarded invitees a month. The demo learner has a link,
 * visits of it by seven browsers (and one device of their own, not counted) and a second
 * account of their own made from their browser: invited, flagged `same_person`, earning
 * nothing. Runs before `seedReferralMoney` (decision 091), which adds the invitees with paid
 * orders and cashback under these rules.
 */
export async function seedReferrals(
  tx: Db,
  projectId: number,
  learner: { id: number; email: string | null; passwordHash: string | null },
  mode: 'points' | 'money',
) {
  await tx.insert(referralRules).values({
    projectId,
    enabled: true,
    cashbackMode: mode,
    cashbackPercent: 10,
    discountPercent: 15,
    holdDays: 14,
    monthlyInviteeLimit: 10,
  });
  await ensureCode(tx, projectId, learner.id);
  const visitorKey = () => randomBytes(16).toString('base64url');
  await tx.insert(linkJumps).values([
    ...Array.from({ length: 7 }, (_, i) => ({
      projectId,
      referrerId: learner.id,
      visitorKey: visitorKey(),
      createdAt: new Date(Date.now() - (i + 1) * 3 * DAY_MS),
    })),
    { projectId, referrerId: learner.id, visitorKey: `own:${visitorKey()}` },
  ]);
  const domain = learner.email?.split('@')[1] ?? 'demo.school';
  const [twin] = await tx
    .insert(users)
    .values({ projectId, email: `second-account@${domain}`, passwordHash: learner.passwordHash })
    .returning();
  await tx
    .insert(referrals)
    .values({ projectId, referrerId: learner.id, inviteeId: twin!.id, flag: 'same_person' });
}
