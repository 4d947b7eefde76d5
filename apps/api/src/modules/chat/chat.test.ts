import { CHAT_MESSAGE_MAX_LENGTH } from '@cp/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatChannels, chatMessages, courses } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool, setStream } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addStream } from '../learning/learning-fixtures.js';
import { openChatOfStream } from './chat-streams.service.js';

/** The learner's chat calls (spec 02 §7 "Chat", issue 9): every route, happy and refused. */
let t: TestApp;
let a: ChatSchool;
let b: ChatSchool;

beforeAll(async () => {
  t = await createTestApp();
  a = await addChatSchool(t, 'school-a.test');
  b = await addChatSchool(t, 'school-b.test');
});
afterAll(() => t.close());

const base = '/spa/api/v1';
const get = (url: string, token?: string, host = a.host) =>
  t.call({ method: 'GET', url: base + url, token, host });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload?: unknown, host = a.host) =>
  t.call({
    method,
    url: base + url,
    token,
    host,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const expertSays = async (s: ChatSchool, chatId: number, text: string) => {
  const res = await send('POST', `/staff/chats/${chatId}/messages`, s.tokens.eva, { message: text }, s.host);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};
const messagesIn = async (chatId: number) =>
  (await t.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chatChannelId, chatId)))[0]!.n;

describe('GET /chats', () => {
  it("lists the learner's own chats with the course, the stream and what the composer needs", async () => {
    const res = await get('/chats?lang=en', a.tokens.anna);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([a.chats.anna]);
    expect(list[0]).toMatchObject({
      id: a.chats.anna,
      streamId: a.streams.anna.id,
      course_id: a.courseId,
      stream_status: 'open',
      isExpertMessageEnable: true,
      isUserMessageEnable: true,
      unread_count: 0,
      consultations: { used: 0, max: null, left: null },
      message_delay: 0,
    });
    expect(typeof list[0].title).toBe('string');
  });

  it('orders chats by stream status: open before ended (spec 02 §4)', async () => {
    const s = await addChatSchool(t, 'order.test');
    const ended = await addStream(t.db, {
      projectId: s.projectId,
      userId: s.users.anna.id,
      courseId: s.courseId,
      status: 'ended',
    });
    const endedChat = (await openChatOfStream(t.db, s.projectId, ended.id))!;
    // The ended chat has the newest message, and still comes last.
    await t.db
      .update(chatChannels)
      .set({ lastMessageAt: new Date() })
      .where(eq(chatChannels.id, endedChat.id));
    const res = await get('/chats', s.tokens.anna, s.host);
    expect(res.json().map((c: { id: number; stream_status: string }) => [c.id, c.stream_status])).toEqual([
      [s.chats.anna, 'open'],
      [endedChat.id, 'ended'],
    ]);
  });

  it('needs a signed-in learner', async () => {
    expect((await get('/chats')).statusCode).toBe(401);
  });

  it('where the brand turns chat off, answers "section not available"', async () => {
    const off = await addChatSchool(t, 'no-chat.test', { brand: { isChatSupport: false } });
    const res = await get('/chats?lang=en', off.tokens.anna, off.host);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Section not available/);
    const one = await get(`/chats/${off.chats.anna}?lang=en`, off.tokens.anna, off.host);
    expect(one.statusCode).toBe(403);
  });
});

