import { FREEZE_STATUS } from '@cp/contract';
import type { Stream } from './api/stream';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The freeze in force now (status Active), if any. */
export function activeFreeze(stream: Pick<Stream, 'freeze'>, now: number) {
  const { freeze } = stream;
  if (!freeze || freeze.status === FREEZE_STATUS.canceled) return null;
  if (freeze.status === FREEZE_STATUS.active) return freeze;
  // A created freeze whose period has come is in force too (the status may lag behind the clock).
  return freeze.startDate <= now && now < freeze.endDate ? freeze : null;
}
