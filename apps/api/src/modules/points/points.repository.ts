import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { discountCredits, userScores, users } from '../../db/schema/index.js';
import type { Page } from '../../plugins/pagination.js';

export type UserScoreRow = typeof userScores.$inferSelect;
export type DiscountCreditRow = typeof discountCredits.$inferSelect;

function ownEntries(projectId: number, userId: number) {
  return and(eq(userScores.userId, userId), eq(userScores.projectId, projectId));
}

/** The balance: the sum of the learner's ledger (one index range on the user). */
export async function balanceOf(db: Db, projectId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${userScores.amount}), 0)::int` })
    .from(userScores)
    .where(ownEntries(projectId, userId));
  return Number(row?.total ?? 0);
}

/** A page of the ledger, newest first. */
export async function historyOf(db: Db, projectId: number, userId: number, page: Page) {
  const where = ownEntries(projectId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userScores)
      .where(where)
      .orderBy(desc(userScores.createdAt), desc(userScores.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(userScores).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

export type SpendOutcome =
  | { ok: true; balance: number; debit: UserScoreRow; credit: DiscountCreditRow }
  | { ok: false; reason: 'debt' | 'belowThreshold' | 'notEnough'; balance: number };

/**
 * Debits `amount` and records the discount it buys, in one transaction. The learner's
 * `users` row is locked first (SELECT ... FOR UPDATE), so spends of one learner run one
 * after another and each sees the balance the previous one left: it never goes negative.
 * A balance already below zero is a debt of cashback taken back (decision 096): no spend.
 */
export function spendPoints(
  db: Db,
  ref: { projectId: number; userId: number },
  amount: number,
  threshold: number,
): Promise<SpendOutcome> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, ref.userId), eq(users.projectId, ref.projectId)))
      .for('update');
    const balance = await balanceOf(tx as unknown as Db, ref.projectId, ref.userId);
    if (balance < 0) return { ok: false, reason: 'debt', balance };
    if (balance < threshold) return { ok: false, reason: 'belowThreshold', balance };
    if (balance < amount) return { ok: false, reason: 'notEnough', balance };
    const [debit] = await tx
      .insert(userScores)
      .values({ projectId: ref.projectId, userId: ref.userId, amount: -amount, reason: 'spend' })
      .returning();
    const [credit] = await tx
      .insert(discountCredits)
      .values({
        projectId: ref.projectId,
        userId: ref.userId,
        userScoreId: debit!.id,
        points: amount,
        amount,
      })
      .returning();
    return { ok: true, balance: balance - amount, debit: debit!, credit: credit! };
  });
}
