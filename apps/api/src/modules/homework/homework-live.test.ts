import type { AddressInfo } from 'node:net';
import { CHAT_EVENTS, HOMEWORK_EVENT } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openSocket, type TestSocket } from '../../test/ws.js';
import { addHomeworkSchool, entryOf, type HomeworkSchool, offeredHomework } from './homework-fixtures.js';

/**
 * A hand-in is heard live (issue 10): the chat message and the HOMEWORK_EVENT reach the learner's
 * other devices and the course's expert over the WebSocket, and nobody else.
 */
const HOST = '127.0.0.1';
let t: TestApp;
let s: HomeworkSchool;
let wsUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  s = await addHomeworkSchool(t, HOST);
  await t.app.listen({ port: 0, host: HOST });
  wsUrl = `ws://${HOST}:${(t.app.server.address() as AddressInfo).port}/spa/api/v1/ws`;
});
afterAll(async () => {
  for (const socket of sockets) socket.socket.close();
  await t.close();
});

const connect = async (token: string) => {
  const socket = await openSocket(wsUrl, token);
  sockets.push(socket);
  return socket;
};

describe('a hand-in over the WebSocket', () => {
  it('reaches the learner and the course expert, not another expert or learner', async () => {
    const diary = entryOf(await offeredHomework(t, s, 'bob'), s.content, 'diary')!;
    const [bob, eva, otto, anna] = await Promise.all([
      connect(s.tokens.bob),
      connect(s.tokens.eva),
      connect(s.tokens.otto),
      connect(s.tokens.anna),
    ]);
    const res = await t.call({
      method: 'POST',
      url: `/spa/api/v1/user-course-streams/${s.streams.bob.id}/user-homework/${diary.id}`,
      host: HOST,
      token: s.tokens.bob,
      payload: { message: 'Done today' },
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: diary.id,
      user_course_stream_id: s.streams.bob.id,
      course_id: s.courseId,
      homework_id: diary.homework_id,
      status: 'UPLOADED',
    };
    for (const socket of [bob, eva]) {
      expect((await socket.next(HOMEWORK_EVENT)).data).toEqual(expected);
      expect((await socket.next(CHAT_EVENTS.message)).data).toMatchObject({
        chat_id: s.chats.bob,
        message: 'Done today',
      });
    }
    // Give a stray event time to arrive before saying none did.
    await new Promise((r) => setTimeout(r, 200));
    for (const socket of [otto, anna]) {
      expect(socket.messages.filter((m) => m.event !== 'ready')).toEqual([]);
    }
  });
});
