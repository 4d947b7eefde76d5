import { CHAT_PAGE_SIZE, type ChatMessage, STAFF_CHAT_ROUTES } from '@cp/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { nextPage, type Pagination, readPagination } from '../../../lib/api/pagination';
import { staffPath } from '../../../lib/api/staff-path';
import { type DeskMessage, toDeskMessage } from '../lib/message';
import { deskKeys } from './desk-keys';

export interface MessagePage {
  messages: DeskMessage[];
  pagination: Pagination | null;
}

/** `GET /staff/chats/{id}/messages?page=`: 10 a page, newest first (spec 02 §7, §9). */
export async function listChatMessages(
  chatId: number,
  page: number,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const response = await apiGet<ChatMessage[]>(staffPath(STAFF_CHAT_ROUTES.messages, { id: chatId }), {
    query: { page, 'per-page': CHAT_PAGE_SIZE, sort: '-created_at' },
    signal,
  });
  return { messages: response.data.map(toDeskMessage), pagination: readPagination(response.headers) };
}

/** The chat's messages; older pages load when the expert scrolls up. */
export function useChatMessages(chatId: number) {
  return useInfiniteQuery({
    queryKey: deskKeys.messages(chatId),
    queryFn: ({ pageParam, signal }) => listChatMessages(chatId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.pagination),
  });
}
