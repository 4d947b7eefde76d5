import { type Consultation, STAFF_CHAT_ROUTES } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type DeskConsultation, toDeskConsultation } from '../lib/chat-detail';
import { deskKeys } from './desk-keys';

/** `PUT /staff/chats/{id}/consultations/{consultationId}/close`: closes it at the newest message. */
export async function closeConsultation(chatId: number, consultationId: number): Promise<DeskConsultation> {
  const response = await apiPut<Consultation>(
    staffPath(STAFF_CHAT_ROUTES.consultationClose, { id: chatId, consultationId }),
  );
  return toDeskConsultation(response.data);
}

export function useCloseConsultation(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consultationId: number) => closeConsultation(chatId, consultationId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.chat(chatId) });
      void queryClient.invalidateQueries({ queryKey: deskKeys.chats() });
    },
  });
}
