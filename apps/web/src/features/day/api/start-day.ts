import { LEARNING_ROUTES, learningPath, type UserDayStatus } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { toUserDayStatus, type UserDayStatusResult } from './day-status';

/** `POST /user-course-streams/{streamId}/user-day-status/{dayId}/start?expand=day.scores` (spec 02 §7). */
export async function startDay(streamId: number, dayId: number): Promise<UserDayStatusResult> {
  const { data } = await apiPost<UserDayStatus>(learningPath(LEARNING_ROUTES.dayStart, { streamId, dayId }), {
    query: { expand: 'day.scores' },
  });
  return toUserDayStatus(data);
}
