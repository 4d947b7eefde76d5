import { PUSH_PROMPT } from '@cp/contract';
import { readStorage, writeStorage } from '../../../lib/storage/storage';

/**
 * The push prompt's memory in this browser. Preferences, not data areas (lib/storage):
 * they survive a logout, like the cookie agreement.
 */
export const PUSH_PROMPT_KEYS = {
  views: 'cp.pushPrompt.views',
  dismissed: 'cp.pushPrompt.dismissedAt',
} as const;

export function readViews(): number {
  const views = Number(readStorage(PUSH_PROMPT_KEYS.views));
  return Number.isFinite(views) && views > 0 ? Math.floor(views) : 0;
}

/** One more page view; stops writing once the threshold is reached. Answers the count. */
export function countView(): number {
  const views = readViews();
  if (views >= PUSH_PROMPT.pageViews) return views;
  writeStorage(PUSH_PROMPT_KEYS.views, String(views + 1));
  return views + 1;
}

export const isDismissed = (): boolean => readStorage(PUSH_PROMPT_KEYS.dismissed) !== null;

export function rememberDismissal(now: number = Date.now()): void {
  writeStorage(PUSH_PROMPT_KEYS.dismissed, String(now));
}

/**
 * spec 01 §9 push prompt settings (1000 page views, 100000 ms delay): the offer is due
 * after that many page views in this browser, or once the signed-in app has been open
 * that long, whichever comes first (docs: the report's spec-gap line).
 */
export function promptDue(views: number, openForMs: number): boolean {
  return views >= PUSH_PROMPT.pageViews || openForMs >= PUSH_PROMPT.delayMs;
}
