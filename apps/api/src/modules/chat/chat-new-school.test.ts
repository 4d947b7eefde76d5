import { TEST_CARDS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  chatChannels,
  courseServices,
  courses,
  paymentSettings,
  users,
} from '../../db/schema/index.js';
import { signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openSession } from '../auth/sessions.service.js';
import { addStream } from '../learning/learning-fixtures.js';
import { goodCard, postCheckout, tokenOf } from '../payments/payments-fixtures.js';
import { createAdmin, createSchool } from '../staff/staff-setup.service.js';

/**
 * Issue 28 (point 6): on a school made from nothing, a learner who bought the course (or was
 * enrolled in it) writes to the expert at once, before any homework; a chat that is closed says
 * why, on the stream (the calendar's entry) and on the chat. The school is made as the staff
 * command makes one, its expert assigned and its chat switched by the console's own calls.
 */
const host = 'fresh-chat.test';
const base = '/spa/api/v1';
let t: TestApp;
let projectId: number;
let admin: string;
let expert: { id: number; token: string };
let answered: number; // a course with its expert
let unanswered: number; // a course nobody answers yet
let buyService: number;

type Stream = { id: number; chat_channel_id: number | null; chat_closed_reason: string | null };
type ChatAnswer = { id: number; isUserMessageEnable: boolean; chat_closed_reason: string | null };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.call({ method, url: `${base}${url}`, token, host, ...(payload ? { payload } : {}) });

async function person(email: string, role: 'learner' | 'expert' = 'learner') {
  const [user] = await t.db.insert(users).values({ projectId, email, role }).returning();
  const token = await openSession(t.db, user!, {
    projectId,
    appType: 'web',
    appId: null,
    ip: '127.0.0.1',
    lang: 'en',
    singleDeviceOnly: false,
  });
  return { id: user!.id, token };
}

