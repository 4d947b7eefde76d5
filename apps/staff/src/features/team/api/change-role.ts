import { STAFF_TEAM_ROUTES, type StaffMember, type StaffRole } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type TeamMember, toTeamMember } from '../lib/member';
import { teamKeys } from './team-keys';

/** `PUT /staff/members/{id}/role`; the last administrator stays one (409, decision 053). */
export async function changeRole(memberId: number, role: StaffRole): Promise<TeamMember> {
  const response = await apiPut<StaffMember>(staffPath(STAFF_TEAM_ROUTES.memberRole, { id: memberId }), {
    body: { role },
  });
  return toTeamMember(response.data);
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: StaffRole }) => changeRole(memberId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
  });
}
