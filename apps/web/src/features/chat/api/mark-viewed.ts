import { CHAT_ROUTES, type ChatMessage as ChatMessageResource } from '@cp/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { queryClient } from '../../../lib/query/query-client';
import { markMessagesViewed, refreshChat } from './chat-cache';
import { chatPath } from './chat-path';

/**
 * `PUT /chats/{id}/messages/{messageId}/viewed` (spec 02 §7): the server marks this expert's
 * message and every earlier unseen one, so one call covers a batch of seen messages: the
 * newest of them. The cache marks the batch at once; the counters are read again.
 */
export async function markViewed(chatId: number, messageIds: readonly number[]): Promise<void> {
  const newest = Math.max(...messageIds);
  if (!Number.isFinite(newest)) return;
  const { data } = await apiRequest<ChatMessageResource>(
    'PUT',
    chatPath(CHAT_ROUTES.messageViewed, chatId, newest),
  );
  markMessagesViewed(queryClient, chatId, messageIds, (data.viewed_at ?? data.updated_at) * 1000);
  refreshChat(queryClient, chatId);
}
