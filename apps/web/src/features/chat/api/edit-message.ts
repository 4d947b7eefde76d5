import { CHAT_ROUTES, type ChatMessage as ChatMessageResource } from '@cp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { putMessage } from './chat-cache';
import { type ChatMessage, toChatMessage } from './chat-message';
import { chatPath } from './chat-path';
import { useChatAction } from './use-chat-action';

/** `PUT /chats/{id}/messages/{messageId}` (spec 02 §7): the learner edits their own message. */
export async function editMessage(chatId: number, messageId: number, message: string): Promise<ChatMessage> {
  const { data } = await apiRequest<ChatMessageResource>(
    'PUT',
    chatPath(CHAT_ROUTES.message, chatId, messageId),
    {
      body: { message },
    },
  );
  return toChatMessage(data);
}

export function useEditMessage(chatId: number) {
  const client = useQueryClient();
  return useChatAction(
    ({ messageId, message }: { messageId: number; message: string }) =>
      editMessage(chatId, messageId, message),
    (message) => putMessage(client, message),
  );
}
