import { CONSOLE_SUPPORT_ROUTES, type SupportReplySent as Wire } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type SupportReplySent, toSupportReplySent } from '../lib/support-request';
import { supportKeys } from './support-keys';

/** `POST /staff/support-requests/{id}/replies/{replyId}/resend`: mails a reply that was not sent. */
export async function resendReply(id: number, replyId: number): Promise<SupportReplySent> {
  const { data } = await apiPost<Wire>(staffPath(CONSOLE_SUPPORT_ROUTES.resend, { id, replyId }));
  return toSupportReplySent(data);
}

export function useResendReply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number) => resendReply(id, replyId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.request(id) }),
  });
}
