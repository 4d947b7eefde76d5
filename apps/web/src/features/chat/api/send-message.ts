import { CHAT_ROUTES, type ChatMessage as ChatMessageResource } from '@cp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { putMessage } from './chat-cache';
import { type ChatMessage, toChatMessage } from './chat-message';
import { chatPath } from './chat-path';
import { useChatAction } from './use-chat-action';

export interface NewMessage {
  message: string;
  /** The finished uploads' ids (issue 9 "Files"). */
  files?: string[];
}

/** `POST /chats/{id}/messages` (spec 02 §7); the server holds it to messageDelay (429). */
export async function sendMessage(chatId: number, body: NewMessage): Promise<ChatMessage> {
  const payload = body.files?.length ? body : { message: body.message };
  const { data } = await apiPost<ChatMessageResource>(chatPath(CHAT_ROUTES.messages, chatId), {
    body: payload,
  });
  return toChatMessage(data);
}

export function useSendMessage(chatId: number) {
  const client = useQueryClient();
  return useChatAction(
    (body: NewMessage) => sendMessage(chatId, body),
    (message) => putMessage(client, message),
  );
}
