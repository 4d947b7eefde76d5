import { STAFF_TEAM_ROUTES } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { teamKeys } from './team-keys';

/** `DELETE /staff/members/{id}`: staff access taken away; the account stays, as a learner (decision 053). */
export async function removeMember(memberId: number): Promise<void> {
  await apiRequest('DELETE', staffPath(STAFF_TEAM_ROUTES.member, { id: memberId }));
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
  });
}
