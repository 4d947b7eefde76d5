import { HOMEWORK_EVENT, type RealtimeEvent } from '@cp/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime } from '../../realtime/session-socket';
import { learningKeys } from '../api/learning-keys';
import { homeworkKeys } from './homework-keys';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * A homework handed in or reviewed (the socket's HOMEWORK_EVENT, decision 057): the homework
 * lists and the stream's statuses (its `homeworks`, the stage gate) are read again, so the
 * learner sees UPLOADED become DONE or FAIL without a reload (issue 10 "Live"). Checked by hand,
 * not with zod, which would load zod with the screens.
 */
export function applyHomeworkEvent(client: QueryClient, event: RealtimeEvent): void {
  if (event.event !== HOMEWORK_EVENT) return;
  const streamId = (event.data as Record<string, unknown>).user_course_stream_id;
  if (!isId(streamId)) return;
  void client.invalidateQueries({ queryKey: homeworkKeys.all });
  void client.invalidateQueries({ queryKey: learningKeys.status(streamId) });
  // An accepted homework credits its points (issue 10 "Rewards"): the balance is read again
  // (the points screens' key prefix, features/points/api/points-keys.ts).
  if ((event.data as Record<string, unknown>).status === 'DONE') {
    void client.invalidateQueries({ queryKey: ['user-score'] });
  }
}

/** Keeps homework live while a screen that shows it is mounted. */
export function useHomeworkLive(): void {
  const client = useQueryClient();
  useEffect(() => subscribeRealtime((event) => applyHomeworkEvent(client, event)), [client]);
}
