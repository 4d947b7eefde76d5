import type { CashbackMode } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { cashbackAmount } from '../../../lib/referral/cashback-amount';

/** A cashback figure in the school's terms: money in its currency, or points. */
export function CashbackValue({
  amount,
  mode,
  currency,
}: {
  amount: number;
  mode: CashbackMode;
  currency: string;
}) {
  const { t } = useTranslation('referral');
  const value = cashbackAmount(amount, mode, currency, currentLanguage());
  return <>{value.mode === 'money' ? value.text : t('points', { count: value.count })}</>;
}
