import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiProcesses,
  createApiProcesses,
  PROCESS_HOST,
  postgresAvailable,
} from '../../test/api-processes.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';

/**
 * The status answer cached by process A lists a consultation an expert opened and closed on
 * process B (decision 056): the consultations trigger evicts A's stream state over
 * LISTEN/NOTIFY. Uses DATABASE_URL when set, else starts a server.
 */
const available = postgresAvailable;
let rig: ApiProcesses | null = null;
let s: ChatSchool;
const api: string[] = [];

beforeAll(async () => {
  if (!available) return;
  rig = await createApiProcesses('status-two-processes');
  s = await addChatSchool(rig.database, PROCESS_HOST);
  api.push(...(await rig.start(2)));
}, 120_000);

afterAll(async () => {
  await rig?.stop();
});

const send = (base: string, method: string, url: string, token: string, payload?: object) =>
  fetch(`${base}/spa/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });

describe.skipIf(!available)('stream status consultations across two API processes', () => {
  it('process A answers a consultation opened and closed on process B, though it had the answer cached', async () => {
    const [a, b] = api as [string, string];
    const consultationsOnA = async () => {
      const res = await send(
        a,
        'GET',
        `/user-course-streams/${s.streams.anna.id}/status?expand=consultations`,
        s.tokens.anna,
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { consultations: { status: string }[] }).consultations;
    };
    expect(await consultationsOnA()).toEqual([]);
    // Twice: the second answer comes from A's cache.
    expect(await consultationsOnA()).toEqual([]);

    expect(
      (await send(b, 'POST', `/chats/${s.chats.anna}/messages`, s.tokens.anna, { message: 'Q' })).status,
    ).toBe(201);
    const opened = await send(b, 'POST', `/staff/chats/${s.chats.anna}/consultations`, s.tokens.eva);
    expect(opened.status).toBe(201);
    const { id } = (await opened.json()) as { id: number };
    await expect
      .poll(async () => (await consultationsOnA()).map((c) => c.status), { timeout: 5000 })
      .toEqual(['open']);

    const closed = await send(
      b,
      'PUT',
      `/staff/chats/${s.chats.anna}/consultations/${id}/close`,
      s.tokens.eva,
    );
    expect(closed.status).toBe(200);
    await expect
      .poll(async () => (await consultationsOnA()).map((c) => c.status), { timeout: 5000 })
      .toEqual(['close']);
  });
});
