import {
  CHAT_ROUTES,
  type ChatClosedReason,
  type Chat as ChatResource,
  STREAM_STATUSES,
  type StreamStatus,
} from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { chatKeys } from './chat-keys';
import { type ChatMessage, toChatMessage } from './chat-message';

/** spec 02 §3 Chat with what the list and the composer need, times in ms. */
export interface Chat {
  id: number;
  title: string;
  streamId: number;
  courseId: number;
  streamStatus: StreamStatus;
  streamStartDate: number | null;
  streamEndDate: number | null;
  chatStatus: string | null;
  messageExpiresDate: number | null;
  isExpertMessageEnable: boolean;
  isUserMessageEnable: boolean;
  /** Why the learner cannot write now, null when they can (issue 28). */
  closedReason: ChatClosedReason | null;
  avatar: string | null;
  unreadCount: number;
  lastMessage: ChatMessage | null;
  consultations: { used: number; max: number | null; left: number | null };
  /** spec 02 §9 messageDelay, seconds. */
  messageDelay: number;
}

const ms = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

export function toChat(chat: ChatResource): Chat {
  return {
    id: chat.id,
    title: chat.title,
    streamId: chat.streamId,
    courseId: chat.course_id,
    streamStatus: chat.stream_status,
    streamStartDate: ms(chat.stream_start_date),
    streamEndDate: ms(chat.stream_end_date),
    chatStatus: chat.chat_status,
    messageExpiresDate: ms(chat.message_expires_date),
    isExpertMessageEnable: chat.isExpertMessageEnable,
    isUserMessageEnable: chat.isUserMessageEnable,
    // An answer kept offline from a server that did not send it has none.
    closedReason: chat.chat_closed_reason ?? null,
    avatar: chat.avatar,
    unreadCount: chat.unread_count,
    lastMessage: chat.last_message ? toChatMessage(chat.last_message) : null,
    consultations: { ...chat.consultations },
    messageDelay: chat.message_delay,
  };
}

/**
 * spec 02 §4 "The chat list orders streams open, not started, freeze, stopped, ended"; within
 * a status the newest conversation first. The server orders too; this keeps the order when
 * live updates change the list.
 */
export function orderChats(chats: readonly Chat[]): Chat[] {
  const rank = (chat: Chat) => STREAM_STATUSES.indexOf(chat.streamStatus);
  const newest = (chat: Chat) => chat.lastMessage?.createdAt ?? 0;
  return [...chats].sort((a, b) => rank(a) - rank(b) || newest(b) - newest(a) || b.id - a.id);
}

/** The unread badge of the menus (spec 01 §2): every chat's unread messages. */
export function unreadTotal(chats: readonly Chat[]): number {
  return chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
}

/** `GET /chats` (spec 02 §7 "Chat"). */
export async function getChats(signal?: AbortSignal): Promise<Chat[]> {
  const { data } = await apiGet<ChatResource[]>(CHAT_ROUTES.chats, { signal });
  return orderChats(data.map(toChat));
}

export const chatsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.list, queryFn: ({ signal }) => getChats(signal) });

export const useChats = (enabled = true) => useQuery({ ...chatsQueryOptions(), enabled });
