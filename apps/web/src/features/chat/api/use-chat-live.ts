import { CHAT_EVENTS, type ChatMessage as ChatMessageResource, type RealtimeEvent } from '@cp/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime } from '../../../lib/realtime/session-socket';
import { markMessagesViewed, putMessage, refreshChat } from './chat-cache';
import { chatEventOf } from './chat-event';
import { chatKeys } from './chat-keys';
import { toChatMessage } from './chat-message';

/**
 * The chat's events of the session socket into the cache (issue 9 "Live"; decision 051): a
 * new or edited message, viewed marks and consultations change the open chat, the list and
 * the unread badge without a reload. A message too long for the socket comes as
 * `message: null`: its chat's messages are read again.
 */
export function applyChatEvent(client: QueryClient, received: RealtimeEvent): void {
  const event = chatEventOf(received);
  if (!event) return;
  if (event.event === CHAT_EVENTS.message || event.event === CHAT_EVENTS.messageUpdated) {
    const { data } = event;
    if (data.message === null) {
      void client.invalidateQueries({ queryKey: chatKeys.messages(data.chat_id) });
    } else {
      putMessage(client, toChatMessage(data as ChatMessageResource));
    }
    if (event.event === CHAT_EVENTS.message) refreshChat(client, data.chat_id);
    return;
  }
  if (event.event === CHAT_EVENTS.viewed) {
    markMessagesViewed(client, event.data.chat_id, event.data.message_ids, event.data.viewed_at * 1000);
    refreshChat(client, event.data.chat_id);
    return;
  }
  if (event.event === CHAT_EVENTS.consultation) {
    refreshChat(client, event.data.chat_id);
    void client.invalidateQueries({ queryKey: [...chatKeys.all, 'consultations'] });
  }
}

let listening: { count: number; stop: () => void } | null = null;

/**
 * Keeps the chat cache live while any chat screen or badge is mounted: one listener for all
 * of them, however many mount.
 */
export function useChatLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (listening) listening.count += 1;
    else listening = { count: 1, stop: subscribeRealtime((event) => applyChatEvent(client, event)) };
    return () => {
      if (!listening) return;
      listening.count -= 1;
      if (listening.count === 0) {
        listening.stop();
        listening = null;
      }
    };
  }, [client]);
}
