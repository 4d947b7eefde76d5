import { STAFF_TEAM_ROUTES, type StaffInviteInfo } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { teamKeys } from './team-keys';

export interface InviteDetails {
  status: StaffInviteInfo['status'];
  school: string;
  email: string;
  role: StaffInviteInfo['role'];
  /** The e-mail already has an account: acceptance asks for its password only. */
  existingAccount: boolean;
}

/** `GET /staff/invites/{token}` (public): a forged link is 404. */
export async function getInvite(token: string, signal?: AbortSignal): Promise<InviteDetails> {
  const { data } = await apiGet<StaffInviteInfo>(staffPath(STAFF_TEAM_ROUTES.invite, { token }), { signal });
  return {
    status: data.status,
    school: data.school,
    email: data.email,
    role: data.role,
    existingAccount: data.existing_account,
  };
}

export function useInvite(token: string) {
  return useQuery({
    queryKey: teamKeys.invite(token),
    queryFn: ({ signal }) => getInvite(token, signal),
    retry: false,
  });
}