const streamOf = async (token: string, id: number) => {
  const res = await call('GET', `/user-course-streams/${id}?lang=en`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Stream;
};
const chatsOf = async (token: string) => {
  const res = await call('GET', '/chats?lang=en', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatAnswer[];
};
const say = (token: string, chatId: number, message: string) =>
  call('POST', `/chats/${chatId}/messages?lang=en`, token, { message });

/** The console's brand form: the chat on or off (the version rule of decision 072). */
async function setChat(on: boolean) {
  const [brand] = await t.db.select().from(brands).where(eq(brands.projectId, projectId));
  const res = await t.call({
    method: 'PUT',
    url: `${base}/staff/brand?lang=en`,
    token: admin,
    host,
    payload: { expected_version: brand!.version, isChatSupport: on },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The expert answers the learner's chat: they see it on the desk and reply there. */
async function expertReplies(chatId: number, text: string) {
  const desk = await call('GET', '/staff/chats?per-page=50', expert.token);
  expect(desk.json().map((c: { id: number }) => c.id)).toContain(chatId);
  expect(
    (await call('POST', `/staff/chats/${chatId}/messages`, expert.token, { message: text })).statusCode,
  ).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ projectId } = await createSchool(t.db, { host, name: 'Fresh School', language: 'en' }));
  await createAdmin(t.db, { host, email: 'boss@fresh-chat.test', password: 'long-enough-pass' });
  admin = await signIn(t.call, host, 'boss@fresh-chat.test', 'long-enough-pass');
  // A course row is all the chat needs: its content is not read here.
  const course = async (title: string) =>
    (await t.db.insert(courses).values({ projectId, title }).returning())[0]!.id;
  answered = await course('Morning yoga');
  unanswered = await course('Evening stretch');
  expert = await person('expert@fresh-chat.test', 'expert');
  const assigned = await call('PUT', `/staff/members/${expert.id}/courses?lang=en`, admin, {
    course_ids: [answered],
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  await t.db.insert(paymentSettings).values({ projectId, mode: 'test' });
  const [service] = await t.db
    .insert(courseServices)
    .values({
      projectId,
      type: 'course_buy',
      courseId: answered,
      title: 'Full course',
      price: 4900,
      durationDays: 30,
    })
    .returning();
  buyService = service!.id;
}, 120_000);
afterAll(() => t.close());

describe('a new school with chat on and an expert assigned', () => {
  it('a learner who just bought the course writes to the expert before any homework', async () => {
    const learner = await person('buyer@fresh-chat.test');
    const order = await call('POST', `/order/${buyService}?lang=en`, learner.token);
    expect(order.statusCode, order.body).toBe(200);
    const paid = await postCheckout(t, tokenOf(order.json().payment_url), goodCard(TEST_CARDS.success), host);
    expect(paid.statusCode).toBe(303);
    const [listed] = (await call('GET', '/user-course-streams?lang=en', learner.token)).json() as Stream[];
    expect(listed).toMatchObject({ chat_closed_reason: null, chat_channel_id: expect.any(Number) });
    // The calendar's entry: the stream's chat, open.
    const stream = await streamOf(learner.token, listed!.id);
    expect(stream).toMatchObject({ chat_channel_id: listed!.chat_channel_id, chat_closed_reason: null });
    const chatId = stream.chat_channel_id!;
    expect(await chatsOf(learner.token)).toEqual([
      expect.objectContaining({ id: chatId, isUserMessageEnable: true, chat_closed_reason: null }),
    ]);
    const sent = await say(learner.token, chatId, 'Hello! Where do I start?');
    expect(sent.statusCode, sent.body).toBe(201);
    await expertReplies(chatId, 'Start with day one.');
  });

  it('a learner the administrator enrolled writes at once too', async () => {
    const learner = await person('enrolled@fresh-chat.test');
    const res = await call('POST', `/staff/learners/${learner.id}/streams?lang=en`, admin, {
      course_id: answered,
      start_date: Math.floor(Date.now() / 1000),
      days: 30,
    });
    expect(res.statusCode, res.body).toBe(201);
    const stream = await streamOf(learner.token, res.json().id);
    expect(stream.chat_closed_reason).toBeNull();
    expect((await say(learner.token, stream.chat_channel_id!, 'Hi')).statusCode).toBe(201);
  });

  it('a stream that never had its chat (made before chats came with a purchase) gets it when read', async () => {
    const learner = await person('earlier@fresh-chat.test');
    const row = await addStream(t.db, { projectId, userId: learner.id, courseId: answered });
    expect(row.chatChannelId).toBeNull();
    const stream = await streamOf(learner.token, row.id);
    expect(stream).toMatchObject({ chat_channel_id: expect.any(Number), chat_closed_reason: null });
    expect((await say(learner.token, stream.chat_channel_id!, 'Hi')).statusCode).toBe(201);
    // Read again, from the list and the chats: the same one chat, none made twice.
    expect((await call('GET', '/user-course-streams', learner.token)).json()[0].chat_channel_id).toBe(
      stream.chat_channel_id,
    );
    expect((await chatsOf(learner.token)).map((c) => c.id)).toEqual([stream.chat_channel_id]);
    const chats = await t.db.select().from(chatChannels).where(eq(chatChannels.userCourseStreamId, row.id));
    expect(chats).toHaveLength(1);
  });

  it('the chat list opens it too, when that is read first; reading both at once makes one chat', async () => {
    const learner = await person('list-first@fresh-chat.test');
    const row = await addStream(t.db, { projectId, userId: learner.id, courseId: answered });
    const [chats, streams] = await Promise.all([
      chatsOf(learner.token),
      call('GET', '/user-course-streams', learner.token).then((r) => r.json() as Stream[]),
    ]);
    expect(chats).toEqual([expect.objectContaining({ isUserMessageEnable: true, chat_closed_reason: null })]);
    expect(streams[0]!.chat_channel_id).toBe(chats[0]!.id);
    expect(
      await t.db.select().from(chatChannels).where(eq(chatChannels.userCourseStreamId, row.id)),
    ).toHaveLength(1);
  });
});

describe('a closed chat says why', () => {
  it('a course nobody answers yet: "no_expert" on the stream and the chat, refused with the reason; an expert opens it', async () => {
    const learner = await person('waiting@fresh-chat.test');
    const row = await addStream(t.db, { projectId, userId: learner.id, courseId: unanswered });
    const stream = await streamOf(learner.token, row.id);
    expect(stream).toMatchObject({ chat_channel_id: expect.any(Number), chat_closed_reason: 'no_expert' });
    const chatId = stream.chat_channel_id!;
    expect(await chatsOf(learner.token)).toEqual([
      expect.objectContaining({ id: chatId, isUserMessageEnable: false, chat_closed_reason: 'no_expert' }),
    ]);
    const refused = await say(learner.token, chatId, 'Anyone here?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This course has no expert yet: you can write as soon as the school assigns one.',
    );
    // The console assigns the expert: the chat opens, nothing else to do.
    await call('PUT', `/staff/members/${expert.id}/courses?lang=en`, admin, {
      course_ids: [answered, unanswered],
    });
    try {
      expect((await streamOf(learner.token, row.id)).chat_closed_reason).toBeNull();
      expect((await say(learner.token, chatId, 'Anyone here?')).statusCode).toBe(201);
      // A blocked expert answers nobody: the chat is closed again until they are let back.
      await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, expert.id));
      expect((await say(learner.token, chatId, 'Still here?')).statusCode).toBe(403);
      await t.db.update(users).set({ blockedAt: null }).where(eq(users.id, expert.id));
      // Let back, the expert answers again: what holds the message now is only the school's
      // delay between a learner's messages (429), not the closed chat.
      expect((await say(learner.token, chatId, 'Still here?')).statusCode).toBe(429);
    } finally {
      await call('PUT', `/staff/members/${expert.id}/courses?lang=en`, admin, { course_ids: [answered] });
    }
  });

  it('a school with chat off: "chat_off" on the stream, every chat call refused', async () => {
    const learner = await person('off@fresh-chat.test');
    const row = await addStream(t.db, { projectId, userId: learner.id, courseId: answered });
    await setChat(false);
    try {
      const stream = await streamOf(learner.token, row.id);
      expect(stream.chat_closed_reason).toBe('chat_off');
      const listed = (await call('GET', '/user-course-streams', learner.token)).json() as Stream[];
      expect(listed[0]!.chat_closed_reason).toBe('chat_off');
      expect((await call('GET', '/chats?lang=en', learner.token)).statusCode).toBe(403);
    } finally {
      await setChat(true);
    }
    // Turned on again: the stream's chat opens.
    const stream = await streamOf(learner.token, row.id);
    expect(stream).toMatchObject({ chat_channel_id: expect.any(Number), chat_closed_reason: null });
    expect((await say(learner.token, stream.chat_channel_id!, 'Hi')).statusCode).toBe(201);
  });

  it('a demo stream has no chat until the course is bought: "demo"', async () => {
    const learner = await person('demo@fresh-chat.test');
    const row = await addStream(t.db, { projectId, userId: learner.id, courseId: answered, isDemo: true });
    expect(await streamOf(learner.token, row.id)).toMatchObject({
      chat_channel_id: null,
      chat_closed_reason: 'demo',
    });
    expect(await chatsOf(learner.token)).toEqual([]);
  });

  it('an ended stream keeps its chat to read: "ended"', async () => {
    const learner = await person('ended@fresh-chat.test');
    const row = await addStream(t.db, {
      projectId,
      userId: learner.id,
      courseId: answered,
      startDate: new Date(Date.now() - 40 * 86_400_000),
      endDate: new Date(Date.now() - 86_400_000),
    });
    const stream = await streamOf(learner.token, row.id);
    expect(stream).toMatchObject({ chat_channel_id: expect.any(Number), chat_closed_reason: 'ended' });
    expect((await say(learner.token, stream.chat_channel_id!, 'Hi')).statusCode).toBe(403);
  });
});
