import { type Consultation, STAFF_CHAT_ROUTES } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type DeskConsultation, toDeskConsultation } from '../lib/chat-detail';
import { deskKeys } from './desk-keys';

/** `POST /staff/chats/{id}/consultations`: opens one at the chat's newest message (spec 02 §4). */
export async function openConsultation(chatId: number): Promise<DeskConsultation> {
  const response = await apiPost<Consultation>(staffPath(STAFF_CHAT_ROUTES.consultations, { id: chatId }));
  return toDeskConsultation(response.data);
}

export function useOpenConsultation(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => openConsultation(chatId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.chat(chatId) });
      void queryClient.invalidateQueries({ queryKey: deskKeys.chats() });
    },
  });
}
