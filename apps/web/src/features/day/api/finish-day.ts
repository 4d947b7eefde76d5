import { LEARNING_ROUTES, learningPath, type UserDayStatus } from '@cp/contract';
import { writeQueue } from '../../../lib/offline/write-queue';
import { toUserDayStatus, type UserDayStatusResult } from './day-status';

/**
 * `POST /user-course-streams/{streamId}/user-day-status/{dayId}/finish?expand=day.scores` (spec 02 §7),
 * through the device's write queue (decision 067): null when it waits for the network.
 */
export async function finishDay(streamId: number, dayId: number): Promise<UserDayStatusResult | null> {
  const outcome = await writeQueue.submit({
    path: learningPath(LEARNING_ROUTES.dayFinish, { streamId, dayId }),
    query: { expand: 'day.scores' },
  });
  return outcome.queued ? null : toUserDayStatus(outcome.data as UserDayStatus);
}
