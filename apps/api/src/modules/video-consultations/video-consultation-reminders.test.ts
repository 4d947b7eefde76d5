import { VIDEO_CONSULTATION_REMINDER_PUSH } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushSubscriptions, users, videoConsultations } from '../../db/schema/index.js';
import type { ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createPushSender } from '../push/index.js';
import { browserKeys, decrypt, startPushService } from '../push/push-test-kit.js';
import { addVideoSchool } from './video-consultation-fixtures.js';
import { createVideoConsultationReminders } from './video-consultation-reminders.js';

/**
 * The reminders before a confirmed video consultation (decision 142): an hour before the start,
 * by Web Push to the learner's browser, once: not on the next tick, not after a restart (a new
 * sweep), not from a second process ticking at the same moment; again for a new time. The sweep's
 * clock is the `now` each tick is handed, as the schedule's reminders are tested.
 */
const vapid = webpush.generateVAPIDKeys();
let t: TestApp;
let s: ChatSchool;
let push: Awaited<ReturnType<typeof startPushService>>;
const annaKeys = browserKeys();
const bobKeys = browserKeys();

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp();
  s = await addVideoSchool(t, 'remind-a.test', { count: 4 });
  for (const [who, keys] of [
    ['anna', annaKeys],
    ['bob', bobKeys],
  ] as const) {
    await t.db.insert(pushSubscriptions).values({
      projectId: s.projectId,
      userId: s.users[who].id,
      endpoint: `${push.url}/push/${who}`,
      p256dh: keys.p256dh,
      auth: keys.authText,
    });
  }
  await t.db
    .update(users)
    .set({ languageCode: 'en-US', timezone: 'Europe/Madrid' })
    .where(eq(users.id, s.users.anna.id));
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const base = '/spa/api/v1';
const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.call({ method, url: base + url, token, host: s.host, ...(payload ? { payload } : {}) });
/** A sweep as a process starting now would have one. */
const sweep = () =>
  createVideoConsultationReminders(t.app, createPushSender(vapid, 'mailto:push@remind-a.test'), null);
const minutes = (n: number) => n * 60_000;

/** The learner books the nth free slot and the expert confirms it with a meeting address. */
async function confirmed(who: 'anna' | 'bob', nth: number) {
  const offers = (await call('GET', '/course/online-consultations', s.tokens[who])).json();
  const item = (await call('GET', '/online-consultation', s.tokens[who]))
    .json()
    .find((i: { status: string }) => i.status === 'available');
  const at = offers[0].slots[nth].start_date_time as number;
  const order = await call('PUT', `/online-consultation/update?id=${item.id}`, s.tokens[who], {
    start_date_time: at,
    phone: '+79123456789',
  });
  expect(order.statusCode).toBe(200);
  const res = await call('PUT', `/staff/online-consultations/${item.id}/confirm`, s.tokens.eva, {
    meeting_url: 'https://meet.example.com/r',
  });
  expect(res.statusCode).toBe(200);
  return { id: item.id as number, start: at * 1000 };
}

describe('the reminder before a video consultation', () => {
  it('goes an hour before the start, once, to the learner in her language', async () => {
    const { id, start } = await confirmed('anna', 0);
    push.received.length = 0;
    expect(await sweep().tick(new Date(start - minutes(61)))).toBe(0);
    expect(await sweep().tick(new Date(start - minutes(60)))).toBe(1);
    const message = await push.next();
    expect(message.path).toBe('/push/anna');
    const payload = JSON.parse(decrypt(message.body, annaKeys));
    expect(payload).toMatchObject({
      type: VIDEO_CONSULTATION_REMINDER_PUSH,
      title: 'Video consultation soon',
      url: `videoconsultations/${id}`,
      tag: `video-consultation-${id}`,
      video_consultation_id: id,
      start_date_time: start / 1000,
    });
    expect(payload.body).toContain(`Course of ${s.host}`);
    // In her zone (Madrid) and language: the hour as Intl writes it there.
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', timeStyle: 'short' }).format(
      start,
    );
    expect(payload.body).toContain(hour);

    // The next tick, a restarted process, a tick just before the start: nothing more.
    expect(await sweep().tick(new Date(start - minutes(59)))).toBe(0);
    expect(await sweep().tick(new Date(start - minutes(1)))).toBe(0);
    expect(push.received.map((m) => m.path)).toEqual(['/push/anna']);
    const [row] = await t.db.select().from(videoConsultations).where(eq(videoConsultations.id, id));
    expect(row!.remindedFor?.getTime()).toBe(start);
  });

  it('two processes ticking at once send it once', async () => {
    const { start } = await confirmed('bob', 3);
    push.received.length = 0;
    const at = new Date(start - minutes(30));
    const [one, two] = await Promise.all([sweep().tick(at), sweep().tick(at)]);
    expect(one + two).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(push.received.map((m) => m.path)).toEqual(['/push/bob']);
  });

  it('a new time is reminded again, under the same tag; one started already or cancelled is not', async () => {
    const { id, start } = await confirmed('anna', 6);
    // The push service has the message once the tick is over (the sender waits for its answer).
    const pushed = () => JSON.parse(decrypt(push.received[push.received.length - 1]!.body, annaKeys));
    expect(await sweep().tick(new Date(start - minutes(10)))).toBe(1);
    const first = pushed();
    expect(first).toMatchObject({ video_consultation_id: id, start_date_time: start / 1000 });
    // The expert moves it a day later: the new start gets its own reminder.
    const later = start + minutes(24 * 60);
    const moved = await call('PUT', `/staff/online-consultations/${id}/confirm`, s.tokens.eva, {
      start_date_time: later / 1000,
    });
    expect(moved.statusCode).toBe(200);
    expect(await sweep().tick(new Date(start - minutes(10)))).toBe(0);
    expect(await sweep().tick(new Date(later - minutes(45)))).toBe(1);
    const second = pushed();
    // Same consultation, same tag: the browser replaces the old time's notification with the new.
    expect(second.start_date_time).toBe(later / 1000);
    expect(second.tag).toBe(first.tag);
    expect(second.tag).toBe(`video-consultation-${id}`);
    // Started already: no reminder; cancelled: none either.
    const other = await confirmed('bob', 9);
    expect(await sweep().tick(new Date(other.start + 1000))).toBe(0);
    await call('PUT', `/staff/online-consultations/${other.id}/cancel`, s.tokens.eva);
    expect(await sweep().tick(new Date(other.start - minutes(30)))).toBe(0);
  });

  it('a learner who switched notifications off gets no push (the claim is still taken)', async () => {
    await t.db.update(users).set({ disableNotification: true }).where(eq(users.id, s.users.bob.id));
    const { start } = await confirmed('bob', 12);
    push.received.length = 0;
    expect(await sweep().tick(new Date(start - minutes(20)))).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(push.received).toEqual([]);
  });
});
