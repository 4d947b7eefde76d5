import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatChannels, chatMessages, courses } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool, setStream } from '../../test/chat-fixtures.js';
import { signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The expert desk's chat calls (issue 9): roles, courses, schools, and the replies. */
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
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, host = a.host) =>
  t.call({ method, url: base + url, token, host, ...(payload ? { payload } : {}) });
const learnerSays = async (s: ChatSchool, who: 'anna' | 'bob', text: string) => {
  const res = await call('POST', `/chats/${s.chats[who]}/messages`, s.tokens[who], { message: text }, s.host);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};

/** Every staff route, with a body where it takes one. */
function staffRoutes(s: ChatSchool, messageId = 1, consultationId = 1) {
  const chat = s.chats.anna;
  return [
    ['GET', '/staff/chats', undefined],
    ['GET', `/staff/chats/${chat}`, undefined],
    ['GET', `/staff/chats/${chat}/messages`, undefined],
    ['POST', `/staff/chats/${chat}/messages`, { message: 'hi' }],
    ['PUT', `/staff/chats/${chat}/messages/${messageId}/viewed`, undefined],
    ['POST', `/staff/chats/${chat}/consultations`, undefined],
    ['PUT', `/staff/chats/${chat}/consultations/${consultationId}/close`, undefined],
    ['GET', '/staff/ratings', undefined],
  ] as const;
}

