import { minorPerMajor } from '@cp/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { discountCredits, orders, referralCashbacks, userScores } from '../../db/schema/index.js';
import { ledgerBalance, lockLedger, type TakenBack, takeBack, takeFromCredit } from '../points/index.js';
import { earningInvitation, enabledRules, type Tx } from './cashback.repository.js';

/**
 * The referrer's cashback on an invitee's paid orders (issue 15; decision 091): earned when
 * the order is paid, held for `hold_days`, then credited (points in the ledger, or a money
 * credit the next order uses); reversed by a refund at any point.
 */

/** Ledger reasons of the cashback's points (the points history shows them). */
export const CASHBACK_REASON = 'referral_cashback';
export const CASHBACK_REVERSAL_REASON = 'referral_cashback_reversal';

const SETTLE_BATCH = 100;
const DAY_MS = 86_400_000;

type OrderRow = typeof orders.$inferSelect;
type CashbackRow = typeof referralCashbacks.$inferSelect;

/**
 * What `amount` minor units paid earn at `percent`: points are one per major unit of the
 * cashback; money is whole major units too (what a credit can hold, decision 035), so the row
 * says exactly what the referrer will get and nothing is lost when it is credited.
 */
export function cashbackAmount(mode: 'points' | 'money', amount: number, percent: number, currency: string) {
  const perMajor = minorPerMajor(currency);
  const majors = Math.floor((amount * percent) / 100 / perMajor);
  return mode === 'points' ? majors : majors * perMajor;
}

/**
 * Called by `fulfilOrder` in the payment's transaction (every provider ends there): a paid
 * order of an earning invitee gives their referrer a pending cashback, once per order (the
 * unique order id). Nothing when the programme is off, the invitation flagged, or it comes to 0.
 */
export async function earnCashback(tx: Tx, order: OrderRow, now: Date): Promise<CashbackRow | null> {
  if (order.amount <= 0 || order.demo) return null;
  const rules = await enabledRules(tx, order.projectId);
  if (!rules || rules.cashbackPercent <= 0) return null;
  const invitation = await earningInvitation(tx, order.projectId, order.userId);
  if (!invitation) return null;
  const amount = cashbackAmount(rules.cashbackMode, order.amount, rules.cashbackPercent, order.currency);
  if (amount <= 0) return null;
  const [row] = await tx
    .insert(referralCashbacks)
    .values({
      projectId: order.projectId,
      referralId: invitation.id,
      referrerId: invitation.referrerId,
      orderId: order.id,
      mode: rules.cashbackMode,
      amount,
      availableAt: new Date(now.getTime() + rules.holdDays * DAY_MS),
    })
    .onConflictDoNothing({ target: referralCashbacks.orderId })
    .returning();
  return row ?? null;
}

/**
 * Credits one claimed row (the caller holds the referrer's ledger lock): a ledger row of points,
 * or a money credit in major units. A referrer in debt (decision 096) has money cashback pay
 * the debt first, as points cashback does by being added to the balance: that part goes to the
 * ledger, the rest (if any) becomes the credit. Answers the links the cashback row keeps to
 * what it credited.
 */
async function credit(
  tx: Tx,
  row: CashbackRow,
  currency: string,
  now: Date,
): Promise<{ userScoreId: number | null; discountCreditId: number | null }> {
  const ledger = { projectId: row.projectId, userId: row.referrerId };
  const addPoints = async (amount: number) => {
    const [score] = await tx
      .insert(userScores)
      .values({ ...ledger, amount, reason: CASHBACK_REASON })
      .returning({ id: userScores.id });
    return score!.id;
  };
  if (row.mode === 'points') return { userScoreId: await addPoints(row.amount), discountCreditId: null };
  const worth = Math.floor(row.amount / minorPerMajor(currency));
  const toDebt = Math.min(worth, Math.max(0, -(await ledgerBalance(tx, ledger))));
  const userScoreId = toDebt > 0 ? await addPoints(toDebt) : null;
  if (toDebt === worth) return { userScoreId, discountCreditId: null };
  const [made] = await tx
    .insert(discountCredits)
    .values({
      ...ledger,
      userScoreId: null,
      points: 0,
      amount: worth - toDebt,
      source: 'referral',
      createdAt: now,
    })
    .returning({ id: discountCredits.id });
  return { userScoreId, discountCreditId: made!.id };
}

/**
 * Credits pending cashback past its hold: every referrer's (the sweep) or one referrer's (on
 * read, before `GET /referral` counts). Rows are claimed `FOR UPDATE SKIP LOCKED` and moved
 * `WHERE status = 'pending'`, so two processes, or a sweep and a read, credit each row once.
 * Answers how many rows it credited.
 */
