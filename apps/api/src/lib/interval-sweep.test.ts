import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntervalSweep } from './interval-sweep.js';

afterEach(() => vi.useRealTimers());

describe('createIntervalSweep', () => {
  it('runs the sweep each interval, never two at once, and stop waits for the one under way', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let finish: () => void = () => {};
    const sweep = createIntervalSweep({
      everyMs: 1000,
      sweep: () => {
        calls += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      failure: 'sweep failed',
    });
    sweep.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(1);
    let stopped = false;
    const stopping = sweep.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(1);
  });

  it('logs a failed sweep and keeps running', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const log = { error: (obj: unknown, msg: string) => errors.push([obj, msg]) };
    let calls = 0;
    const sweep = createIntervalSweep({
      everyMs: 1000,
      sweep: async () => {
        calls += 1;
        throw new Error('boom');
      },
      failure: 'sweep failed',
      log: log as never,
    });
    sweep.start();
    await vi.advanceTimersByTimeAsync(2000);
    await sweep.stop();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toEqual([{ err: expect.any(Error) }, 'sweep failed']);
  });
});
