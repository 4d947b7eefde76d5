import { POINTS_ROUTES, POINTS_TO_DEBIT, type UserScoreSpendAnswer } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { queryClient } from '../../../lib/query/query-client';
import { pointsKeys } from './points-keys';

/** What a spend bought (decision 035): a discount on the next purchase or renewal. */
export interface DiscountCredit {
  id: number;
  points: number;
  /** In the school's currency units, one per point. */
  amount: number;
  createdAt: number;
  usedAt: number | null;
}

export interface SpendOutcome {
  /** The balance after the spend. */
  balance: number;
  debited: number;
  discount: DiscountCredit;
}

export function toSpendOutcome(answer: UserScoreSpendAnswer): SpendOutcome {
  const { discount } = answer;
  return {
    balance: answer.amount,
    debited: answer.debited,
    discount: {
      id: discount.id,
      points: discount.points,
      amount: discount.amount,
      createdAt: discount.created_at * 1000,
      usedAt: discount.used_at === null ? null : discount.used_at * 1000,
    },
  };
}

/**
 * `POST /user-score/spend {amount}` (decision 035; spec 01 §9 "points to debit default
 * 200"): stores the new balance and refreshes the history, which gained the debit.
 */
export async function spendPoints(amount: number = POINTS_TO_DEBIT): Promise<SpendOutcome> {
  const { data } = await apiPost<UserScoreSpendAnswer>(POINTS_ROUTES.spend, { body: { amount } });
  const outcome = toSpendOutcome(data);
  queryClient.setQueryData(pointsKeys.amount, outcome.balance);
  await queryClient.invalidateQueries({ queryKey: [...pointsKeys.all, 'history'] });
  return outcome;
}
