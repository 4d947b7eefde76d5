import { STAFF_TEAM_ROUTES, type StaffInviteCreated, type StaffRole } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type SentInvite, toSentInvite } from '../lib/member';
import { teamKeys } from './team-keys';

export interface InviteInput {
  email: string;
  role: StaffRole;
  courseIds: number[];
}

/**
 * `POST /staff/invites`: the server mails the link (decision 053) and says whether it did, with
 * the link for the administrator to pass on when it did not (issue 28).
 */
export async function inviteMember(input: InviteInput): Promise<SentInvite> {
  const response = await apiPost<StaffInviteCreated>(staffPath(STAFF_TEAM_ROUTES.invites), {
    body: { email: input.email, role: input.role, course_ids: input.courseIds },
  });
  return toSentInvite(response.data);
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
  });
}