describe('GET /chats/{id}', () => {
  it('answers the own chat', async () => {
    const res = await get(`/chats/${a.chats.anna}`, a.tokens.anna);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.chats.anna, streamId: a.streams.anna.id });
  });

  it("answers another learner's chat, another school's and a missing one with the same 404", async () => {
    const bob = await get(`/chats/${a.chats.bob}?lang=en`, a.tokens.anna);
    const other = await get(`/chats/${b.chats.anna}?lang=en`, a.tokens.anna);
    const missing = await get('/chats/999999?lang=en', a.tokens.anna);
    for (const res of [bob, other, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it("an expert's token on the learner routes reaches no learner's chat (404) and changes nothing", async () => {
    const answer = await expertSays(a, a.chats.anna, 'from eva');
    const before = await messagesIn(a.chats.anna);
    expect((await get('/chats', a.tokens.eva)).json()).toEqual([]);
    const chat = `/chats/${a.chats.anna}`;
    expect((await get(chat, a.tokens.eva)).statusCode).toBe(404);
    expect((await get(`${chat}/messages`, a.tokens.eva)).statusCode).toBe(404);
    expect((await send('POST', `${chat}/messages`, a.tokens.eva, { message: 'x' })).statusCode).toBe(404);
    expect(
      (await send('PUT', `${chat}/messages/${answer.id}`, a.tokens.eva, { message: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `${chat}/messages/${answer.id}/rating`, a.tokens.eva, { rating: 5 })).statusCode,
    ).toBe(404);
    expect((await send('PUT', `${chat}/messages/${answer.id}/viewed`, a.tokens.eva)).statusCode).toBe(404);
    expect(await messagesIn(a.chats.anna)).toBe(before);
  });

  it('refuses an id that is not a number with 422', async () => {
    expect((await get('/chats/abc', a.tokens.anna)).statusCode).toBe(422);
  });

  it('a stream whose chat was taken away says "section not available"', async () => {
    const s = await addChatSchool(t, 'detached.test');
    await expertSays(s, s.chats.anna, 'before it was taken away');
    await setStream(t, s.streams.anna, { chatChannelId: null });
    const res = await get(`/chats/${s.chats.anna}?lang=en`, s.tokens.anna, s.host);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Section not available/);
    expect((await get('/chats', s.tokens.anna, s.host)).json()).toEqual([]);
    // The page is read beside the chat's context, and answered only if the context allows it.
    const page = await get(`/chats/${s.chats.anna}/messages?lang=en`, s.tokens.anna, s.host);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toMatch(/Section not available/);
    expect(page.body).not.toContain('before it was taken away');
  });
});

describe('GET /chats/{id}/messages', () => {
  let s: ChatSchool;
  beforeAll(async () => {
    s = await addChatSchool(t, 'pages.test');
    for (let i = 1; i <= 12; i++) await expertSays(s, s.chats.anna, `answer ${i}`);
  });

  it('answers 10 a page, newest first, with the pagination headers (spec 02 §7, §9)', async () => {
    const res = await get(`/chats/${s.chats.anna}/messages`, s.tokens.anna, s.host);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { message: string }) => m.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `answer ${12 - i}`),
    );
    expect(res.headers['x-pagination-total-count']).toBe('12');
    expect(res.headers['x-pagination-page-count']).toBe('2');
    expect(res.headers['x-pagination-per-page']).toBe('10');
    const page2 = await get(`/chats/${s.chats.anna}/messages?page=2`, s.tokens.anna, s.host);
    expect(page2.json().map((m: { message: string }) => m.message)).toEqual(['answer 2', 'answer 1']);
    expect(page2.headers['x-pagination-current-page']).toBe('2');
    // A page past the chat's end has no message to carry the count: the count is still the chat's.
    const past = await get(`/chats/${s.chats.anna}/messages?page=3`, s.tokens.anna, s.host);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-pagination-total-count']).toBe('12');
  });

  it('shows the expert as `employee`, timestamps in seconds, and sorts oldest first on request', async () => {
    const res = await get(
      `/chats/${s.chats.anna}/messages?sort=created_at&per-page=1`,
      s.tokens.anna,
      s.host,
    );
    const [first] = res.json();
    expect(first).toMatchObject({
      message: 'answer 1',
      dialog_id: s.chats.anna,
      user_id: s.users.eva.id,
      is_viewed: false,
      rating: null,
      employee: { id: s.users.eva.id, name: 'Eva', is_expert: true, file: null },
      files: [],
    });
    expect(first.created_at).toBeLessThan(10_000_000_000);
  });

  it('refuses a bad sort or page size with 422', async () => {
    for (const q of ['sort=title', 'per-page=0', 'per-page=101', 'page=0']) {
      expect((await get(`/chats/${s.chats.anna}/messages?${q}`, s.tokens.anna, s.host)).statusCode).toBe(422);
    }
  });

  it("answers another learner's chat with 404", async () => {
    expect((await get(`/chats/${s.chats.anna}/messages`, s.tokens.bob, s.host)).statusCode).toBe(404);
  });
});

