import { HOMEWORK_EVENT, type RealtimeEvent } from '@cp/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { learningKeys } from '../api/learning-keys';
import { homeworkKeys } from './homework-keys';
import { applyHomeworkEvent } from './use-homework-live';

const event = (status: string, streamId: unknown = 5) =>
  ({
    event: HOMEWORK_EVENT,
    data: { id: 31, user_course_stream_id: streamId, course_id: 2, homework_id: 51, status },
  }) as RealtimeEvent;

describe('applyHomeworkEvent (issue 10 "Live")', () => {
  it('reads the homework lists and the stream status again; the points too once accepted', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    applyHomeworkEvent(client, event('FAIL'));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      homeworkKeys.all,
      learningKeys.status(5),
    ]);
    invalidate.mockClear();
    applyHomeworkEvent(client, event('DONE'));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      homeworkKeys.all,
      learningKeys.status(5),
      ['user-score'],
    ]);
  });

  it('ignores other events and malformed ones', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    applyHomeworkEvent(client, event('DONE', 'x'));
    applyHomeworkEvent(client, { event: 'logout', data: { reason: 'other_device' } });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
