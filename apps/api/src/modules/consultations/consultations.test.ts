import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool, setStream } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { chatChannelMetaOfStream } from '../chat/chat-streams.service.js';
import { consultationsOfStream } from './consultations.service.js';

/** Paid consultations (spec 02 §4, §6, §7; issue 9): opened and closed by an expert, rated by the learner. */
let t: TestApp;
let b: ChatSchool;

beforeAll(async () => {
  t = await createTestApp();
  b = await addChatSchool(t, 'school-b.test');
});
afterAll(() => t.close());

const base = '/spa/api/v1';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, host: string, payload?: object) =>
  t.call({ method, url: base + url, token, host, ...(payload ? { payload } : {}) });

function desk(s: ChatSchool) {
  const chat = s.chats.anna;
  return {
    ask: async (text = 'question', who: 'anna' | 'bob' = 'anna') =>
      (
        await call('POST', `/chats/${s.chats[who]}/messages`, s.tokens[who], s.host, { message: text })
      ).json() as {
        id: number;
      },
    reply: async (text = 'answer', chatId = chat) =>
      (
        await call('POST', `/staff/chats/${chatId}/messages`, s.tokens.eva, s.host, { message: text })
      ).json() as {
        id: number;
      },
    open: (chatId = chat) =>
      call('POST', `/staff/chats/${chatId}/consultations?lang=en`, s.tokens.eva, s.host),
    close: (id: number, chatId = chat) =>
      call('PUT', `/staff/chats/${chatId}/consultations/${id}/close?lang=en`, s.tokens.eva, s.host),
    rate: (id: number, rating: unknown, who: 'anna' | 'bob' = 'anna') =>
      call('PUT', `/consultations/updateRating/${id}?lang=en`, s.tokens[who], s.host, { rating } as object),
    rows: () => t.db.select().from(consultations).where(eq(consultations.chatChannelId, chat)),
  };
}

describe('opening and closing (the expert)', () => {
  it('needs a message to start at; opens at the newest one; one open per chat', async () => {
    const s = await addChatSchool(t, 'open.test');
    const d = desk(s);
    const empty = await d.open();
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toMatch(/starts at a message/);
    const question = await d.ask();
    const res = await d.open();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      chatChannelId: s.chats.anna,
      status: 'open',
      startMessageId: question.id,
      endMessageId: null,
      amount: 0,
      rating: null,
      closed_at: null,
    });
    const again = await d.open();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already open/);
    expect(await d.rows()).toHaveLength(1);
  });

  it('opens once when asked several times at the same moment', async () => {
    const s = await addChatSchool(t, 'open-race.test');
    const d = desk(s);
    await d.ask();
    const codes = await Promise.all([d.open(), d.open(), d.open()].map((p) => p.then((r) => r.statusCode)));
    expect(codes.sort()).toEqual([201, 409, 409]);
    expect(await d.rows()).toHaveLength(1);
  });

  it('closing bounds it at the newest message and counts the messages it covers', async () => {
    const s = await addChatSchool(t, 'close.test');
    const d = desk(s);
    await d.ask('before');
    const question = await d.ask('the question');
    const opened = (await d.open()).json();
    await d.reply('answer 1');
    const last = await d.reply('answer 2');
    const res = await d.close(opened.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: opened.id,
      status: 'close',
      startMessageId: question.id,
      endMessageId: last.id,
      amount: 3,
    });
    expect(res.json().closed_at).toEqual(expect.any(Number));
    expect((await d.close(opened.id)).statusCode).toBe(409);
    // The consultation of one chat cannot be closed through another.
    expect((await d.close(opened.id, s.chats.bob)).statusCode).toBe(404);
    expect((await d.close(999_999)).statusCode).toBe(404);
  });

  it('counts open, close and rated toward the course consultationLimit and refuses past it', async () => {
    const s = await addChatSchool(t, 'limit.test', { course: { consultationLimit: 2 } });
    const d = desk(s);
    await d.ask();
    const first = (await d.open()).json();
    await d.close(first.id);
    expect((await d.rate(first.id, 5)).statusCode).toBe(200);
    const second = (await d.open()).json();
    expect(second.status).toBe('open');
    const chat = (await call('GET', `/chats/${s.chats.anna}`, s.tokens.anna, s.host)).json();
    expect(chat.consultations).toEqual({ used: 2, max: 2, left: 0 });
    await d.close(second.id);
    const over = await d.open();
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('No paid consultations left: 2 of 2 used.');
    expect(await d.rows()).toHaveLength(2);
    // The limit is the learner's in this course: bob's chat still has its two.
    await d.ask('bob asks', 'bob');
    expect((await d.open(s.chats.bob)).statusCode).toBe(201);
  });

  it("refuses past the stream's maxConsultationCount", async () => {
    const s = await addChatSchool(t, 'stream-limit.test');
    await setStream(t, s.streams.anna, { maxConsultationCount: 1 });
    const d = desk(s);
    await d.ask();
    const first = (await d.open()).json();
    await d.close(first.id);
    expect((await d.open()).statusCode).toBe(403);
    const chat = (await call('GET', `/chats/${s.chats.anna}`, s.tokens.anna, s.host)).json();
    expect(chat.consultations).toEqual({ used: 1, max: 1, left: 0 });
  });

  it('cannot open one in a read-only chat', async () => {
    const s = await addChatSchool(t, 'ro-consult.test');
    const d = desk(s);
    await d.ask();
    await setStream(t, s.streams.anna, { status: 'stopped' });
    expect((await d.open()).statusCode).toBe(403);
    expect(await d.rows()).toHaveLength(0);
  });
});

