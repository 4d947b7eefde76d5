import { streamStatus } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool, setStream } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * `consultations` and `chatChannelMeta` of `GET /user-course-streams/{id}/status` (spec 02 §3,
 * issue 9): the stream's real consultations and chat, never a cached answer from before a
 * consultation was opened, closed or rated (decision 056).
 */
let t: TestApp;
let s: ChatSchool;
const base = '/spa/api/v1';
const EXPAND = 'consultations,chatChannelMeta';

beforeAll(async () => {
  t = await createTestApp();
  s = await addChatSchool(t, 'status-chat.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.call({ method, url: base + url, token, host: s.host, ...(payload ? { payload } : {}) });
const status = async (who: 'anna' | 'bob' = 'anna', expand = EXPAND) => {
  const res = await call(
    'GET',
    `/user-course-streams/${s.streams[who].id}/status?expand=${expand}`,
    s.tokens[who],
  );
  expect(res.statusCode, res.body).toBe(200);
  return streamStatus.parse(res.json());
};

describe('the chat side of the stream status', () => {
  it('names the chat of the stream; no consultations before the first one', async () => {
    expect(await status()).toEqual({
      id: s.streams.anna.id,
      status: 'open',
      currentDay: expect.any(Number),
      consultations: [],
      chatChannelMeta: { chat_channel_id: s.chats.anna, chat_status: null, message_expires_date: null },
    });
  });

  it('shows a consultation as it is opened, closed and rated, though the answer was cached before each', async () => {
    await call('POST', `/chats/${s.chats.anna}/messages`, s.tokens.anna, { message: 'A question' });
    expect((await status()).consultations).toEqual([]);

    const opened = await call('POST', `/staff/chats/${s.chats.anna}/consultations`, s.tokens.eva);
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await status()).consultations).toEqual([opened.json()]);

    await call('POST', `/staff/chats/${s.chats.anna}/messages`, s.tokens.eva, { message: 'An answer' });
    const closed = await call(
      'PUT',
      `/staff/chats/${s.chats.anna}/consultations/${opened.json().id}/close`,
      s.tokens.eva,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await status()).consultations).toEqual([closed.json()]);

    const rated = await call('PUT', `/consultations/updateRating/${opened.json().id}`, s.tokens.anna, {
      rating: 5,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await status()).consultations).toEqual([expect.objectContaining({ status: 'rated', rating: 5 })]);
  });

  it("another learner's stream shows only their own consultations", async () => {
    expect((await status('bob')).consultations).toEqual([]);
  });

  it("reveals nobody else's consultations: another learner's stream, the expert, another school", async () => {
    const url = `/user-course-streams/${s.streams.anna.id}/status?expand=${EXPAND}`;
    for (const token of [s.tokens.bob, s.tokens.eva]) {
      const res = await call('GET', url, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('consultations');
    }
    const other = await addChatSchool(t, 'status-chat-other.test');
    const res = await call('GET', url, other.tokens.anna);
    expect(res.statusCode).toBe(401);
  });

  it('sees a consultation written behind the API (the trigger evicts the cached state)', async () => {
    const before = (await status()).consultations!.length;
    const [row] = await t.db
      .insert(consultations)
      .values({
        projectId: s.projectId,
        chatChannelId: s.chats.anna,
        userCourseStreamId: s.streams.anna.id,
        userId: s.users.anna.id,
        courseId: s.courseId,
        status: 'close',
        startMessageId: (await status()).consultations![0]!.startMessageId,
        openedBy: s.users.eva.id,
      })
      .returning();
    await expect.poll(async () => (await status()).consultations!.length, { timeout: 3000 }).toBe(before + 1);
    await t.db.delete(consultations).where(eq(consultations.id, row!.id));
    await expect.poll(async () => (await status()).consultations!.length, { timeout: 3000 }).toBe(before);
  });

  it('follows the chat status of the stream and answers null for a stream without chat', async () => {
    await setStream(t, s.streams.bob, { chatStatus: 'closed' });
    expect((await status('bob')).chatChannelMeta).toMatchObject({ chat_status: 'closed' });
    await setStream(t, s.streams.bob, { chatChannelId: null });
    expect((await status('bob')).chatChannelMeta).toBeNull();
  });

  it('reads no chat for the expansions that do not ask for it', async () => {
    expect(Object.keys(await status('anna', 'days'))).not.toContain('consultations');
  });
});
