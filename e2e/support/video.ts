import type { Locator } from '@playwright/test';

/**
 * How fast the tests watch a lesson: the player's fastest speed. Not faster: the server takes no
 * more viewing than the time passed at that speed (VIEWING_ALLOWANCE in the contract, decision
 * 043), so a lesson watched at 8x counts for a quarter of itself, and a day so watched is refused
 * its finish (409), as it would be for anyone who played it that fast.
 */
const WATCH_RATE = 2;

/** Plays the lesson in `video` muted at WATCH_RATE; resolves once it plays. */
export function watchFast(video: Locator): Promise<void> {
  return video.evaluate((v: HTMLVideoElement, rate) => {
    v.muted = true;
    v.playbackRate = rate;
    return v.play();
  }, WATCH_RATE);
}
