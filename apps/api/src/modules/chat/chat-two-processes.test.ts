import { CHAT_EVENTS } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiProcesses,
  createApiProcesses,
  PROCESS_HOST,
  postgresAvailable,
} from '../../test/api-processes.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { openSocket } from '../../test/ws.js';

/**
 * Issue 9 "Live": a message posted to one API process reaches the other side's socket held by
 * another process on the same PostgreSQL server (LISTEN/NOTIFY, ARCHITECTURE §1), as
 * plugins/realtime.test.ts does for `logout`. Uses DATABASE_URL when set, else starts a server.
 */
const available = postgresAvailable;
let rig: ApiProcesses | null = null;
let s: ChatSchool;
const api: string[] = [];

beforeAll(async () => {
  if (!available) return;
  rig = await createApiProcesses('chat-two-processes');
  s = await addChatSchool(rig.database, PROCESS_HOST);
  api.push(...(await rig.start(2)));
}, 120_000);

afterAll(async () => {
  await rig?.stop();
});

const post = (base: string, url: string, token: string, payload: object) =>
  fetch(`${base}/spa/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });

describe.skipIf(!available)('chat events across two API processes', () => {
  it("the learner's message on B reaches the expert's socket on A, and the answer on A the learner's on B", async () => {
    const [a, b] = api as [string, string];
    const ws = (base: string) => `${base.replace('http', 'ws')}/spa/api/v1/ws`;
    const expert = await openSocket(ws(a), s.tokens.eva);
    const learner = await openSocket(ws(b), s.tokens.anna);

    const question = await post(b, `/chats/${s.chats.anna}/messages`, s.tokens.anna, { message: 'Across?' });
    expect(question.status).toBe(201);
    expect((await expert.next(CHAT_EVENTS.message)).data).toMatchObject({ message: 'Across?' });

    const answer = await post(a, `/staff/chats/${s.chats.anna}/messages`, s.tokens.eva, { message: 'Yes.' });
    expect(answer.status).toBe(201);
    // The learner's socket first hears their own message, then the answer.
    expect((await learner.next(CHAT_EVENTS.message)).data).toMatchObject({ message: 'Across?' });
    expect((await learner.next(CHAT_EVENTS.message)).data).toMatchObject({
      message: 'Yes.',
      employee: { is_expert: true },
    });
    expert.socket.close();
    learner.socket.close();
  });
});
