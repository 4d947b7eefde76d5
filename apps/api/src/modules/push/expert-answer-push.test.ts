import { chatMessagePayload } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { users } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  type ExpertAnswer,
  expertAnswerPayload,
  PUSH_BODY_MAX_CHARS,
  shortened,
} from './expert-answer-push.js';
import { type BrowserKeys, browserKeys, decrypt, startPushService } from './push-test-kit.js';

/**
 * Issue 9 "Live": a learner whose app is closed gets a Web Push "your expert answered"
 * (decision 056), delivered to a push service on 127.0.0.1 and decrypted as a browser would.
 */
const vapid = webpush.generateVAPIDKeys();
let t: TestApp;
let s: ChatSchool;
let push: Awaited<ReturnType<typeof startPushService>>;
const keys: Record<'anna' | 'bob', BrowserKeys> = { anna: browserKeys(), bob: browserKeys() };
const base = '/spa/api/v1';

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({
    config: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_HTTP_ENDPOINTS: 'on',
    },
  });
  s = await addChatSchool(t, 'push-chat.test');
  await t.db.update(users).set({ languageCode: 'en-US' }).where(eq(users.id, s.users.anna.id));
  await t.db.update(users).set({ languageCode: 'ru-RU' }).where(eq(users.id, s.users.bob.id));
  for (const who of ['anna', 'bob'] as const) {
    const res = await call('POST', '/push/subscribe', s.tokens[who], {
      endpoint: `${push.url}/push/${who}`,
      keys: { p256dh: keys[who].p256dh, auth: keys[who].authText },
    });
    expect(res.statusCode, res.body).toBe(204);
  }
});
afterAll(async () => {
  await t.close();
  await push.close();
});

function call(method: 'POST', url: string, token: string, payload?: object) {
  return t.call({ method, url: base + url, token, host: s.host, ...(payload ? { payload } : {}) });
}
const learnerWrites = (who: 'anna' | 'bob', message: string) =>
  call('POST', `/chats/${s.chats[who]}/messages`, s.tokens[who], { message });
const expertWrites = (who: 'anna' | 'bob', message: string) =>
  call('POST', `/staff/chats/${s.chats[who]}/messages`, s.tokens.eva, { message });

/** The next push that reaches a browser, read with that browser's keys. */
async function nextPush() {
  const m = await push.next();
  const who = m.path === '/push/anna' ? 'anna' : 'bob';
  return { who, payload: chatMessagePayload.parse(JSON.parse(decrypt(m.body, keys[who]))) };
}

describe('Web Push "your expert answered"', () => {
  it("reaches the learner's browser with the expert's name, the text and the chat's address", async () => {
    const answer = await expertWrites('anna', 'Start with the breathing of lesson one.');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await nextPush()).toEqual({
      who: 'anna',
      payload: {
        type: 'chat_message',
        title: 'Your expert answered — Eva',
        body: 'Start with the breathing of lesson one.',
        url: `chat/${s.chats.anna}`,
        chat_id: s.chats.anna,
        message_id: answer.json().id,
      },
    });
  });

  it("is in the learner's language", async () => {
    await expertWrites('bob', 'Добрый день!');
    expect(await nextPush()).toMatchObject({
      who: 'bob',
      payload: { title: 'Ответ эксперта — Eva', body: 'Добрый день!' },
    });
  });

  it("is not sent for the learner's own message", async () => {
    expect((await learnerWrites('anna', 'My own question')).statusCode).toBe(201);
    await expertWrites('anna', 'The answer');
    // Pushes go out in the order the messages were written: the first one is the answer.
    expect(await nextPush()).toMatchObject({ who: 'anna', payload: { body: 'The answer' } });
  });

  it('is not sent to a learner who switched notifications off (disable_notification)', async () => {
    const off = await call('POST', '/user/notification', s.tokens.bob, { disable_notification: 1 });
    expect(off.statusCode, off.body).toBe(200);
    await expertWrites('bob', 'You will not hear of this one');
    await expertWrites('anna', 'But you will');
    expect(await nextPush()).toMatchObject({ who: 'anna', payload: { body: 'But you will' } });
    expect(push.received.filter((m) => m.path === '/push/bob')).toHaveLength(1);
  });
});

describe('the payload', () => {
  const answer: ExpertAnswer = {
    projectId: 1,
    learnerId: 2,
    chatId: 3,
    messageId: 4,
    text: '',
    fileCount: 0,
    expertName: null,
    schoolName: 'Mindful School',
    defaultLanguage: 'ru',
  };

  it('names the school when the expert has no name; a photo alone says it is an attachment', () => {
    expect(expertAnswerPayload({ ...answer, fileCount: 1 }, 'es')).toMatchObject({
      title: 'Respuesta de tu experto — Mindful School',
      body: 'Archivo adjunto',
    });
  });

  it('shortens a long message at a word, within the limit', () => {
    const long = `${'word '.repeat(60)}end`;
    const body = shortened(long);
    expect(Array.from(body).length).toBeLessThanOrEqual(PUSH_BODY_MAX_CHARS);
    expect(body).toMatch(/^word( word)+…$/);
    expect(shortened('  two\n lines  ')).toBe('two lines');
  });
});
