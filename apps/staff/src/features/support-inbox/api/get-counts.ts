import { CONSOLE_SUPPORT_ROUTES, type SupportRequestCounts } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { supportKeys } from './support-keys';

/** `GET /staff/support-requests/counts`: the tabs' numbers and the navigation's `new`. */
export async function getCounts(signal?: AbortSignal): Promise<SupportRequestCounts> {
  const { data } = await apiGet<SupportRequestCounts>(staffPath(CONSOLE_SUPPORT_ROUTES.counts), { signal });
  return { new: data.new, answered: data.answered, closed: data.closed };
}

export function useSupportCounts() {
  return useQuery({
    queryKey: supportKeys.counts(),
    queryFn: ({ signal }) => getCounts(signal),
    refetchInterval: 60_000,
  });
}