describe('PUT /consultations/updateRating/{id}', () => {
  it('rates a closed consultation once; an open or rated one is 422', async () => {
    const s = await addChatSchool(t, 'rate.test');
    const d = desk(s);
    await d.ask();
    const opened = (await d.open()).json();
    const early = await d.rate(opened.id, 5);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual([
      { field: 'rating', message: 'Only a closed consultation that has not been rated yet can be rated.' },
    ]);
    await d.close(opened.id);
    const res = await d.rate(opened.id, 5);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: opened.id, status: 'rated', rating: 5 });
    expect((await d.rate(opened.id, 3)).statusCode).toBe(422);
    const [row] = await d.rows();
    expect(row!.rating).toBe(5);
    // The expert who opened it sees the rating.
    const ratings = (await call('GET', '/staff/ratings', s.tokens.eva, s.host)).json();
    expect(ratings).toContainEqual(
      expect.objectContaining({ kind: 'consultation', id: opened.id, rating: 5 }),
    );
  });

  it("refuses a rating out of range (422), another learner's consultation and another school's (404)", async () => {
    const s = await addChatSchool(t, 'rate-bad.test');
    const d = desk(s);
    await d.ask();
    const opened = (await d.open()).json();
    await d.close(opened.id);
    for (const rating of [0, 6, 4.5, 'five', null])
      expect((await d.rate(opened.id, rating)).statusCode).toBe(422);
    expect((await d.rate(opened.id, 4, 'bob')).statusCode).toBe(404);
    const expert = await call('PUT', `/consultations/updateRating/${opened.id}`, s.tokens.eva, s.host, {
      rating: 4,
    });
    expect(expert.statusCode).toBe(404);
    const stranger = await call('PUT', `/consultations/updateRating/${opened.id}`, b.tokens.anna, b.host, {
      rating: 4,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await d.rate(999_999, 4)).statusCode).toBe(404);
    const [row] = await d.rows();
    expect(row).toMatchObject({ status: 'close', rating: null });
  });
});

describe('for the stream status answer (the streams presenter calls these)', () => {
  it("consultationsOfStream lists the stream's consultations; chatChannelMetaOfStream its chat", async () => {
    const s = await addChatSchool(t, 'status.test');
    const d = desk(s);
    await d.ask();
    await d.reply();
    const opened = (await d.open()).json();
    expect(await consultationsOfStream(t.db, s.projectId, s.streams.anna.id)).toEqual([opened]);
    expect(await consultationsOfStream(t.db, b.projectId, s.streams.anna.id)).toEqual([]);
    const stream = (await t.app.learning.streamState(s.streams.anna.id))!.stream;
    expect(await chatChannelMetaOfStream(t.db, s.projectId, stream)).toEqual({
      chat_channel_id: s.chats.anna,
      chat_status: null,
      message_expires_date: null,
    });
    expect(await chatChannelMetaOfStream(t.db, s.projectId, { ...stream, chatChannelId: null })).toBeNull();
    expect(await chatChannelMetaOfStream(t.db, b.projectId, stream)).toBeNull();
  });
});