describe('POST /chats/{id}/messages', () => {
  it('stores the message and answers it (201)', async () => {
    const res = await send('POST', `/chats/${a.chats.anna}/messages`, a.tokens.anna, {
      message: '  Hello!  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Hello!', user_id: a.users.anna.id, employee: null });
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, res.json().id));
    expect(row).toMatchObject({ isExpert: false, chatChannelId: a.chats.anna });
  });

  it('refuses empty, blank, missing and over-long text with 422 and stores nothing', async () => {
    const before = await messagesIn(a.chats.anna);
    for (const payload of [
      { message: '' },
      { message: '   ' },
      {},
      { message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
      { message: 42 },
      { message: 'nul \u0000 inside' },
    ]) {
      const res = await send('POST', `/chats/${a.chats.anna}/messages`, a.tokens.anna, payload);
      expect(res.statusCode).toBe(422);
    }
    expect(await messagesIn(a.chats.anna)).toBe(before);
  });

  it("refuses another learner's chat with 404 and stores nothing", async () => {
    const before = await messagesIn(a.chats.bob);
    const res = await send('POST', `/chats/${a.chats.bob}/messages`, a.tokens.anna, { message: 'hi' });
    expect(res.statusCode).toBe(404);
    expect(await messagesIn(a.chats.bob)).toBe(before);
  });

  it('holds the learner to the brand messageDelay (spec 02 §5, §9)', async () => {
    const s = await addChatSchool(t, 'delay.test', { brand: { messageDelay: 15 } });
    const url = `/chats/${s.chats.anna}/messages?lang=en`;
    expect((await send('POST', url, s.tokens.anna, { message: 'one' }, s.host)).statusCode).toBe(201);
    const early = await send('POST', url, s.tokens.anna, { message: 'two' }, s.host);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Messages can be sent no more than once every 15 seconds.');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesIn(s.chats.anna)).toBe(1);
    // Per learner per chat: bob's chat is not held by anna's message.
    const bobUrl = `/chats/${s.chats.bob}/messages`;
    expect((await send('POST', bobUrl, s.tokens.bob, { message: 'bob' }, s.host)).statusCode).toBe(201);
    // The delay has passed (the last message is moved back rather than waiting).
    await t.db
      .update(chatChannels)
      .set({ learnerLastMessageAt: new Date(Date.now() - 16_000) })
      .where(eq(chatChannels.id, s.chats.anna));
    expect((await send('POST', url, s.tokens.anna, { message: 'three' }, s.host)).statusCode).toBe(201);
  });

  it('two messages sent at once: one passes the delay, the other is refused', async () => {
    const s = await addChatSchool(t, 'race.test', { brand: { messageDelay: 15 } });
    const url = `/chats/${s.chats.anna}/messages`;
    const codes = await Promise.all(
      ['a', 'b', 'c'].map((m) =>
        send('POST', url, s.tokens.anna, { message: m }, s.host).then((r) => r.statusCode),
      ),
    );
    expect(codes.sort()).toEqual([201, 429, 429]);
    expect(await messagesIn(s.chats.anna)).toBe(1);
  });

  it.each([
    ['an ended stream', { status: 'ended' as const }, /read-only/],
    ['a stopped stream', { status: 'stopped' as const }, /read-only/],
    ['a closed chat', { chatStatus: 'closed' }, /chat is closed/],
    ['expired messages', { messageExpiresDate: new Date(Date.now() - 60_000) }, /time for messages/],
  ])('is read-only for %s (403, nothing stored)', async (_name, values, text) => {
    const s = await addChatSchool(t, `ro-${Math.random().toString(36).slice(2, 8)}.test`);
    await setStream(t, s.streams.anna, values);
    const res = await send(
      'POST',
      `/chats/${s.chats.anna}/messages?lang=en`,
      s.tokens.anna,
      { message: 'hi' },
      s.host,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(text);
    expect(await messagesIn(s.chats.anna)).toBe(0);
    const chat = (await get(`/chats/${s.chats.anna}`, s.tokens.anna, s.host)).json();
    expect(chat.isUserMessageEnable).toBe(false);
  });

  it('honours the demo flag isDemoUserMessageEnabled of the course', async () => {
    const s = await addChatSchool(t, 'demo-user.test');
    await setStream(t, s.streams.anna, { isDemo: true });
    await t.db.update(courses).set({ isDemoUserMessageEnabled: false }).where(eq(courses.id, s.courseId));
    t.app.learning.courses.evict(s.courseId);
    const res = await send(
      'POST',
      `/chats/${s.chats.anna}/messages?lang=en`,
      s.tokens.anna,
      { message: 'hi' },
      s.host,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/demo course/);
    // bob's stream is not a demo one: he may write.
    expect(
      (await send('POST', `/chats/${s.chats.bob}/messages`, s.tokens.bob, { message: 'hi' }, s.host))
        .statusCode,
    ).toBe(201);
  });
});

