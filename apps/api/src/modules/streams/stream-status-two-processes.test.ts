import { describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../test/api-processes.js';
import { callApi, chatSchoolOnTwoProcesses } from '../../test/chat-processes.js';

/**
 * The status answer cached by process A lists a consultation an expert opened and closed on
 * process B (decision 056): the consultations trigger evicts A's stream state over
 * LISTEN/NOTIFY. Uses DATABASE_URL when set, else starts a server.
 */
const on = chatSchoolOnTwoProcesses('status-two-processes');
const send = callApi;

describe.skipIf(!postgresAvailable)('stream status consultations across two API processes', () => {
  it('process A answers a consultation opened and closed on process B, though it had the answer cached', async () => {
    const [a, b] = on.api as [string, string];
    const consultationsOnA = async () => {
      const res = await send(
        a,
        'GET',
        `/user-course-streams/${on.school.streams.anna.id}/status?expand=consultations`,
        on.school.tokens.anna,
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { consultations: { status: string }[] }).consultations;
    };
    expect(await consultationsOnA()).toEqual([]);
    // Twice: the second answer comes from A's cache.
    expect(await consultationsOnA()).toEqual([]);

    expect(
      (
        await send(b, 'POST', `/chats/${on.school.chats.anna}/messages`, on.school.tokens.anna, {
          message: 'Q',
        })
      ).status,
    ).toBe(201);
    const opened = await send(
      b,
      'POST',
      `/staff/chats/${on.school.chats.anna}/consultations`,
      on.school.tokens.eva,
    );
    expect(opened.status).toBe(201);
    const { id } = (await opened.json()) as { id: number };
    await expect
      .poll(async () => (await consultationsOnA()).map((c) => c.status), { timeout: 5000 })
      .toEqual(['open']);

    const closed = await send(
      b,
      'PUT',
      `/staff/chats/${on.school.chats.anna}/consultations/${id}/close`,
      on.school.tokens.eva,
    );
    expect(closed.status).toBe(200);
    await expect
      .poll(async () => (await consultationsOnA()).map((c) => c.status), { timeout: 5000 })
      .toEqual(['close']);
  });
});
