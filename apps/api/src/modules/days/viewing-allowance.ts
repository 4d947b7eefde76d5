/**
 * How much viewing one statistics record may claim (issue 8, decision 043).
 * spec 02 §4 "Viewing statistics": each record holds what was watched since the
 * previous send. Nobody watches a lesson for longer than the time that has
 * passed, so a record may claim at most the time since the lesson's previous
 * record (or, for its first, since its day opened), at the fastest playback
 * rate, plus a little for the network (the app gives up a send after 5 s,
 * spec 02 §9 TIMEOUT_SAVE_STATISTIC).
 */

import { VIEWING_ALLOWANCE } from '@cp/contract';

/** The player's fastest speed (the web player's PLAYBACK_RATES): seconds of video per second of time. */
export const MAX_PLAYBACK_RATE = VIEWING_ALLOWANCE.maxPlaybackRate;
/** Seconds allowed on top of the time passed: a slow previous send, clocks. */
export const VIEWING_SLACK_SECONDS = VIEWING_ALLOWANCE.slackSeconds;
/** Largest value of a PostgreSQL `integer`: sums stop here instead of failing. */
export const INT_MAX = 2_147_483_647;

/** The most seconds a record may claim when `sinceMs` is the last moment nothing was unsent. */
export function viewingAllowance(sinceMs: number, now: number): number {
  const passed = Math.max(0, (now - sinceMs) / 1000);
  return Math.floor(passed * MAX_PLAYBACK_RATE) + VIEWING_SLACK_SECONDS;
}

/** Raised inside the write when a record claims more than the time since the lesson's previous one. */
export class ViewingTooLong extends Error {}
