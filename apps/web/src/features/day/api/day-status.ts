import type { UserDayStatus } from '@cp/contract';

/** What the day screen keeps of a `start` or `finish` answer (spec 02 §3 Day status). */
export interface UserDayStatusResult {
  dayStatusId: number;
  stageDayId: number;
  status: 'started' | 'finished';
  isOpenByTimeDelay: boolean;
}

export const toUserDayStatus = (status: UserDayStatus): UserDayStatusResult => ({
  dayStatusId: status.id,
  stageDayId: status.stage_day_id,
  status: status.status,
  isOpenByTimeDelay: status.is_open_by_time_delay ?? true,
});
