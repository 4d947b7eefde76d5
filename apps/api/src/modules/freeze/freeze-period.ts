import type { streamFreezes } from '../../db/schema/index.js';
import { DAY_MS, heldUntil } from '../streams/index.js';

/** A freeze as stored; the period rules below read it, the repository writes it. */
export type FreezeRow = typeof streamFreezes.$inferSelect;

/**
 * The period a new freeze holds (spec 02 §4 Stream freeze, decision 043): as many
 * whole days as were asked for, from the asked start, but never from before the
 * moment it is asked for. A freeze "from today" asked at 15:00 holds from 15:00:
 * the hours already lived today stay training time, so no day that has opened
 * (and may be finished) is taken back, and today does not move backwards.
 */
export function freezePeriod(
  requestedStartMs: number,
  requestedEndMs: number,
  now: number,
): { start: number; end: number; days: number } {
  const days = Math.ceil((requestedEndMs - requestedStartMs) / DAY_MS);
  const start = Math.max(requestedStartMs, now);
  return { start, end: start + days * DAY_MS, days };
}

/**
 * What comes off the stream's end date when a freeze is lifted: everything it
 * would still have held beyond its whole days already frozen (decision 043).
 * `lifted` is the freeze as stored after the lift (status 2, canceled_at set).
 */
export function givenBackMs(
  lifted: Pick<FreezeRow, 'startDate' | 'endDate' | 'status' | 'canceledAt'>,
): number {
  return lifted.endDate.getTime() - heldUntil(lifted);
}
