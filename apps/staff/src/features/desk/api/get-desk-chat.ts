import { STAFF_CHAT_ROUTES, type StaffChatDetail } from '@cp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type DeskChatDetail, toDeskChatDetail } from '../lib/chat-detail';
import { deskKeys } from './desk-keys';

/** `GET /staff/chats/{id}`: the chat with the learner's stream and the consultations. */
export async function getDeskChat(chatId: number, signal?: AbortSignal): Promise<DeskChatDetail> {
  const response = await apiGet<StaffChatDetail>(staffPath(STAFF_CHAT_ROUTES.chat, { id: chatId }), {
    signal,
  });
  return toDeskChatDetail(response.data);
}

export function useDeskChat(chatId: number) {
  return useQuery({ queryKey: deskKeys.chat(chatId), queryFn: ({ signal }) => getDeskChat(chatId, signal) });
}
