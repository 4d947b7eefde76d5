import { CHAT_PAGE_SIZE, CHAT_ROUTES, type ChatMessage as ChatMessageResource } from '@cp/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiGet } from '../../../lib/api/api-client';
import { type Pagination, readPagination } from '../../../lib/api/pagination';
import { chatKeys } from './chat-keys';
import { type ChatMessage, toChatMessage } from './chat-message';
import { chatPath } from './chat-path';

export interface MessagesPage {
  /** Newest first, as the server sends them (spec 02 §9 default sort). */
  messages: ChatMessage[];
  pagination: Pagination | null;
}

/** The loaded pages of a chat, the newest page first. */
export interface MessagesData {
  pages: MessagesPage[];
}

/** `GET /chats/{id}/messages?sort=-created_at&page=&per-page=10` (spec 02 §7, §9). */
export async function getMessages(chatId: number, page: number, signal?: AbortSignal): Promise<MessagesPage> {
  const { data, headers } = await apiGet<ChatMessageResource[]>(chatPath(CHAT_ROUTES.messages, chatId), {
    query: { sort: '-created_at', page, 'per-page': CHAT_PAGE_SIZE },
    signal,
  });
  return { messages: data.map(toChatMessage), pagination: readPagination(headers) };
}

/** The page after `last` (the `pageNumber`th), or undefined when the chat has no older messages. */
export function olderPage(last: MessagesPage, pageNumber: number): number | undefined {
  if (last.pagination) return pageNumber < last.pagination.pageCount ? pageNumber + 1 : undefined;
  return last.messages.length < CHAT_PAGE_SIZE ? undefined : pageNumber + 1;
}

/**
 * The loaded pages as the screen shows them: oldest at the top, newest at the bottom. A
 * message that arrived live shifts the pages by one, so a message can come twice: once.
 */
export function messagesInOrder(data: MessagesData | undefined): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of data?.pages ?? []) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
}

/**
 * Reading the chat again (a reload, an event without its text) reads the newest page and
 * keeps the older pages already shown, so the learner's place in the history stays.
 */
async function newestPage(client: QueryClient, chatId: number, signal: AbortSignal): Promise<MessagesData> {
  const first = await getMessages(chatId, 1, signal);
  const loaded = client.getQueryData<MessagesData>(chatKeys.messages(chatId));
  return { pages: [first, ...(loaded?.pages.slice(1) ?? [])] };
}

/**
 * The chat's messages a page at a time, older pages on request (spec 02 §2 "older pages on
 * scroll up"). Kept as one cache entry the socket's events change (decision 051); a plain
 * query rather than TanStack's infinite one, whose code every signed-in screen would load.
 */
export function useMessages(chatId: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ signal }) => newestPage(client, chatId, signal),
  });
  const [isFetchingNextPage, setFetching] = useState(false);
  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);
  const next = last ? olderPage(last, pages.length) : undefined;

  const fetchNextPage = useCallback(async () => {
    if (next === undefined || isFetchingNextPage) return;
    setFetching(true);
    try {
      const page = await getMessages(chatId, next);
      client.setQueryData<MessagesData>(chatKeys.messages(chatId), (data) =>
        data && data.pages.length === next - 1 ? { pages: [...data.pages, page] } : data,
      );
    } finally {
      setFetching(false);
    }
  }, [client, chatId, next, isFetchingNextPage]);

  return { ...query, hasNextPage: next !== undefined, isFetchingNextPage, fetchNextPage };
}
