import { CHAT_ROUTES, type Chat as ChatResource } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { chatKeys } from './chat-keys';
import { chatPath } from './chat-path';
import { type Chat, toChat } from './get-chats';

/** `GET /chats/{id}` (spec 02 §7 "Chat"). */
export async function getChat(chatId: number, signal?: AbortSignal): Promise<Chat> {
  const { data } = await apiGet<ChatResource>(chatPath(CHAT_ROUTES.chat, chatId), { signal });
  return toChat(data);
}

export const chatQueryOptions = (chatId: number) =>
  queryOptions({ queryKey: chatKeys.chat(chatId), queryFn: ({ signal }) => getChat(chatId, signal) });

export const useChat = (chatId: number) => useQuery(chatQueryOptions(chatId));
