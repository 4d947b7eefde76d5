import type { UserDayStatus } from '@cp/contract';
import { toSeconds } from '../../lib/time.js';
import type { DayStatusRow } from './days.repository.js';

export function presentDayStatus(row: DayStatusRow, isOpenByTimeDelay: boolean): UserDayStatus {
  return {
    id: row.id,
    user_course_stream_id: row.userCourseStreamId,
    stage_day_id: row.dayId,
    status: row.finishedAt ? 'finished' : 'started',
    is_open_by_time_delay: isOpenByTimeDelay,
    started_at: toSeconds(row.startedAt)!,
    finished_at: toSeconds(row.finishedAt),
    scores_earned: row.scoresEarned,
  };
}
