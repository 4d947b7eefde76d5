import { STAFF_CHAT_ROUTES } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type MessagePages, markLearnerViewedUpTo } from '../lib/message-cache';
import { deskKeys } from './desk-keys';

/** `PUT /staff/chats/{id}/messages/{messageId}/viewed`: this learner message and every earlier one. */
export async function markMessageViewed(chatId: number, messageId: number): Promise<void> {
  await apiPut(staffPath(STAFF_CHAT_ROUTES.messageViewed, { id: chatId, messageId }));
}

/** After marking, the messages show as seen here and the unread counts of the list reload. */
export function useMarkViewed(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => markMessageViewed(chatId, messageId),
    onSuccess: (_, messageId) => {
      queryClient.setQueryData(deskKeys.messages(chatId), (data: MessagePages | undefined) =>
        markLearnerViewedUpTo(data, messageId),
      );
      void queryClient.invalidateQueries({ queryKey: deskKeys.chats() });
    },
  });
}
