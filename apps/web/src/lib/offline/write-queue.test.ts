import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import {
  dropsWrite,
  mergeStatistic,
  paceMs,
  type QueuedWrite,
  type SendWrite,
  WriteQueue,
  type WriteStore,
} from './write-queue';

/** The key-value contract of IndexedDB, in memory (jsdom has no IndexedDB; the e2e uses the real one). */
function memoryStore(): WriteStore {
  const map = new Map<string, QueuedWrite>();
  return {
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()].map(([k, v]) => [k, structuredClone(v)] as [string, QueuedWrite]),
    clear: async () => map.clear(),
  };
}

const stat = (lesson: number, seconds: number, plays = 0) => ({
  path: '/save-lesson-stat',
  body: {
    stage_day_id: 5,
    user_course_stream_id: 1,
    stage_day_lesson_set_lesson_id: lesson,
    viewed_seconds: seconds,
    play_count: plays,
    day_status: null,
  },
  mergeKey: `stat:1:5:${lesson}`,
});
const finish = { path: '/user-course-streams/1/user-day-status/5/finish', query: { expand: 'day.scores' } };
const start = { path: '/user-course-streams/1/user-day-status/5/start', query: { expand: 'day.scores' } };

/** A network that can be cut, and a server answering each write as told (default 200). */
function setup() {
  const net = { online: true, answer: (_w: QueuedWrite): unknown => ({ ok: true }) };
  const sent: QueuedWrite[] = [];
  const send = vi.fn<SendWrite>(async (write) => {
    sent.push(structuredClone(write));
    if (!net.online) throw new TypeError('Failed to fetch');
    const answer = net.answer(write);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const onSent = vi.fn();
  const queue = new WriteQueue(memoryStore(), send, { online: () => net.online, onSent });
  return { net, sent, send, queue, onSent };
}

describe('write queue (decision 067)', () => {
  it('tells the screens to read again only after writes kept from offline reach the server', async () => {
    const { queue, net, onSent } = setup();
    await queue.submit(start);
    // Sent at once: its caller applies the answer; a refetch of everything would cost every lesson.
    expect(onSent).not.toHaveBeenCalled();
    net.online = false;
    expect(await queue.submit(finish)).toEqual({ queued: true });
    net.online = true;
    await queue.replay();
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('online, a write goes at once under a UUID key and leaves the queue', async () => {
    const { queue, sent } = setup();
    expect(await queue.submit(start)).toEqual({ queued: false, data: { ok: true } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await queue.pending()).toEqual([]);
  });

  it('offline, writes wait; a lesson’s records merge; all go in order when the network returns', async () => {
    const { queue, net, sent } = setup();
    net.online = false;
    expect(await queue.submit(start)).toEqual({ queued: true });
    await queue.submit(stat(9, 3.5));
    await queue.submit(stat(10, 4));
    await queue.submit(stat(9, 2.25, 1));
    await queue.submit(finish);
    expect(sent).toHaveLength(0);
    const waiting = await queue.pending();
    expect(waiting.map((w) => w.path)).toEqual([
      start.path,
      '/save-lesson-stat',
      '/save-lesson-stat',
      finish.path,
    ]);
    expect(waiting[1]?.body).toMatchObject({
      stage_day_lesson_set_lesson_id: 9,
      viewed_seconds: 5.75,
      play_count: 1,
    });
    net.online = true;
    await queue.replay();
    expect(sent.map((w) => w.path)).toEqual(waiting.map((w) => w.path));
    expect(sent.map((w) => w.id)).toEqual(waiting.map((w) => w.id));
    expect(await queue.pending()).toEqual([]);
  });

  it('a write sent once keeps its key and body: a later record of the lesson waits beside it', async () => {
    const { queue, net, sent } = setup();
    net.answer = () => new TypeError('Failed to fetch');
    expect(await queue.submit(stat(9, 3))).toEqual({ queued: true });
    const [first] = await queue.pending();
    expect(first?.sent).toBe(true);
    await queue.submit(stat(9, 4));
    const waiting = await queue.pending();
    expect(waiting).toHaveLength(2);
    expect(waiting[0]).toEqual(first);
    expect(waiting[1]?.body).toMatchObject({ viewed_seconds: 4 });
    net.answer = () => ({ ok: true });
    await queue.replay();
    // The first went three times (twice failing), always as the same write with the same key.
    const firsts = sent.filter((w) => w.id === first?.id);
    expect(firsts).toHaveLength(3);
    for (const w of firsts) expect(w.body).toEqual(first?.body);
    expect(await queue.pending()).toEqual([]);
  });

  it('a refusal that will not change drops the write and reaches the caller; the next ones still go', async () => {
    const { queue, net, sent } = setup();
    net.online = false;
    await queue.submit(finish);
    await queue.submit(stat(9, 3));
    net.online = true;
    net.answer = (w) => (w.path === finish.path ? new ApiError(409, { message: 'too early' }) : { ok: true });
    await queue.replay();
    expect(sent.map((w) => w.path)).toEqual([finish.path, '/save-lesson-stat']);
    expect(await queue.pending()).toEqual([]);
    net.answer = () => new ApiError(422, [{ field: 'viewed_seconds', message: 'too long' }]);
    await expect(queue.submit(stat(9, 3))).rejects.toBeInstanceOf(ApiError);
    expect(await queue.pending()).toEqual([]);
  });

  it.each([500, 503, 401, 408, 429])('%i keeps the write and stops the replay there', async (status) => {
    const { queue, net, sent } = setup();
    net.online = false;
    await queue.submit(start);
    await queue.submit(finish);
    net.online = true;
    net.answer = () => new ApiError(status, { message: 'later' });
    await queue.replay();
    expect(sent.map((w) => w.path)).toEqual([start.path]);
    expect((await queue.pending()).map((w) => w.path)).toEqual([start.path, finish.path]);
  });

  it('which failures drop a write', () => {
    expect(dropsWrite(new ApiError(404, null))).toBe(true);
    expect(dropsWrite(new ApiError(422, null))).toBe(true);
    expect(dropsWrite(new ApiError(401, null))).toBe(false);
    expect(dropsWrite(new ApiError(502, null))).toBe(false);
    expect(dropsWrite(new TypeError('Failed to fetch'))).toBe(false);
    expect(dropsWrite(new DOMException('timeout', 'TimeoutError'))).toBe(false);
  });

  it('merges records as sums of seconds and plays, keeping the day status known last', () => {
    expect(
      mergeStatistic(
        { viewed_seconds: 1.1, play_count: 1, day_status: 3, stage_day_id: 5 },
        { viewed_seconds: 2.2, play_count: 0, day_status: null, stage_day_id: 5 },
      ),
    ).toEqual({ viewed_seconds: 3.3, play_count: 1, day_status: 3, stage_day_id: 5 });
  });

  it('paces a lesson’s records by the server’s viewing allowance (2x speed, 10 s slack)', () => {
    const write = { ...stat(9, 30), id: 'k', seq: 1, sent: false };
    expect(paceMs(write, undefined, 50_000)).toBe(0);
    // 30 s claimed right after the lesson's previous record: (30 - 10) / 2 = 10 s later.
    expect(paceMs(write, 50_000, 50_000)).toBe(10_000);
    expect(paceMs(write, 50_000, 56_000)).toBe(4_000);
    expect(paceMs(write, 50_000, 60_000)).toBe(0);
    expect(paceMs({ ...write, body: { ...write.body, viewed_seconds: 8 } }, 50_000, 50_000)).toBe(0);
    expect(paceMs({ ...finish, id: 'f', seq: 2, sent: false }, 50_000, 50_000)).toBe(0);
  });

  it('a record beside one whose send was cut off waits its turn, then goes, and what follows it too', async () => {
    vi.useFakeTimers();
    try {
      const { queue, net, sent } = setup();
      net.answer = () => new TypeError('Failed to fetch');
      await queue.submit(stat(9, 59, 1));
      await queue.submit(stat(9, 30));
      await queue.submit(finish);
      net.answer = () => ({ ok: true });
      sent.length = 0;
      await queue.replay();
      // The first went; the second claims 30 s a moment later: it waits 10 s, the finish behind it.
      expect(sent.map((w) => w.body?.viewed_seconds ?? w.path)).toEqual([59]);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(sent.map((w) => w.body?.viewed_seconds ?? w.path)).toEqual([59, 30, finish.path]);
      expect(await queue.pending()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logout empties the queue', async () => {
    const { queue, net } = setup();
    net.online = false;
    await queue.submit(start);
    await queue.clear();
    expect(await queue.pending()).toEqual([]);
  });
});