export async function settleDueCashback(db: Db, referrerId?: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ row: referralCashbacks, currency: orders.currency })
      .from(referralCashbacks)
      .innerJoin(orders, eq(orders.id, referralCashbacks.orderId))
      .where(
        and(
          eq(referralCashbacks.status, 'pending'),
          lte(referralCashbacks.availableAt, now),
          referrerId === undefined ? undefined : eq(referralCashbacks.referrerId, referrerId),
        ),
      )
      .orderBy(asc(referralCashbacks.availableAt))
      .limit(SETTLE_BATCH)
      .for('update', { of: referralCashbacks, skipLocked: true });
    // The ledgers of the batch's referrers, in id order, before crediting (decision 096): a
    // money credit reads the debt, so a refund or spend of a referrer waits for this to commit,
    // and two sweeps of overlapping referrers queue instead of deadlocking.
    for (const referrer of [...new Set(due.map((d) => d.row.referrerId))].sort((a, b) => a - b)) {
      await lockLedger(tx, {
        projectId: due.find((d) => d.row.referrerId === referrer)!.row.projectId,
        userId: referrer,
      });
    }
    let credited = 0;
    for (const { row, currency } of due) {
      const [moved] = await tx
        .update(referralCashbacks)
        .set({ status: 'credited', creditedAt: now })
        .where(and(eq(referralCashbacks.id, row.id), eq(referralCashbacks.status, 'pending')))
        .returning({ id: referralCashbacks.id });
      if (!moved) continue;
      const link = await credit(tx, row, currency, now);
      await tx.update(referralCashbacks).set(link).where(eq(referralCashbacks.id, row.id));
      credited += 1;
    }
    return credited;
  });
}

/**
 * What a refund did to the order's cashback, for the audit line: `amount` as the row holds it
 * (points, or minor units); the rest in points, i.e. major units (decision 096): what came out
 * of the cashback's own money credit, the balance, other credits, and the debt left.
 */
export type CashbackReversal =
  | { status: 'none' }
  | { status: 'reversed_pending'; amount: number }
  | ({ status: 'reversed_points'; amount: number } & TakenBackFigures)
  | ({
      status: 'reversed_money';
      amount: number;
      fromOwnCredit: number;
      creditUsed: boolean;
    } & TakenBackFigures);
type TakenBackFigures = Omit<TakenBack, 'debitId'>;

/**
 * A refund of the invitee's order takes its cashback back, in the refund's transaction:
 * pending -> reversed (never credited). Credited cashback comes out of what it became
 * (decision 096): a money cashback's own credit first while unused; then the referrer's
 * balance, their unused credits (cancelled or reduced), and what was already spent is a debt
 * (a negative balance) that blocks spending until later earnings cover it.
 */
export async function reverseCashback(
  tx: Tx,
  orderId: number,
  currency: string,
  now: Date,
): Promise<CashbackReversal> {
  const [row] = await tx
    .select()
    .from(referralCashbacks)
    .where(eq(referralCashbacks.orderId, orderId))
    .for('update')
    .limit(1);
  if (!row || row.status === 'reversed') return { status: 'none' };
  const reversed = { status: 'reversed' as const, reversedAt: now };
  if (row.status === 'pending') {
    await tx.update(referralCashbacks).set(reversed).where(eq(referralCashbacks.id, row.id));
    return { status: 'reversed_pending', amount: row.amount };
  }
  const ledger = { projectId: row.projectId, userId: row.referrerId };
  await lockLedger(tx, ledger);
  const worth = row.mode === 'points' ? row.amount : Math.floor(row.amount / minorPerMajor(currency));
  const fromOwnCredit =
    row.mode === 'money' && row.discountCreditId !== null
      ? await takeFromCredit(tx, row.discountCreditId, worth)
      : 0;
  const { debitId, ...taken } = await takeBack(tx, ledger, worth - fromOwnCredit, CASHBACK_REVERSAL_REASON);
  await tx
    .update(referralCashbacks)
    .set({ ...reversed, reversalScoreId: debitId })
    .where(eq(referralCashbacks.id, row.id));
  if (row.mode === 'points') return { status: 'reversed_points', amount: row.amount, ...taken };
  return {
    status: 'reversed_money',
    amount: row.amount,
    fromOwnCredit,
    // Its credit was on an order (spent or reserved) or is only partly left.
    creditUsed: fromOwnCredit < worth,
    ...taken,
  };
}
