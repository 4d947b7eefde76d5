import { STAFF_PAYMENT_ROUTES, type StaffPaymentSettings } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { referralKeys } from './referral-keys';

/**
 * The school's currency, for money cashback (`GET /staff/payment-settings`): an invitation
 * carries amounts in minor units without it. Null until known or when it cannot be read.
 */
export function useSchoolCurrency(): string | null {
  const settings = useQuery({
    queryKey: referralKeys.currency(),
    queryFn: async ({ signal }) =>
      (await apiGet<StaffPaymentSettings>(STAFF_PAYMENT_ROUTES.settings, { signal })).data.currency,
    staleTime: 5 * 60_000,
  });
  return settings.data ?? null;
}
