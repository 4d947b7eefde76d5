import { MIN_SAVE_VIEWED_MS, MIN_SAVE_VIEWED_MS_VIDEO_ENDED, TIMEOUT_SAVE_STATISTIC } from '@cp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatisticsQueue } from './statistics-queue';
import { isSendable, minViewedMs, STATISTICS_ERROR_MESSAGE, type StatisticRecord } from './statistics-rules';

const key = { streamId: 1, dayId: 5, lessonSetLessonId: 9 };
const answer = { dayStatusId: 77 };

function queue(
  send = vi.fn(
    async (_record: StatisticRecord, _signal: AbortSignal, _options: { keepalive: boolean }) => answer,
  ),
) {
  const report = vi.fn();
  const onSaved = vi.fn();
  return { q: new StatisticsQueue({ send, report, onSaved }), send, report, onSaved };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('statistics rules', () => {
  it('need 2000 ms of viewing, 30000 ms once the video has ended', () => {
    expect(minViewedMs({ afterVideoEnded: false })).toBe(MIN_SAVE_VIEWED_MS);
    expect(minViewedMs({ afterVideoEnded: true })).toBe(MIN_SAVE_VIEWED_MS_VIDEO_ENDED);
    expect(isSendable({ afterVideoEnded: false, viewedMs: 1999 })).toBe(false);
    expect(isSendable({ afterVideoEnded: false, viewedMs: 2000 })).toBe(true);
    expect(isSendable({ afterVideoEnded: true, viewedMs: 29_999 })).toBe(false);
    expect(isSendable({ afterVideoEnded: true, viewedMs: 30_000 })).toBe(true);
  });
});

describe('StatisticsQueue', () => {
  it('keeps a record under the minimum and sends it once it reaches it', async () => {
    const { q, send } = queue();
    q.addViewed(key, 1500, null);
    expect(await q.flush()).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    expect(q.pending()[0]?.viewedMs).toBe(1500);
    q.addViewed(key, 600, 3);
    expect(await q.flush()).toEqual([answer]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ ...key, dayStatusId: 3, viewedMs: 2100, playCount: 0 });
    expect(q.pending()).toEqual([]);
  });

  it('sends with keepalive when the page is closing, and without otherwise', async () => {
    const { q, send } = queue();
    q.addViewed(key, 2500, 3);
    await q.flush(undefined, { keepalive: true });
    expect(send.mock.calls[0]?.[2]).toEqual({ keepalive: true });
    q.addViewed(key, 2500, 3);
    await q.flush();
    expect(send.mock.calls[1]?.[2]).toEqual({ keepalive: false });
  });

  it('counts a play when the video ends and sends at once; a replay then needs 30 s', async () => {
    const { q, send } = queue();
    q.addViewed(key, 8000, 3);
    await q.videoEnded(key, 3);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ viewedMs: 8000, playCount: 1, afterVideoEnded: false });
    // The second time round the short video is not sent at its end...
    q.addViewed(key, 8000, 3);
    await q.videoEnded(key, 3);
    expect(send).toHaveBeenCalledTimes(1);
    expect(q.pending()).toMatchObject([{ viewedMs: 8000, playCount: 1, afterVideoEnded: true }]);
    // ...but once the replays add up to 30 s.
    q.addViewed(key, 22_000, 3);
    await q.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toMatchObject({ viewedMs: 30_000, playCount: 1 });
  });

  it('drops a record after sending even when the send fails', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const { q, report } = queue(send);
    q.addViewed(key, 5000, 3);
    expect(await q.flush()).toEqual([]);
    expect(q.pending()).toEqual([]);
    expect(report).toHaveBeenCalledWith(STATISTICS_ERROR_MESSAGE, expect.anything());
    await q.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports the spec message when the answer has no dayStatusId, and drops the record', async () => {
    const { q, report, onSaved } = queue(vi.fn(async () => ({ id: 1 }) as never));
    q.addViewed(key, 5000, 3);
    expect(await q.flush()).toEqual([]);
    expect(report).toHaveBeenCalledWith('Something went wrong while sending statistics', expect.anything());
    expect(onSaved).not.toHaveBeenCalled();
    expect(q.pending()).toEqual([]);
  });

  it('gives up on a send after 5000 ms, aborting it', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const send = vi.fn((_record: StatisticRecord, s: AbortSignal) => {
      signal = s;
      return new Promise<typeof answer>(() => undefined);
    });
    const { q, report } = queue(send);
    q.addViewed(key, 5000, 3);
    const sent = q.flush();
    await vi.advanceTimersByTimeAsync(TIMEOUT_SAVE_STATISTIC - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toEqual([]);
    expect(signal?.aborted).toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
    expect(q.pending()).toEqual([]);
  });

  it('sends one lesson when asked and gives records of a day the started day status', async () => {
    const { q, send, onSaved } = queue();
    const other = { ...key, lessonSetLessonId: 10 };
    q.addViewed(key, 3000, null);
    q.addViewed(other, 3000, null);
    q.setDayStatusId(5, 42);
    await q.flush(key);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ lessonSetLessonId: 9, dayStatusId: 42 });
    expect(onSaved).toHaveBeenCalledWith(answer, expect.objectContaining({ lessonSetLessonId: 9 }));
    expect(q.pending()).toMatchObject([{ lessonSetLessonId: 10, dayStatusId: 42 }]);
  });

  it('a record handed to the device’s write queue offline is neither an error nor a saved answer', async () => {
    const send = vi.fn(async () => ({ queued: true }) as { queued?: boolean; dayStatusId?: number });
    const report = vi.fn();
    const onSaved = vi.fn();
    const onQueued = vi.fn();
    const q = new StatisticsQueue({ send, report, onSaved, onQueued, isQueued: (a) => a.queued === true });
    q.addViewed(key, 5000, null);
    expect(await q.flush()).toEqual([]);
    expect(onQueued).toHaveBeenCalledWith(expect.objectContaining({ ...key, viewedMs: 5000 }));
    expect(report).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(q.pending()).toEqual([]);
  });

  it('ignores nonsense viewing times', () => {
    const { q } = queue();
    q.addViewed(key, -5, null);
    q.addViewed(key, Number.NaN, null);
    q.addViewed(key, Number.POSITIVE_INFINITY, null);
    expect(q.pending()).toEqual([]);
  });
});

describe('StatisticsQueue kept on the device (issue 27)', () => {
  /** A device's copy, as localStorage would hold it between two pages. */
  function device() {
    let stored: StatisticRecord[] = [];
    return {
      take: () => {
        const left = stored;
        stored = [];
        return left;
      },
      save: (records: StatisticRecord[]) => {
        stored = records;
      },
      stored: () => stored,
    };
  }

  it('a page that dies leaves its unsent viewing to the next page of the day, which sends it with its own', async () => {
    const keep = device();
    const send = vi.fn(async (_record: StatisticRecord) => answer);
    const first = new StatisticsQueue({ send, keep });
    first.addViewed(key, 6000, 3);
    // The browser is closed here: nothing was sent.
    expect(send).not.toHaveBeenCalled();
    expect(keep.stored()).toEqual([expect.objectContaining({ ...key, viewedMs: 6000, dayStatusId: 3 })]);

    const second = new StatisticsQueue({ send, keep });
    second.addViewed(key, 53_000, 3);
    await second.videoEnded(key, 3);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ ...key, viewedMs: 59_000, playCount: 1 });
    // Sent: the device's copy is empty, so nothing is counted twice.
    expect(keep.stored()).toEqual([]);
  });
});
