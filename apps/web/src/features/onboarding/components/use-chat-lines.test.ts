import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_DELAY_MS, useChatLines } from './use-chat-lines';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useChatLines', () => {
  it("shows the school's lines one after another, the learner's answer at once", () => {
    const { result } = renderHook(() => useChatLines());
    act(() => result.current.say(['Hello!', 'What is your name?']));
    expect(result.current.lines).toEqual([]);
    expect(result.current.typing).toBe(true);
    act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(result.current.lines.map((line) => line.text)).toEqual(['Hello!']);
    act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(result.current.lines.map((line) => line.text)).toEqual(['Hello!', 'What is your name?']);
    expect(result.current.typing).toBe(false);
    act(() => result.current.answer('Ana'));
    expect(result.current.lines.at(-1)).toMatchObject({ from: 'learner', text: 'Ana' });
  });

  it('does not wait where less motion is asked for (no delay)', () => {
    const { result } = renderHook(() => useChatLines(0));
    act(() => result.current.say(['Hello!']));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.lines.map((line) => line.text)).toEqual(['Hello!']);
  });
});
