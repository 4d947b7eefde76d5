import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('waits for the page to load, then for the browser to be idle', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    whenIdle(run);
    expect(idle).toHaveLength(0);
    loading.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
    idle[0]?.();
    expect(run).toHaveBeenCalledOnce();
    loading.mockRestore();
  });

  it('runs nothing once cancelled, before or after the load', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const run = vi.fn();
    // Loaded already: the idle callback is asked at once and finds the work cancelled.
    whenIdle(run)();
    for (const callback of idle) callback();
    expect(run).not.toHaveBeenCalled();
  });
});
