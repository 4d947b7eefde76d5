import { LEARNING_ROUTES, learningPath, type UserDayStatus } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { toUserDayStatus, type UserDayStatusResult } from './day-status';

/** `POST /user-course-streams/{streamId}/user-day-status/{dayId}/finish?expand=day.scores` (spec 02 §7). */
export async function finishDay(streamId: number, dayId: number): Promise<UserDayStatusResult> {
  const { data } = await apiPost<UserDayStatus>(
    learningPath(LEARNING_ROUTES.dayFinish, { streamId, dayId }),
    {
      query: { expand: 'day.scores' },
    },
  );
  return toUserDayStatus(data);
}
