import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reminderPayload } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushSubscriptions, reminderDeliveries, users } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createReminderScheduler } from '../schedule/reminder-scheduler.js';
import { createPushSender } from './push-sender.js';
import { browserKeys, decrypt } from './push-test-kit.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: records what arrives; `/gone/...` answers 410 like an expired subscription. */
let service: Server;
let received: Received[] = [];
let serviceUrl: string;

const vapid = webpush.generateVAPIDKeys();
let t: TestApp;
let annaToken: string;
let annaId: number;
let borisId: number;
const annaKeys = browserKeys();
const borisKeys = browserKeys();

/** Monday 23 November 2026, 08:00:30 in Tokyo (UTC+9). */
const MONDAY_0800_TOKYO = new Date('2026-11-22T23:00:30Z');

beforeAll(async () => {
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

  t = await createTestApp({
    config: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_HTTP_ENDPOINTS: 'on',
    },
  });
  const a = await addSchool(t.db, 'school-a.test');
  annaId = (await addUser(t.db, a.project.id, 'anna@example.com', 'secret-pass', { timezone: 'Asia/Tokyo' }))
    .id;
  borisId = (
    await addUser(t.db, a.project.id, 'boris@example.com', 'secret-pass', { timezone: 'Asia/Tokyo' })
  ).id;
  annaToken = await signIn(t.call, 'school-a.test', 'anna@example.com');
  const borisToken = await signIn(t.call, 'school-a.test', 'boris@example.com');
  for (const [token, keys, name] of [
    [annaToken, annaKeys, 'anna'],
    [borisToken, borisKeys, 'boris'],
  ] as const) {
    const sub = await t.call({
      method: 'POST',
      url: '/spa/api/v1/push/subscribe',
      token,
      payload: { endpoint: `${serviceUrl}/push/${name}`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
    });
    expect(sub.statusCode).toBe(204);
    const put = await t.call({
      method: 'PUT',
      url: '/spa/api/v1/schedule/update',
      token,
      payload: { repeatDays: { mon: ['08:00', '09:00'], tue: ['08:00'] } },
    });
    expect(put.statusCode).toBe(200);
  }
  // Boris switched notifications off: he gets none.
  await t.call({
    method: 'POST',
    url: '/spa/api/v1/user/notification',
    token: borisToken,
    payload: { disable_notification: 1 },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => service.close(resolve));
});

const scheduler = () => createReminderScheduler(t.db, createPushSender(vapid, 'mailto:push@school-a.test'));

describe('reminders by Web Push', () => {
  it('publishes the VAPID public key in the configuration', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/config' });
    expect(res.json().domain.push.vapidPublicKey).toBe(vapid.publicKey);
  });

  it("sends a due reminder at the learner's local time, encrypted for the browser, signed with VAPID", async () => {
    received = [];
    expect(await scheduler().tick(MONDAY_0800_TOKYO)).toBe(1);
    expect(received.map((r) => r.path)).toEqual(['/push/anna']);
    const [msg] = received;
    expect(msg!.headers['content-encoding']).toBe('aes128gcm');
    expect(msg!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    const jwt = JSON.parse(Buffer.from(msg!.headers.authorization!.split('.')[1]!, 'base64url').toString());
    expect(jwt).toMatchObject({ aud: serviceUrl, sub: 'mailto:push@school-a.test' });
    const payload = reminderPayload.parse(JSON.parse(decrypt(msg!.body, annaKeys)));
    // No language chosen: Russian, the default (spec 01 §9).
    expect(payload).toEqual({
      type: 'reminder',
      title: 'Время заниматься',
      body: 'Напоминание на 08:00: продолжите курс.',
      time: '08:00',
    });
  });

  it('never sends the same reminder twice: not on the next tick, not from another process', async () => {
    received = [];
    expect(await scheduler().tick(MONDAY_0800_TOKYO)).toBe(0);
    expect(await scheduler().tick(new Date(MONDAY_0800_TOKYO.getTime() + 5 * 60_000))).toBe(0);
    expect(received).toEqual([]);
  });

  it('two schedulers on one database, ticking together, send a due reminder once', async () => {
    received = [];
    const at = new Date('2026-11-23T00:00:10Z'); // 09:00:10 in Tokyo
    const [a, b] = await Promise.all([scheduler().tick(at), scheduler().tick(at)]);
    expect(a + b).toBe(1);
    expect(received.map((r) => r.path)).toEqual(['/push/anna']);
    const rows = await t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, annaId));
    expect(rows.map((r) => [r.localDate, r.time, r.sent])).toEqual([
      ['2026-11-23', '08:00', 1],
      ['2026-11-23', '09:00', 1],
    ]);
  });

  it('sends nothing on another weekday, before the time, or past the grace period', async () => {
    received = [];
    for (const at of [
      '2026-11-21T23:00:30Z', // Sunday 08:00 in Tokyo: no Sunday reminders
      '2026-11-23T22:59:00Z', // Tuesday 07:59
      '2026-11-23T23:11:00Z', // Tuesday 08:11: eleven minutes late
    ]) {
      expect(await scheduler().tick(new Date(at))).toBe(0);
    }
    expect(received).toEqual([]);
  });

  it("speaks the learner's language, and with notifications off nobody gets anything", async () => {
    await t.db.update(users).set({ languageCode: 'en-US' }).where(eq(users.id, annaId));
    received = [];
    expect(await scheduler().tick(new Date('2026-11-23T23:00:00Z'))).toBe(1); // Tuesday 08:00 Tokyo
    expect(received.map((r) => r.path)).toEqual(['/push/anna']);
    expect(JSON.parse(decrypt(received[0]!.body, annaKeys)).body).toBe(
      'Your 08:00 reminder: continue your course.',
    );
    const boris = await t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, borisId));
    expect(boris).toEqual([]);
  });

  it('drops a subscription the push service says is gone (410)', async () => {
    const gone = browserKeys();
    await t.call({
      method: 'POST',
      url: '/spa/api/v1/push/subscribe',
      token: annaToken,
      payload: { endpoint: `${serviceUrl}/gone/1`, keys: { p256dh: gone.p256dh, auth: gone.authText } },
    });
    await t.call({
      method: 'PUT',
      url: '/spa/api/v1/schedule/update',
      token: annaToken,
      payload: { repeatDays: { wed: ['10:00'] } },
    });
    received = [];
    expect(await scheduler().tick(new Date('2026-11-25T01:00:00Z'))).toBe(1); // Wednesday 10:00 Tokyo
    expect(received.map((r) => r.path).sort()).toEqual(['/gone/1', '/push/anna']);
    const subs = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, annaId));
    expect(subs.map((s) => s.endpoint)).toEqual([`${serviceUrl}/push/anna`]);
  });

  it('a time zone PostgreSQL does not know counts as UTC and stops nobody else', async () => {
    const [school] = await t.db
      .select({ projectId: users.projectId })
      .from(users)
      .where(eq(users.id, annaId));
    const odd = await addUser(t.db, school!.projectId, 'odd@example.com', 'secret-pass', {
      timezone: 'Mars/Olympus',
    });
    const oddToken = await signIn(t.call, 'school-a.test', 'odd@example.com');
    const keys = browserKeys();
    await t.call({
      method: 'POST',
      url: '/spa/api/v1/push/subscribe',
      token: oddToken,
      payload: { endpoint: `${serviceUrl}/push/odd`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
    });
    await t.call({
      method: 'PUT',
      url: '/spa/api/v1/schedule/update',
      token: oddToken,
      payload: { repeatDays: { wed: ['01:00'] } },
    });
    received = [];
    // Wednesday 01:00 UTC is Anna's 10:00 in Tokyo, already sent above; the odd zone's 01:00 as UTC.
    const count = await scheduler().tick(new Date('2026-11-25T01:00:30Z'));
    expect(count).toBe(1);
    expect(received.map((r) => r.path)).toEqual(['/push/odd']);
    expect(JSON.parse(decrypt(received[0]!.body, keys)).time).toBe('01:00');
    expect(odd.id).toBeGreaterThan(0);
  });

  describe('an endpoint is never taken over (issue 8)', () => {
    const subscribeAs = (
      token: string,
      endpoint: string,
      keys: ReturnType<typeof browserKeys>,
      host?: string,
    ) =>
      t.call({
        method: 'POST',
        url: '/spa/api/v1/push/subscribe?lang=en',
        host,
        token,
        payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText } },
      });
    const ownerOf = async (endpoint: string) =>
      (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

    it("refuses another learner's endpoint with other keys, and it stays the owner's", async () => {
      const endpoint = `${serviceUrl}/push/anna`;
      const before = await ownerOf(endpoint);
      const eve = await addUser(t.db, before!.projectId, 'eve@example.com', 'secret-pass');
      const eveToken = await signIn(t.call, 'school-a.test', 'eve@example.com');
      const res = await subscribeAs(eveToken, endpoint, browserKeys());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ name: 'Conflict', code: 0, status: 409 });
      expect(res.json().message).toBe('This notification subscription belongs to someone else.');
      expect(await ownerOf(endpoint)).toEqual(before);
      expect(eve.id).not.toBe(annaId);
    });

    it("refuses an endpoint of another school's learner, even with its keys", async () => {
      const endpoint = `${serviceUrl}/push/anna`;
      const before = await ownerOf(endpoint);
      const b = await addSchool(t.db, 'school-b.test');
      await addUser(t.db, b.project.id, 'mallory@example.com', 'secret-pass');
      const token = await signIn(t.call, 'school-b.test', 'mallory@example.com');
      const res = await subscribeAs(token, endpoint, annaKeys, 'school-b.test');
      expect(res.statusCode).toBe(409);
      expect(await ownerOf(endpoint)).toEqual(before);
    });

    it('moves it to the learner now signed in on that browser, who presents its keys', async () => {
      const endpoint = `${serviceUrl}/push/shared-browser`;
      const keys = browserKeys();
      const [anna] = await t.db.select().from(users).where(eq(users.id, annaId));
      await addUser(t.db, anna!.projectId, 'vera@example.com');
      const vera = await signIn(t.call, 'school-a.test', 'vera@example.com');
      expect((await subscribeAs(annaToken, endpoint, keys)).statusCode).toBe(204);
      expect((await subscribeAs(vera, endpoint, keys)).statusCode).toBe(204);
      expect((await ownerOf(endpoint))!.userId).not.toBe(annaId);
      // The owner renewing her own subscription's keys is no takeover either.
      expect((await subscribeAs(vera, endpoint, browserKeys())).statusCode).toBe(204);
      await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    });
  });

  it('unsubscribes a browser', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/push/unsubscribe',
      token: annaToken,
      payload: { endpoint: `${serviceUrl}/push/anna` },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, annaId))).toEqual(
      [],
    );
  });
});
