import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireUserHomework } from '../../../lib/learning/homework/test-data';
import { handInHomework } from './hand-in';

afterEach(() => vi.unstubAllGlobals());

describe('handInHomework (spec 02 §5, §7)', () => {
  it('refuses without the ids, in the spec words, calling nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const body = { message: 'x', files: [], exerciseIds: [] };
    await expect(handInHomework(0, 3, body)).rejects.toThrow('StreamId must be set');
    await expect(handInHomework(5, 0, body)).rejects.toThrow('UserHomeworkStatusId must be set');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the message, files and exercises by their server names and answers the new status', async () => {
    const status = wireUserHomework({ status: 'UPLOADED', can_hand_in: false });
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ chatMessage: {}, userHomeworkStatus: status }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const files = ['a'.repeat(32)];
    const updated = await handInHomework(5, 31, { message: 'Hi', files, exerciseIds: [2] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/spa\/api\/v1\/user-course-streams\/5\/user-homework\/31\?lang=/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ message: 'Hi', files, exercise_ids: [2] });
    expect(updated).toMatchObject({ id: 31, status: 'UPLOADED', canHandIn: false });
  });
});
