import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import type { ChatMessage } from './chat-message';
import type { Chat } from './get-chats';
import type { MessagesData } from './get-messages';

/**
 * Changes of the cached chat after a call of this learner or an event of the socket
 * (decision 051). Each is idempotent: the same message or mark twice changes nothing more.
 */

/** A new or edited message: replaced where loaded, else added as the newest. */
export function putMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<MessagesData>(chatKeys.messages(message.chatId), (data) => {
    if (!data) return data;
    const loaded = data.pages.some((page) => page.messages.some((item) => item.id === message.id));
    const pages = data.pages.map((page, index) => {
      if (loaded) {
        return { ...page, messages: page.messages.map((item) => (item.id === message.id ? message : item)) };
      }
      return index === 0 ? { ...page, messages: [message, ...page.messages] } : page;
    });
    return { ...data, pages };
  });
  const withLast = (chat: Chat): Chat =>
    !chat.lastMessage || chat.lastMessage.id <= message.id ? { ...chat, lastMessage: message } : chat;
  client.setQueryData<Chat>(chatKeys.chat(message.chatId), (chat) => chat && withLast(chat));
  client.setQueryData<Chat[]>(chatKeys.list, (chats) =>
    chats?.map((chat) => (chat.id === message.chatId ? withLast(chat) : chat)),
  );
}

/** Messages marked viewed (by this learner or the expert). */
export function markMessagesViewed(
  client: QueryClient,
  chatId: number,
  messageIds: readonly number[],
  viewedAt: number,
): void {
  const ids = new Set(messageIds);
  const mark = (message: ChatMessage): ChatMessage =>
    ids.has(message.id) && !message.isViewed ? { ...message, isViewed: true, viewedAt } : message;
  client.setQueryData<MessagesData>(
    chatKeys.messages(chatId),
    (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map(mark) })) },
  );
}

/** The counters the server keeps (unread, consultations): read again. */
export function refreshChat(client: QueryClient, chatId: number): void {
  void client.invalidateQueries({ queryKey: chatKeys.list });
  void client.invalidateQueries({ queryKey: chatKeys.chat(chatId) });
}
