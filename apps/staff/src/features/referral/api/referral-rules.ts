import { CONSOLE_REFERRAL_ROUTES, type ReferralRules } from '@cp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api/api-client';
import { referralKeys } from './referral-keys';

/** `GET /console/referral-rules`: the school's programme as saved (the wire shape is the form's too). */
export async function getReferralRules(signal?: AbortSignal): Promise<ReferralRules> {
  return (await apiGet<ReferralRules>(CONSOLE_REFERRAL_ROUTES.rules, { signal })).data;
}

export function useReferralRules() {
  return useQuery({ queryKey: referralKeys.rules(), queryFn: ({ signal }) => getReferralRules(signal) });
}

/** `PUT /console/referral-rules`: the whole set of rules; answers them as saved. */
export async function saveReferralRules(body: ReferralRules): Promise<ReferralRules> {
  return (await apiPut<ReferralRules>(CONSOLE_REFERRAL_ROUTES.rules, { body })).data;
}

export function useSaveReferralRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReferralRules,
    onSuccess: (saved) => {
      queryClient.setQueryData(referralKeys.rules(), saved);
      // The invitations' flags (the monthly cap) may read differently under new rules.
      void queryClient.invalidateQueries({ queryKey: referralKeys.invitations() });
    },
  });
}
