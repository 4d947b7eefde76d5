import { describe, expect, it } from 'vitest';
import { dayEndToSeconds, dayStartToSeconds, toDay } from './dates';

describe('dates of a stream', () => {
  it('reads a day as its local start and end, and refuses what is not a day', () => {
    const start = dayStartToSeconds('2030-01-31')!;
    const end = dayEndToSeconds('2030-01-31')!;
    expect(new Date(start * 1000).getHours()).toBe(0);
    expect(end - start).toBe(86_399);
    expect(toDay(start * 1000)).toBe('2030-01-31');
    expect(dayStartToSeconds('2030-02-30')).toBeNull();
    expect(dayEndToSeconds('')).toBeNull();
  });
});
