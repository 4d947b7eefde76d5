import type { Locator } from '@playwright/test';

/**
 * How fast the tests watch a lesson: the player's fastest speed. Not faster: the server takes no
 * more viewing than the time passed at that speed (VIEWING_ALLOWANCE in the contract, decision
 * 043), so a lesson watched at 8x counts for a quarter of itself, and a day so watched is refused
 * its finish (409), as it would be for anyone who played it that fast.
 */
const WATCH_RATE = 2;

/**
 * Plays the lesson in `video` muted at WATCH_RATE; resolves once it plays, with the position it
 * started from. A lesson's source comes with the first play (decision 131): that play's promise
 * is then rejected by the new load (AbortError) while the player starts it again itself, so the
 * first `playing` event is what is waited for, not the promise.
 */
export function watchFast(video: Locator): Promise<number> {
  return video.evaluate(
    (v: HTMLVideoElement, rate) =>
      new Promise<number>((resolve, reject) => {
        v.muted = true;
        v.playbackRate = rate;
        const timer = setTimeout(() => reject(new Error('the lesson did not start playing in 20 s')), 20_000);
        const started = () => {
          clearTimeout(timer);
          resolve(v.currentTime);
        };
        if (!v.paused && v.readyState > 2) return started();
        v.addEventListener('playing', started, { once: true });
        v.play().catch((error: DOMException) => {
          if (error.name !== 'AbortError') reject(error);
        });
      }),
    WATCH_RATE,
  );
}