describe('PUT /chats/{id}/messages/{messageId}', () => {
  it("edits the learner's own message", async () => {
    const posted = (
      await send('POST', `/chats/${a.chats.anna}/messages`, a.tokens.anna, { message: 'typo' })
    ).json();
    const res = await send('PUT', `/chats/${a.chats.anna}/messages/${posted.id}`, a.tokens.anna, {
      message: 'fixed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: posted.id, message: 'fixed' });
  });

  it("refuses the expert's message (403), another chat's message (404), and bad text (422)", async () => {
    const answer = await expertSays(a, a.chats.anna, 'expert text');
    const mine = (
      await send('POST', `/chats/${a.chats.anna}/messages`, a.tokens.anna, { message: 'mine' })
    ).json();
    const bobs = (
      await send('POST', `/chats/${a.chats.bob}/messages`, a.tokens.bob, { message: 'bob' })
    ).json();
    const url = (chat: number, id: number) => `/chats/${chat}/messages/${id}`;
    expect(
      (await send('PUT', url(a.chats.anna, answer.id), a.tokens.anna, { message: 'x' })).statusCode,
    ).toBe(403);
    expect((await send('PUT', url(a.chats.anna, bobs.id), a.tokens.anna, { message: 'x' })).statusCode).toBe(
      404,
    );
    expect((await send('PUT', url(a.chats.bob, bobs.id), a.tokens.anna, { message: 'x' })).statusCode).toBe(
      404,
    );
    expect((await send('PUT', url(a.chats.anna, mine.id), a.tokens.anna, { message: ' ' })).statusCode).toBe(
      422,
    );
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, bobs.id));
    expect(row!.message).toBe('bob');
    const [expert] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, answer.id));
    expect(expert!.message).toBe('expert text');
  });
});

describe('PUT /chats/{id}/messages/{messageId}/rating', () => {
  it("rates an expert's message", async () => {
    const answer = await expertSays(a, a.chats.anna, 'rate me');
    const res = await send('PUT', `/chats/${a.chats.anna}/messages/${answer.id}/rating`, a.tokens.anna, {
      rating: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rating).toBe(5);
  });

  it("refuses a rating out of range, the own message, and another learner's chat", async () => {
    const answer = await expertSays(a, a.chats.anna, 'rate me again');
    const mine = (
      await send('POST', `/chats/${a.chats.anna}/messages`, a.tokens.anna, { message: 'mine' })
    ).json();
    const url = (id: number, chat = a.chats.anna) => `/chats/${chat}/messages/${id}/rating`;
    for (const rating of [0, 6, 2.5, '5', null]) {
      expect((await send('PUT', url(answer.id), a.tokens.anna, { rating })).statusCode).toBe(422);
    }
    const own = await send('PUT', `${url(mine.id)}?lang=en`, a.tokens.anna, { rating: 4 });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toEqual([{ field: 'rating', message: "Only an expert's message can be rated." }]);
    expect((await send('PUT', url(answer.id), a.tokens.bob, { rating: 4 })).statusCode).toBe(404);
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, answer.id));
    expect(row!.rating).toBeNull();
  });
});

describe('PUT /chats/{id}/messages/{messageId}/viewed', () => {
  it("marks the expert's message and every earlier unseen one as viewed; the unread count follows", async () => {
    const s = await addChatSchool(t, 'viewed.test');
    const first = await expertSays(s, s.chats.anna, 'one');
    const second = await expertSays(s, s.chats.anna, 'two');
    const third = await expertSays(s, s.chats.anna, 'three');
    expect((await get(`/chats/${s.chats.anna}`, s.tokens.anna, s.host)).json().unread_count).toBe(3);
    const res = await send(
      'PUT',
      `/chats/${s.chats.anna}/messages/${second.id}/viewed`,
      s.tokens.anna,
      undefined,
      s.host,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: second.id, is_viewed: true });
    const rows = await t.db
      .select({ id: chatMessages.id, isViewed: chatMessages.isViewed })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatChannelId, s.chats.anna)))
      .orderBy(chatMessages.id);
    expect(rows).toEqual([
      { id: first.id, isViewed: true },
      { id: second.id, isViewed: true },
      { id: third.id, isViewed: false },
    ]);
    expect((await get(`/chats/${s.chats.anna}`, s.tokens.anna, s.host)).json().unread_count).toBe(1);
  });

  it("refuses the learner's own message (422) and another learner's chat (404)", async () => {
    const mine = (
      await send('POST', `/chats/${a.chats.anna}/messages`, a.tokens.anna, { message: 'mine' })
    ).json();
    const own = await send('PUT', `/chats/${a.chats.anna}/messages/${mine.id}/viewed`, a.tokens.anna);
    expect(own.statusCode).toBe(422);
    const answer = await expertSays(a, a.chats.anna, 'for anna');
    const stranger = await send('PUT', `/chats/${a.chats.anna}/messages/${answer.id}/viewed`, a.tokens.bob);
    expect(stranger.statusCode).toBe(404);
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, answer.id));
    expect(row!.isViewed).toBe(false);
  });
});
