import { CHAT_ROUTES, type ChatMessage as ChatMessageResource } from '@cp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { putMessage } from './chat-cache';
import { type ChatMessage, toChatMessage } from './chat-message';
import { chatPath } from './chat-path';
import { useChatAction } from './use-chat-action';

/** `PUT /chats/{id}/messages/{messageId}/rating {rating}` (spec 02 §7): rating an expert's answer. */
export async function rateMessage(chatId: number, messageId: number, rating: number): Promise<ChatMessage> {
  const { data } = await apiRequest<ChatMessageResource>(
    'PUT',
    chatPath(CHAT_ROUTES.messageRating, chatId, messageId),
    { body: { rating } },
  );
  return toChatMessage(data);
}

export function useRateMessage(chatId: number) {
  const client = useQueryClient();
  return useChatAction(
    ({ messageId, rating }: { messageId: number; rating: number }) => rateMessage(chatId, messageId, rating),
    (message) => putMessage(client, message),
  );
}
