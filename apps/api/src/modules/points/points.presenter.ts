import type { DiscountCredit, UserScoreEntry } from '@cp/contract';
import type { DiscountCreditRow, UserScoreRow } from './points.repository.js';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Spec 01 §3 UserScore: the client stores the amount absolute and reads `add` (above 0) or
 * `debit` off its sign, so the wire keeps the sign; times in seconds.
 */
export function presentUserScore(row: UserScoreRow): UserScoreEntry {
  return {
    id: row.id,
    amount: row.amount,
    type: row.amount > 0 ? 'add' : 'debit',
    reason: row.reason,
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
  };
}

export function presentDiscountCredit(row: DiscountCreditRow): DiscountCredit {
  return {
    id: row.id,
    points: row.points,
    amount: row.amount,
    created_at: seconds(row.createdAt),
    used_at: row.usedAt ? seconds(row.usedAt) : null,
  };
}
