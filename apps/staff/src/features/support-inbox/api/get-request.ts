import { CONSOLE_SUPPORT_ROUTES, type SupportRequestDetail as Wire } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type SupportRequestDetail, toSupportRequestDetail } from '../lib/support-request';
import { supportKeys } from './support-keys';

/** `GET /staff/support-requests/{id}`: the request with its learner, stream and replies. */
export async function getRequest(id: number, signal?: AbortSignal): Promise<SupportRequestDetail> {
  const { data } = await apiGet<Wire>(staffPath(CONSOLE_SUPPORT_ROUTES.request, { id }), { signal });
  return toSupportRequestDetail(data);
}

export function useSupportRequest(id: number) {
  return useQuery({ queryKey: supportKeys.request(id), queryFn: ({ signal }) => getRequest(id, signal) });
}
