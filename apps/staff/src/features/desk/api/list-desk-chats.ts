import { STAFF_CHAT_ROUTES } from '@cp/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { nextPage, type Pagination, readPagination } from '../../../lib/api/pagination';
import { staffPath } from '../../../lib/api/staff-path';
import { type DeskChat, type StaffChatWire, toDeskChat } from '../lib/chat';
import { deskKeys } from './desk-keys';

/** Chats per page of the desk's list. */
export const DESK_PAGE_SIZE = 20;

export interface DeskChatPage {
  chats: DeskChat[];
  pagination: Pagination | null;
}

/** `GET /staff/chats?search=&page=`: the chats of the expert's courses, most unread first (decision 050). */
export async function listDeskChats(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<DeskChatPage> {
  const response = await apiGet<StaffChatWire[]>(staffPath(STAFF_CHAT_ROUTES.chats), {
    query: { search: search.trim() || undefined, page, 'per-page': DESK_PAGE_SIZE },
    signal,
  });
  return { chats: response.data.map(toDeskChat), pagination: readPagination(response.headers) };
}

/** The list, page by page ("show more"); `search` by learner name or e-mail. */
export function useDeskChats(search: string) {
  return useInfiniteQuery({
    queryKey: deskKeys.chatList(search),
    queryFn: ({ pageParam, signal }) => listDeskChats(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.pagination),
  });
}