describe('who may call the staff routes', () => {
  it('an expert signs in with the learner sign-in and the same kind of session', async () => {
    // Mobile: a web sign-in would end the fixture's web session of eva (single session, issue 3).
    const token = await signIn(t.call, a.host, a.users.eva.email!, 'secret-pass', 'mobile');
    const res = await call('GET', '/staff/chats', token);
    expect(res.statusCode).toBe(200);
  });

  it('a learner gets 403 on every staff route, and nothing changes', async () => {
    const msg = await learnerSays(a, 'anna', 'a question');
    for (const [method, url, payload] of staffRoutes(a, msg.id)) {
      const res = await call(method, `${url}?lang=en`, a.tokens.anna, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/experts only/);
    }
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, msg.id));
    expect(row!.isViewed).toBe(false);
  });

  it('without a token every staff route is 401', async () => {
    for (const [method, url, payload] of staffRoutes(a)) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    }
  });

  it('an expert of another course gets 404 on the chat routes and an empty list', async () => {
    const msg = await learnerSays(a, 'anna', 'for my expert');
    expect((await call('GET', '/staff/chats', a.tokens.otto)).json()).toEqual([]);
    for (const [method, url, payload] of staffRoutes(a, msg.id).slice(1, 7)) {
      expect((await call(method, url, a.tokens.otto, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, msg.id));
    expect(row!.isViewed).toBe(false);
  });

  it('an expert of another school: their token is refused here (401), and on their own host the chat is 404', async () => {
    for (const [method, url, payload] of staffRoutes(a)) {
      expect((await call(method, url, b.tokens.eva, payload)).statusCode).toBe(401);
    }
    for (const [method, url, payload] of staffRoutes(a).slice(1, 7)) {
      expect((await call(method, url, b.tokens.eva, payload, b.host)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
  });
});

describe('GET /staff/chats', () => {
  it("lists the chats of the expert's courses, most unread first, with the learner", async () => {
    const s = await addChatSchool(t, 'desk.test');
    await learnerSays(s, 'bob', 'bob asks');
    const res = await call('GET', '/staff/chats', s.tokens.eva, undefined, s.host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pagination-total-count']).toBe('2');
    const list = res.json();
    expect(list.map((c: { id: number; unread_count: number }) => [c.id, c.unread_count])).toEqual([
      [s.chats.bob, 1],
      [s.chats.anna, 0],
    ]);
    expect(list[0].learner).toEqual({
      id: s.users.bob.id,
      name: 'Bob',
      last_name: 'Brown',
      email: 'bob@desk.test',
    });
    expect(list[0].last_message.message).toBe('bob asks');
  });

  it('searches by learner name, last name or e-mail; wildcards are plain text', async () => {
    const ids = async (search: string) =>
      (await call('GET', `/staff/chats?search=${encodeURIComponent(search)}`, a.tokens.eva))
        .json()
        .map((c: { id: number }) => c.id);
    expect(await ids('ivanova')).toEqual([a.chats.anna]);
    expect(await ids('Anna Iv')).toEqual([a.chats.anna]);
    expect(await ids('bob@school-a')).toEqual([a.chats.bob]);
    expect(await ids('%')).toEqual([]);
    expect((await call('GET', `/staff/chats?search=${'x'.repeat(101)}`, a.tokens.eva)).statusCode).toBe(422);
    expect((await call('GET', '/staff/chats?search=a%00b', a.tokens.eva)).statusCode).toBe(422);
  });
});

describe('GET /staff/chats/{id}', () => {
  it("answers the chat with the learner's stream beside it and its consultations", async () => {
    const res = await call('GET', `/staff/chats/${a.chats.anna}`, a.tokens.eva);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.chats.anna,
      learner: { id: a.users.anna.id, name: 'Anna' },
      stream: {
        id: a.streams.anna.id,
        course_id: a.courseId,
        course_title: 'Course of school-a.test',
        status: 'open',
        current_day: 0,
        progress: { days_count: 8, complete_days_count: 0, progress: 0 },
      },
      consultation_list: [],
    });
  });
});

describe('POST /staff/chats/{id}/messages', () => {
  it("stores the expert's reply as an expert message; the learner's unread count rises", async () => {
    const s = await addChatSchool(t, 'reply.test');
    const res = await call(
      'POST',
      `/staff/chats/${s.chats.anna}/messages`,
      s.tokens.eva,
      { message: 'Answer' },
      s.host,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Answer',
      employee: { id: s.users.eva.id, is_expert: true },
    });
    const chat = (await call('GET', `/chats/${s.chats.anna}`, s.tokens.anna, undefined, s.host)).json();
    expect(chat.unread_count).toBe(1);
    expect(chat.last_message.message).toBe('Answer');
  });

  it('is not held by messageDelay, refuses blank text, and honours the demo expert flag and read-only streams', async () => {
    const s = await addChatSchool(t, 'reply-rules.test', { brand: { messageDelay: 15 } });
    const url = `/staff/chats/${s.chats.anna}/messages?lang=en`;
    expect((await call('POST', url, s.tokens.eva, { message: 'one' }, s.host)).statusCode).toBe(201);
    expect((await call('POST', url, s.tokens.eva, { message: 'two' }, s.host)).statusCode).toBe(201);
    expect((await call('POST', url, s.tokens.eva, { message: '  ' }, s.host)).statusCode).toBe(422);
    await setStream(t, s.streams.anna, { isDemo: true });
    await t.db.update(courses).set({ isDemoExpertMessageEnabled: false }).where(eq(courses.id, s.courseId));
    t.app.learning.courses.evict(s.courseId);
    const demo = await call('POST', url, s.tokens.eva, { message: 'three' }, s.host);
    expect(demo.statusCode).toBe(403);
    expect(demo.json().message).toMatch(/demo course/);
    await setStream(t, s.streams.bob, { status: 'ended' });
    const ended = await call(
      'POST',
      `/staff/chats/${s.chats.bob}/messages?lang=en`,
      s.tokens.eva,
      { message: 'x' },
      s.host,
    );
    expect(ended.statusCode).toBe(403);
    const stored = await t.db.select().from(chatMessages).where(eq(chatMessages.chatChannelId, s.chats.anna));
    expect(stored.map((m) => m.message)).toEqual(['one', 'two']);
  });
});

describe('PUT /staff/chats/{id}/messages/{messageId}/viewed', () => {
  it("marks the learner's messages viewed; the expert's own message is refused", async () => {
    const s = await addChatSchool(t, 'seen.test');
    const question = await learnerSays(s, 'anna', 'question');
    const url = (id: number) => `/staff/chats/${s.chats.anna}/messages/${id}/viewed`;
    const res = await call('PUT', url(question.id), s.tokens.eva, undefined, s.host);
    expect(res.statusCode).toBe(200);
    expect(res.json().is_viewed).toBe(true);
    const [channel] = await t.db.select().from(chatChannels).where(eq(chatChannels.id, s.chats.anna));
    expect(channel!.expertUnread).toBe(0);
    const reply = (
      await call('POST', `/staff/chats/${s.chats.anna}/messages`, s.tokens.eva, { message: 'a' }, s.host)
    ).json();
    expect((await call('PUT', url(reply.id), s.tokens.eva, undefined, s.host)).statusCode).toBe(422);
    expect((await call('PUT', url(999_999), s.tokens.eva, undefined, s.host)).statusCode).toBe(404);
  });
});

describe('GET /staff/ratings', () => {
  it("lists the ratings the expert received, newest first, and nobody else's", async () => {
    const s = await addChatSchool(t, 'ratings.test');
    const one = (
      await call('POST', `/staff/chats/${s.chats.anna}/messages`, s.tokens.eva, { message: 'first' }, s.host)
    ).json();
    const two = (
      await call('POST', `/staff/chats/${s.chats.bob}/messages`, s.tokens.eva, { message: 'second' }, s.host)
    ).json();
    await call(
      'PUT',
      `/chats/${s.chats.anna}/messages/${one.id}/rating`,
      s.tokens.anna,
      { rating: 4 },
      s.host,
    );
    await t.db
      .update(chatMessages)
      .set({ ratedAt: new Date(Date.now() - 60_000) })
      .where(eq(chatMessages.id, one.id));
    await call('PUT', `/chats/${s.chats.bob}/messages/${two.id}/rating`, s.tokens.bob, { rating: 2 }, s.host);
    const res = await call('GET', '/staff/ratings?per-page=1', s.tokens.eva, undefined, s.host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pagination-total-count']).toBe('2');
    expect(res.json()).toEqual([
      {
        kind: 'message',
        id: two.id,
        chat_id: s.chats.bob,
        rating: 2,
        rated_at: expect.any(Number),
        message: 'second',
      },
    ]);
    expect((await call('GET', '/staff/ratings', s.tokens.otto, undefined, s.host)).json()).toEqual([]);
  });
});
