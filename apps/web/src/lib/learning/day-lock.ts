import type { StreamStatus } from '@cp/contract';
import { activeFreeze } from './active-freeze';
import type { Day } from './api/course';
import type { Stream } from './api/stream';
import type { DayStatus } from './api/stream-status';

/**
 * Why a day cannot be opened, in the order the learner should hear it:
 * the stream is frozen, or not open (not started, stopped, ended); the demo
 * locks it; its stage is closed until a homework is handed in; its date has not
 * come; the time delay after the previous day has not passed.
 */
export type DayLockReason = 'freeze' | 'stream' | 'demo' | 'stage' | 'schedule' | 'time_delay';

export interface DayLockInput {
  stream: Pick<Stream, 'status' | 'isDemo' | 'courseFullAccess' | 'freeze'>;
  /** The status call's stream status: fresher than the stream's own. */
  streamStatus?: StreamStatus;
  day: Pick<Day, 'isDemoAccessible' | 'dayOfRest'>;
  dayStatus: Pick<DayStatus, 'isOpenByTimeDelay' | 'lock'> | undefined;
  now: number;
}

export function dayLock({ stream, streamStatus, day, dayStatus, now }: DayLockInput): DayLockReason | null {
  const status = streamStatus ?? stream.status;
  if (status === 'freeze' || activeFreeze(stream, now)) return 'freeze';
  if (status !== 'open' || dayStatus?.lock === 'stream') return 'stream';
  const openByTimeDelay = dayStatus?.isOpenByTimeDelay ?? true;
  // spec 02 §4: a demo stream without full access locks a day that is not
  // demo-accessible or not yet open by time delay.
  if (stream.isDemo && !stream.courseFullAccess && (!day.isDemoAccessible || !openByTimeDelay)) return 'demo';
  if (dayStatus?.lock === 'demo') return 'demo';
  if (dayStatus?.lock === 'stage') return 'stage';
  if (dayStatus?.lock === 'schedule') return 'schedule';
  if (!openByTimeDelay || dayStatus?.lock === 'time_delay') return 'time_delay';
  return null;
}
