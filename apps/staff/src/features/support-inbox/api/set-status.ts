import {
  CONSOLE_SUPPORT_ROUTES,
  type SupportRequestStatus,
  type SupportRequestDetail as Wire,
} from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type SupportRequestDetail, toSupportRequestDetail } from '../lib/support-request';
import { supportKeys } from './support-keys';

/** `PUT /staff/support-requests/{id}/status`. */
export async function setStatus(id: number, status: SupportRequestStatus): Promise<SupportRequestDetail> {
  const { data } = await apiPut<Wire>(staffPath(CONSOLE_SUPPORT_ROUTES.status, { id }), { body: { status } });
  return toSupportRequestDetail(data);
}

export function useSetStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SupportRequestStatus) => setStatus(id, status),
    onSuccess: (detail) => {
      queryClient.setQueryData(supportKeys.request(id), detail);
      void queryClient.invalidateQueries({ queryKey: supportKeys.all() });
    },
  });
}
