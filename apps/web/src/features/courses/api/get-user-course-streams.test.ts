import { describe, expect, it, vi } from 'vitest';
import type { Stream } from '../../../lib/learning/api/stream';
import { type LoadStreamsDeps, loadStreams } from './get-user-course-streams';

const stream = { id: 1 } as Stream;

function deps(
  lists: Stream[][],
): LoadStreamsDeps & { [K in keyof LoadStreamsDeps]: ReturnType<typeof vi.fn> } {
  const queue = [...lists];
  return {
    fetchStreams: vi.fn(async () => ({ streams: queue.shift() ?? [], pagination: null })),
    createOrder: vi.fn(async () => ({
      id: 1,
      status: 'paid' as const,
      serviceId: 498,
      streamId: 6,
      createdAt: 0,
    })),
    fetchCourseService: vi.fn(async () => ({}) as never),
  };
}

const demo = { isDemoAccessible: true, demoCourseServiceId: 498 };

describe('loadStreams (spec 01 §4 app data load)', () => {
  it('returns the streams when the learner has some', async () => {
    const d = deps([[stream]]);
    expect((await loadStreams(demo, undefined, d)).streams).toEqual([stream]);
    expect(d.createOrder).not.toHaveBeenCalled();
  });

  it('with no streams, orders the demo, fetches the service and loads once more', async () => {
    const d = deps([[], [stream]]);
    expect((await loadStreams(demo, undefined, d)).streams).toEqual([stream]);
    expect(d.createOrder).toHaveBeenCalledWith(498, undefined);
    expect(d.fetchCourseService).toHaveBeenCalledWith(498, undefined);
    expect(d.fetchStreams).toHaveBeenCalledTimes(2);
  });

  it('retries the load only once', async () => {
    const d = deps([[], []]);
    expect((await loadStreams(demo, undefined, d)).streams).toEqual([]);
    expect(d.fetchStreams).toHaveBeenCalledTimes(2);
    expect(d.createOrder).toHaveBeenCalledTimes(1);
  });

  it('does nothing more without demo access or a demo service', async () => {
    for (const offer of [
      { isDemoAccessible: false, demoCourseServiceId: 498 },
      { isDemoAccessible: true, demoCourseServiceId: null },
    ]) {
      const d = deps([[]]);
      await loadStreams(offer, undefined, d);
      expect(d.createOrder).not.toHaveBeenCalled();
      expect(d.fetchStreams).toHaveBeenCalledTimes(1);
    }
  });

  it('keeps the empty list when the demo order fails', async () => {
    const d = deps([[]]);
    d.createOrder.mockRejectedValueOnce(new Error('409'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await loadStreams(demo, undefined, d)).streams).toEqual([]);
    expect(d.fetchStreams).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
