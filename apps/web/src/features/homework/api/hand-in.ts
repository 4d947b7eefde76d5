import { type HandInBody as HandInPayload, type HandInResult, HOMEWORK_ROUTES } from '@cp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiPost } from '../../../lib/api/api-client';
import { learningKeys } from '../../../lib/learning/api/learning-keys';
import { homeworkKeys } from '../../../lib/learning/homework/homework-keys';
import { toUserHomework, type UserHomework } from '../../../lib/learning/homework/user-homework';

/** What the form hands in (spec 02 §5): the message, the finished uploads, the exercises chosen. */
export interface HandIn {
  message: string;
  files: string[];
  exerciseIds: number[];
}

/**
 * `POST /user-course-streams/{streamId}/user-homework/{statusId}` (spec 02 §7): the answer holds
 * the chat message and the new status. spec 02 §5: "StreamId must be set", "UserHomeworkStatusId
 * must be set".
 */
export async function handInHomework(
  streamId: number,
  statusId: number,
  body: HandIn,
): Promise<UserHomework> {
  if (!streamId) throw new Error('StreamId must be set');
  if (!statusId) throw new Error('UserHomeworkStatusId must be set');
  const payload: Partial<HandInPayload> = { message: body.message };
  if (body.files.length) payload.files = body.files;
  if (body.exerciseIds.length) payload.exercise_ids = body.exerciseIds;
  const path = HOMEWORK_ROUTES.handIn
    .replace(':streamId', String(streamId))
    .replace(':statusId', String(statusId));
  const { data } = await apiPost<HandInResult>(path, { body: payload });
  return toUserHomework(data.userHomeworkStatus);
}

/**
 * The hand-in's state. Plain state rather than useMutation, as the chat does (its observer
 * would join the query chunk every signed-in screen loads). A hand-in changes the homework
 * lists, the stream's statuses (the stage gate) and the chat, so they are read again.
 */
export function useHandIn(streamId: number, statusId: number) {
  const client = useQueryClient();
  const [isPending, setPending] = useState(false);
  const submit = useCallback(
    async (body: HandIn): Promise<UserHomework> => {
      setPending(true);
      try {
        const updated = await handInHomework(streamId, statusId, body);
        client.setQueryData<UserHomework[]>(homeworkKeys.stream(streamId), (list) =>
          list?.map((item) => (item.id === updated.id ? updated : item)),
        );
        void client.invalidateQueries({ queryKey: homeworkKeys.all });
        void client.invalidateQueries({ queryKey: learningKeys.status(streamId) });
        void client.invalidateQueries({ queryKey: ['chat'] });
        return updated;
      } finally {
        setPending(false);
      }
    },
    [client, streamId, statusId],
  );
  return { submit, isPending };
}
