import { type ChatMessage, STAFF_CHAT_ROUTES } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type DeskMessage, toDeskMessage } from '../lib/message';
import { type MessagePages, upsertMessage } from '../lib/message-cache';
import { deskKeys } from './desk-keys';

export interface ReplyInput {
  message: string;
  /** Finished uploads' ids (decision 052), when the reply has attachments. */
  files?: string[];
}

/** `POST /staff/chats/{id}/messages`: the expert's reply (issue 9 "replies with attachments"). */
export async function postReply(chatId: number, input: ReplyInput): Promise<DeskMessage> {
  const body = input.files?.length ? input : { message: input.message };
  const response = await apiPost<ChatMessage>(staffPath(STAFF_CHAT_ROUTES.messages, { id: chatId }), {
    body,
  });
  return toDeskMessage(response.data);
}

export function usePostReply(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => postReply(chatId, input),
    onSuccess: (message) => {
      queryClient.setQueryData(deskKeys.messages(chatId), (data: MessagePages | undefined) =>
        upsertMessage(data, message),
      );
      void queryClient.invalidateQueries({ queryKey: deskKeys.chats() });
    },
  });
}
