import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { discountCredits, userScores, users } from '../../db/schema/index.js';

/**
 * What a learner holds, as one value (decision 096): the points balance and the credits the
 * points or a money cashback became, in one unit (a point buys one major unit of the school's
 * currency, decision 035). When something takes value back (a refunded order's cashback), it
 * comes out of the balance first, then out of the unused credits, and what was already spent
 * is a debt: a negative balance, which blocks spending points and using credits until later
 * earnings cover it. Every function here runs in the caller's transaction with the learner's
 * ledger locked, so refunds, spends, orders and payouts of one learner run one after another.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface LedgerRef {
  projectId: number;
  userId: number;
}
type CreditRow = typeof discountCredits.$inferSelect;

/** Ledger reason of the points a cancelled (or reduced) credit gives back before they are taken. */
export const CREDIT_CANCELLED_REASON = 'credit_cancelled';

/**
 * Locks the learner's `users` row: decision 035's rule for anything that debits points, and
 * here for anything that reads the balance to decide what a credit may do. Always taken before
 * any of the learner's credit rows, so two of these never wait on each other.
 */
export async function lockLedger(tx: Tx, ref: LedgerRef) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ref.userId), eq(users.projectId, ref.projectId)))
    .for('update');
}

/** The sum of the learner's ledger; below zero it is a debt. */
export async function ledgerBalance(tx: Tx, ref: LedgerRef): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${userScores.amount}), 0)::int` })
    .from(userScores)
    .where(and(eq(userScores.userId, ref.userId), eq(userScores.projectId, ref.projectId)));
  return Number(row?.total ?? 0);
}

/** Takes `take` units off a credit: the whole of it deletes it, part of it lowers it. */
async function cutCredit(tx: Tx, credit: Pick<CreditRow, 'id' | 'amount'>, take: number) {
  if (take >= credit.amount) {
    await tx.delete(discountCredits).where(eq(discountCredits.id, credit.id));
    return;
  }
  const left = credit.amount - take;
  await tx
    .update(discountCredits)
    .set({ amount: left, points: sql`least(${discountCredits.points}, ${left})` })
    .where(eq(discountCredits.id, credit.id));
}

/** Cuts `wanted` units off the credits in their order; answers what it took. */
async function cutCredits(tx: Tx, credits: Pick<CreditRow, 'id' | 'amount'>[], wanted: number) {
  let taken = 0;
  for (const credit of credits) {
    if (taken >= wanted) break;
    const take = Math.min(wanted - taken, credit.amount);
    await cutCredit(tx, credit, take);
    taken += take;
  }
  return taken;
}

/** What a take-back came out of, in units; `debt` is the part that was already spent. */
export interface TakenBack {
  fromPoints: number;
  fromCredits: number;
  debt: number;
  /** The ledger row of the debit, for the record that caused it. */
  debitId: number | null;
}

/**
 * Takes `amount` units back from the learner (the caller holds `lockLedger`): out of the
 * balance while it is above zero, then out of the credits not on any order (newest first:
 * the likeliest to be what the taken value became), cancelled or reduced, and the rest as a
 * debt. The ledger shows it as the cancelled credits' points coming back (`credit_cancelled`)
 * and one debit of the whole amount under `reason`, so the balance ends at what was held
 * before, less `amount`, never hiding value in a credit while it is negative.
 */
export async function takeBack(tx: Tx, ref: LedgerRef, amount: number, reason: string): Promise<TakenBack> {
  if (amount <= 0) return { fromPoints: 0, fromCredits: 0, debt: 0, debitId: null };
  const balance = await ledgerBalance(tx, ref);
  const fromPoints = Math.min(amount, Math.max(0, balance));
  let fromCredits = 0;
  if (fromPoints < amount) {
    const credits = await tx
      .select({ id: discountCredits.id, amount: discountCredits.amount })
      .from(discountCredits)
      .where(
        and(
          eq(discountCredits.projectId, ref.projectId),
          eq(discountCredits.userId, ref.userId),
          isNull(discountCredits.usedAt),
          isNull(discountCredits.orderId),
        ),
      )
      .orderBy(desc(discountCredits.createdAt), desc(discountCredits.id))
      .for('update');
    fromCredits = await cutCredits(tx, credits, amount - fromPoints);
    if (fromCredits > 0) {
      await tx.insert(userScores).values({ ...ref, amount: fromCredits, reason: CREDIT_CANCELLED_REASON });
    }
  }
  const [debit] = await tx
    .insert(userScores)
    .values({ ...ref, amount: -amount, reason })
    .returning({ id: userScores.id });
  return { fromPoints, fromCredits, debt: amount - fromPoints - fromCredits, debitId: debit!.id };
}

/**
 * Cuts up to `wanted` units off one credit while it is on no order (a money cashback's own
 * credit, taken back before anything else); answers what it took, 0 when it is spent or gone.
 * The caller holds `lockLedger`.
 */
export async function takeFromCredit(tx: Tx, creditId: number, wanted: number) {
  const [credit] = await tx
    .select({ id: discountCredits.id, amount: discountCredits.amount })
    .from(discountCredits)
    .where(
      and(eq(discountCredits.id, creditId), isNull(discountCredits.usedAt), isNull(discountCredits.orderId)),
    )
    .for('update');
  return credit ? cutCredits(tx, [credit], wanted) : 0;
}

/**
 * Credits coming back to a learner (an order that reserved them failed or was replaced) pay
 * the learner's debt first, as any later earning does: while the balance is negative they are
 * cut by what is owed and the ledger gains those points back. The caller holds `lockLedger`,
 * taken before it touched the credits' rows (the lock order is ledger, then credits).
 */
export async function payDebtFromCredits(tx: Tx, ref: LedgerRef, creditIds: number[]) {
  if (creditIds.length === 0) return 0;
  const debt = -(await ledgerBalance(tx, ref));
  if (debt <= 0) return 0;
  const credits = await tx
    .select({ id: discountCredits.id, amount: discountCredits.amount })
    .from(discountCredits)
    .where(and(inArray(discountCredits.id, creditIds), isNull(discountCredits.usedAt)))
    .orderBy(discountCredits.id)
    .for('update');
  const paid = await cutCredits(tx, credits, debt);
  if (paid > 0) await tx.insert(userScores).values({ ...ref, amount: paid, reason: CREDIT_CANCELLED_REASON });
  return paid;
}
