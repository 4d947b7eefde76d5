import { useEffect, useState } from 'react';
import type { VideoConsultation } from '../api/get-video-consultations';

/** Browsers fire a longer timeout at once; a window further off is looked at again later. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/** Where the clock stands against the window of "Join": before it, in it, or past it (or none). */
export type JoinState = 'none' | 'before' | 'open' | 'past';

export function joinState(c: Pick<VideoConsultation, 'joinFrom' | 'joinUntil'>, now: number): JoinState {
  if (c.joinFrom === null || c.joinUntil === null) return 'none';
  if (now < c.joinFrom) return 'before';
  return now < c.joinUntil ? 'open' : 'past';
}

/**
 * The join state now, re-rendered when the window opens or closes, so a learner who keeps the
 * screen open sees "Join" come and go without reloading (decision 142).
 */
export function useJoinState(c: Pick<VideoConsultation, 'joinFrom' | 'joinUntil'>): JoinState {
  const [now, setNow] = useState(() => Date.now());
  const state = joinState(c, now);
  useEffect(() => {
    const next = state === 'before' ? c.joinFrom : state === 'open' ? c.joinUntil : null;
    if (next === null) return;
    // From the moment this render read (`now`): a wait longer than a timeout can hold fires early,
    // sets a new `now` and comes back here for the rest.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - now, 0), LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [state, c.joinFrom, c.joinUntil, now]);
  return state;
}
