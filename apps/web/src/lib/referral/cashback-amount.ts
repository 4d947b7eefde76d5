import type { CashbackMode } from '@cp/contract';
import { formatMoney } from '../format/format-money';

/**
 * A cashback figure as the school pays it (issue 15, decision 092): money from integer minor
 * units in the school's currency, or a count of points that the screen words with its own
 * plural rules ("12 points", "12 баллов").
 */
export type CashbackAmount = { mode: 'money'; text: string } | { mode: 'points'; count: number };

export function cashbackAmount(
  amount: number,
  mode: CashbackMode,
  currency: string,
  locale: string,
): CashbackAmount {
  if (mode === 'points') return { mode, count: amount };
  return { mode, text: formatMoney(amount, currency, locale) };
}
