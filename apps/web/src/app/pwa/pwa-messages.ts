/**
 * What the page and the service worker say to each other (decision 066). The app posts
 * SKIP_WAITING to a waiting worker once the learner chose "Update"; the worker never takes over
 * by itself, so a release never swaps the code under a learner mid-lesson.
 */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING.type;
}
