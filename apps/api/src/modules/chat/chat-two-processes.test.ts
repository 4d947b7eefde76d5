import { CHAT_EVENTS } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../test/api-processes.js';
import { callApi, chatSchoolOnTwoProcesses } from '../../test/chat-processes.js';
import { openSocket } from '../../test/ws.js';

/**
 * Issue 9 "Live": a message posted to one API process reaches the other side's socket held by
 * another process on the same PostgreSQL server (LISTEN/NOTIFY, ARCHITECTURE §1), as
 * plugins/realtime.test.ts does for `logout`. Uses DATABASE_URL when set, else starts a server.
 */
const on = chatSchoolOnTwoProcesses('chat-two-processes');
const post = (base: string, url: string, token: string, payload: object) =>
  callApi(base, 'POST', url, token, payload);

describe.skipIf(!postgresAvailable)('chat events across two API processes', () => {
  it("the learner's message on B reaches the expert's socket on A, and the answer on A the learner's on B", async () => {
    const [a, b] = on.api as [string, string];
    const ws = (base: string) => `${base.replace('http', 'ws')}/spa/api/v1/ws`;
    const expert = await openSocket(ws(a), on.school.tokens.eva);
    const learner = await openSocket(ws(b), on.school.tokens.anna);

    const question = await post(b, `/chats/${on.school.chats.anna}/messages`, on.school.tokens.anna, {
      message: 'Across?',
    });
    expect(question.status).toBe(201);
    expect((await expert.next(CHAT_EVENTS.message)).data).toMatchObject({ message: 'Across?' });

    const answer = await post(a, `/staff/chats/${on.school.chats.anna}/messages`, on.school.tokens.eva, {
      message: 'Yes.',
    });
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
