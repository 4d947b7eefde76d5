import { STAFF_TEAM_ROUTES, type StaffMember } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type TeamMember, toTeamMember } from '../lib/member';

/** `PUT /staff/members/{id}/courses`: the member's whole set of courses. */
export async function assignCourses(memberId: number, courseIds: number[]): Promise<TeamMember> {
  const response = await apiPut<StaffMember>(staffPath(STAFF_TEAM_ROUTES.memberCourses, { id: memberId }), {
    body: { course_ids: courseIds },
  });
  return toTeamMember(response.data);
}

export function useAssignCourses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, courseIds }: { memberId: number; courseIds: number[] }) =>
      assignCourses(memberId, courseIds),
    // The desk of whoever was changed (perhaps the signed-in administrator) lists other chats now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
