import { STAFF_TEAM_ROUTES, type StaffMailStatus } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { staffPath } from '../api/staff-path';

export const mailStatusKey = ['mail-status'] as const;

/**
 * `GET /staff/mail` (administrators): whether the server sends mail (SMTP_URL) or only writes it
 * to its outbox (issue 28). The team and the support inbox say so before anything is "sent".
 */
export async function getMailStatus(signal?: AbortSignal): Promise<StaffMailStatus> {
  const { data } = await apiGet<StaffMailStatus>(staffPath(STAFF_TEAM_ROUTES.mail), { signal });
  return data;
}

/** `configured` is undefined until the server has answered (then nothing is claimed either way). */
export function useMailConfigured(): boolean | undefined {
  const status = useQuery({
    queryKey: mailStatusKey,
    queryFn: ({ signal }) => getMailStatus(signal),
    // The server's configuration changes with a restart, not while the console is open.
    staleTime: 5 * 60_000,
  });
  return status.data?.configured;
}
