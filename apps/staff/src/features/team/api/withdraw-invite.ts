import { STAFF_TEAM_ROUTES } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { teamKeys } from './team-keys';

/** `DELETE /staff/invites/{id}`: the mailed link stops working (decision 053). */
export async function withdrawInvite(inviteId: number): Promise<void> {
  await apiRequest('DELETE', staffPath(STAFF_TEAM_ROUTES.inviteWithdraw, { id: inviteId }));
}

export function useWithdrawInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
  });
}
