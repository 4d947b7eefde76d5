import { CONSOLE_SUPPORT_ROUTES, type SupportReplySent as Wire } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type SupportReplySent, toSupportReplySent } from '../lib/support-request';
import { supportKeys } from './support-keys';

/**
 * `POST /staff/support-requests/{id}/replies`: stored, then mailed; `close` closes the request.
 * `mail` says what became of the mail: `sent`, `not_configured` (the server has no SMTP, nobody
 * was e-mailed: issue 28) or `failed` (kept, and the thread offers to send it again).
 */
export async function sendReply(id: number, body: string, close: boolean): Promise<SupportReplySent> {
  const { data } = await apiPost<Wire>(staffPath(CONSOLE_SUPPORT_ROUTES.replies, { id }), {
    body: { body, close },
  });
  return toSupportReplySent(data);
}

export function useSendReply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, close }: { body: string; close: boolean }) => sendReply(id, body, close),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all() }),
  });
}
