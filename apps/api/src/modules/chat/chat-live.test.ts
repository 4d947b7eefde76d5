import type { AddressInfo } from 'node:net';
import { CHAT_EVENTS } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openSocket, type TestSocket } from '../../test/ws.js';

/**
 * Live chat (issue 9): new messages, edits, viewed marks and consultations reach the other side
 * over the per-user WebSocket (plugins/realtime.ts, LISTEN/NOTIFY), and nobody else. The app
 * listens on loopback so a real WebSocket client connects; the school's host is 127.0.0.1.
 */
const HOST = '127.0.0.1';
let t: TestApp;
let s: ChatSchool;
let wsUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  s = await addChatSchool(t, HOST);
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
const call = (method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.call({ method, url: `/spa/api/v1${url}`, token, host: HOST, ...(payload ? { payload } : {}) });
const eventsOf = (socket: TestSocket) =>
  socket.messages.filter((m) => m.event !== 'ready').map((m) => m.event);

describe('chat events over the WebSocket', () => {
  it('carry messages, edits, viewed marks and consultations to the other side only', async () => {
    const [anna, eva, otto, bob] = await Promise.all([
      connect(s.tokens.anna),
      connect(s.tokens.eva),
      connect(s.tokens.otto),
      connect(s.tokens.bob),
    ]);

    // The learner writes: the course's expert hears it.
    const question = (
      await call('POST', `/chats/${s.chats.anna}/messages`, s.tokens.anna, { message: 'Hi?' })
    ).json();
    const heard = await eva.next(CHAT_EVENTS.message);
    expect(heard.data).toMatchObject({
      chat_id: s.chats.anna,
      id: question.id,
      message: 'Hi?',
      employee: null,
    });

    // Every side's other devices hear their own messages too.
    expect((await anna.next(CHAT_EVENTS.message)).data).toMatchObject({ id: question.id });

    // The expert answers: the learner hears it, with the expert as `employee`.
    const answer = (
      await call('POST', `/staff/chats/${s.chats.anna}/messages`, s.tokens.eva, { message: 'Hello!' })
    ).json();
    const reply = await anna.next(CHAT_EVENTS.message);
    expect(reply.data).toMatchObject({ id: answer.id, employee: { id: s.users.eva.id, is_expert: true } });
    expect((await eva.next(CHAT_EVENTS.message)).data).toMatchObject({ id: answer.id });

    // An edit, then a viewed mark.
    await call('PUT', `/chats/${s.chats.anna}/messages/${question.id}`, s.tokens.anna, {
      message: 'Hi, doctor?',
    });
    expect((await eva.next(CHAT_EVENTS.messageUpdated)).data).toMatchObject({
      id: question.id,
      message: 'Hi, doctor?',
    });
    await call('PUT', `/chats/${s.chats.anna}/messages/${answer.id}/viewed`, s.tokens.anna);
    expect((await eva.next(CHAT_EVENTS.viewed)).data).toMatchObject({
      chat_id: s.chats.anna,
      message_ids: [answer.id],
    });

    // The expert opens and closes a consultation: the learner sees both.
    const opened = (await call('POST', `/staff/chats/${s.chats.anna}/consultations`, s.tokens.eva)).json();
    expect((await anna.next(CHAT_EVENTS.consultation)).data).toMatchObject({ id: opened.id, status: 'open' });
    await call('PUT', `/staff/chats/${s.chats.anna}/consultations/${opened.id}/close`, s.tokens.eva);
    expect((await anna.next(CHAT_EVENTS.consultation)).data).toMatchObject({
      id: opened.id,
      status: 'close',
    });

    // Bob's own chat event reaches him; it is the first chat event he ever got, and otto
    // (an expert of no course) got none: nothing of anna's chat went to either.
    await call('POST', `/chats/${s.chats.bob}/messages`, s.tokens.bob, { message: 'bob here' });
    expect((await bob.next(CHAT_EVENTS.message)).data).toMatchObject({ message: 'bob here' });
    expect((await eva.next(CHAT_EVENTS.message)).data).toMatchObject({ message: 'bob here' });
    expect(eventsOf(bob)).toEqual([CHAT_EVENTS.message]);
    expect(eventsOf(otto)).toEqual([]);
  });

  it('a message too long for NOTIFY still arrives, without its text, so the app reloads it', async () => {
    const eva = await connect(s.tokens.eva);
    const text = 'ж'.repeat(3900);
    const sent = (
      await call('POST', `/chats/${s.chats.anna}/messages`, s.tokens.anna, { message: text })
    ).json();
    expect(sent.message).toBe(text);
    expect((await eva.next(CHAT_EVENTS.message)).data).toEqual({
      chat_id: s.chats.anna,
      id: sent.id,
      dialog_id: s.chats.anna,
      message: null,
    });
  });
});
