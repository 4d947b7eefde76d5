import { PUSH_PROMPT } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import {
  countView,
  isDismissed,
  PUSH_PROMPT_KEYS,
  promptDue,
  readViews,
  rememberDismissal,
} from './push-prompt-rule';

describe('push prompt rule (spec 01 §9: 1000 page views, 100000 ms)', () => {
  it('is due after the page views or after the delay, whichever comes first', () => {
    expect(promptDue(PUSH_PROMPT.pageViews - 1, PUSH_PROMPT.delayMs - 1)).toBe(false);
    expect(promptDue(PUSH_PROMPT.pageViews, 0)).toBe(true);
    expect(promptDue(0, PUSH_PROMPT.delayMs)).toBe(true);
  });

  it('counts page views in localStorage and stops at the threshold', () => {
    expect(readViews()).toBe(0);
    expect(countView()).toBe(1);
    expect(countView()).toBe(2);
    expect(window.localStorage.getItem(PUSH_PROMPT_KEYS.views)).toBe('2');
    window.localStorage.setItem(PUSH_PROMPT_KEYS.views, String(PUSH_PROMPT.pageViews));
    expect(countView()).toBe(PUSH_PROMPT.pageViews);
    expect(readViews()).toBe(PUSH_PROMPT.pageViews);
  });

  it('reads a damaged count as none', () => {
    window.localStorage.setItem(PUSH_PROMPT_KEYS.views, 'lots');
    expect(readViews()).toBe(0);
  });

  it('remembers a dismissal', () => {
    expect(isDismissed()).toBe(false);
    rememberDismissal(1234);
    expect(isDismissed()).toBe(true);
    expect(window.localStorage.getItem(PUSH_PROMPT_KEYS.dismissed)).toBe('1234');
  });
});
