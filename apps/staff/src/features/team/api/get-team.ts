import { STAFF_TEAM_ROUTES, type StaffTeam } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type PendingInvite, type TeamMember, toPendingInvite, toTeamMember } from '../lib/member';
import { teamKeys } from './team-keys';

export interface Team {
  members: TeamMember[];
  invites: PendingInvite[];
}

/** `GET /staff/members`: the experts and administrators with their courses, and open invitations. */
export async function getTeam(signal?: AbortSignal): Promise<Team> {
  const { data } = await apiGet<StaffTeam>(staffPath(STAFF_TEAM_ROUTES.members), { signal });
  return { members: data.members.map(toTeamMember), invites: data.invites.map(toPendingInvite) };
}

export function useTeam() {
  return useQuery({ queryKey: teamKeys.members(), queryFn: ({ signal }) => getTeam(signal) });
}
