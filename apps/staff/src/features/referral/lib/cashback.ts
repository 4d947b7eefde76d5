import { type CashbackMode, formatMinorUnits } from '@cp/contract';

/**
 * A cashback amount as the table shows it: points as a counted word ("120 points"), money
 * from minor units in the school's currency; without a currency yet, the bare number.
 */
export function formatCashback(
  amount: number,
  mode: CashbackMode,
  currency: string | null,
  language: string,
  points: (count: number) => string,
): string {
  if (mode === 'points') return points(amount);
  if (!currency) return new Intl.NumberFormat(language).format(amount / 100);
  return formatMinorUnits(amount, currency, language);
}
