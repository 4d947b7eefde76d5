import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailNotificationOptOuts, pushSubscriptions, users } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendLearnerMail } from './index.js';
import { type TestOutbox, testOutbox, toOf, unsubscribeLinkOf } from './mail-notifications-fixtures.js';
import { unsubscribeSignature } from './unsubscribe-link.js';

/**
 * E-mail notifications (issue 32, decision 143): the one send every kind goes through (the switch,
 * the language, the unsubscribe link and headers, attachments in the .eml), the learner's
 * switches, and the one-click unsubscribe (valid, forged, altered, another learner's, another
 * school's).
 */
const base = '/spa/api/v1';
let t: TestApp;
let outbox: TestOutbox;
let a: { projectId: number; anna: number; bob: number; tokens: { anna: string; bob: string } };
let bHost: string;

beforeAll(async () => {
  outbox = await testOutbox();
  t = await createTestApp({ config: { dataDir: outbox.dataDir, FILE_LINK_SECRET: 'x'.repeat(40) } });
  const school = await addSchool(t.db, 'mail-a.test', {}, { title: 'Mindful A', defaultLanguage: 'ru' });
  const anna = await addUser(t.db, school.project.id, 'anna@mail-a.test', 'secret-pass', {
    name: 'Anna',
    languageCode: 'en-US',
  });
  const bob = await addUser(t.db, school.project.id, 'bob@mail-a.test', 'secret-pass', { name: 'Боб' });
  a = {
    projectId: school.project.id,
    anna: anna.id,
    bob: bob.id,
    tokens: {
      anna: await signIn(t.call, 'mail-a.test', 'anna@mail-a.test'),
      bob: await signIn(t.call, 'mail-a.test', 'bob@mail-a.test'),
    },
  };
  bHost = (await addSchool(t.db, 'mail-b.test')).domain.host;
});
afterAll(async () => {
  await t.close();
  await outbox.remove();
});

const consultationMail = (learnerId: number, extra: { attachments?: boolean } = {}) =>
  sendLearnerMail(t.app, {
    projectId: a.projectId,
    learnerId,
    kind: 'consultations',
    compose: ({ lang, appUrl }) => ({
      subject: `[${lang}] consultation`,
      text: `See ${new URL('chat/1', appUrl)}`,
    }),
    ...(extra.attachments
      ? {
          attachments: [
            {
              filename: 'consultation.ics',
              content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n',
              contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            },
          ],
        }
      : {}),
  });

const settingsOf = (who: 'anna' | 'bob') =>
  t.call({
    method: 'GET',
    url: `${base}/user/mail-notifications?lang=en`,
    host: 'mail-a.test',
    token: a.tokens[who],
  });

describe('sendLearnerMail', () => {
  it("mails the learner in her language on the school's address, with the one-click unsubscribe and the attachment", async () => {
    const sent = await consultationMail(a.anna, { attachments: true });
    expect(sent?.via).toBe('outbox');
    const [mail, more] = await outbox.waitFor(1);
    expect(more).toBeUndefined();
    expect(toOf(mail!)).toBe('anna@mail-a.test');
    expect(mail!.subject).toBe('[en] consultation');
    expect(mail!.text).toContain('Hello, Anna!');
    expect(mail!.text).toContain('See http://mail-a.test/class/chat/1');
    expect(mail!.text).toContain('e-mails about video consultations are on for you at Mindful A');
    const link = unsubscribeLinkOf(mail!);
    expect(link.origin).toBe('http://mail-a.test');
    expect(link.pathname).toBe(`${base}/mail-notifications/unsubscribe`);
    expect(link.searchParams.get('k')).toBe('consultations');
    expect(mail!.text).toContain(link.toString());
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.filename).toBe('consultation.ics');
    expect(mail!.attachments[0]!.contentType).toBe('text/calendar');
    expect(mail!.attachments[0]!.content.toString()).toContain('BEGIN:VCALENDAR');
  });

  it("writes to a learner who chose no language in the school's", async () => {
    await consultationMail(a.bob);
    const [mail] = await outbox.waitFor(1);
    expect(toOf(mail!)).toBe('bob@mail-a.test');
    expect(mail!.subject).toBe('[ru] consultation');
    expect(mail!.text).toContain('Здравствуйте, Боб!');
    expect(mail!.text).toContain('письма о видеоконсультациях');
  });

  it('sends nothing when her switch of that kind is off, and the other kinds still go', async () => {
    await t.db
      .insert(mailNotificationOptOuts)
      .values({ userId: a.bob, kind: 'consultations', via: 'settings' });
    expect(await consultationMail(a.bob)).toBeNull();
    expect(await outbox.settle(50)).toEqual([]);
    const other = await sendLearnerMail(t.app, {
      projectId: a.projectId,
      learnerId: a.bob,
      kind: 'access_ending',
      compose: () => ({ subject: 'access', text: 'ends' }),
    });
    expect(other).not.toBeNull();
    expect((await outbox.waitFor(1)).map((m) => m.subject)).toEqual(['access']);
    await t.db.delete(mailNotificationOptOuts).where(eq(mailNotificationOptOuts.userId, a.bob));
  });

  it("'onlyWithoutPush' skips a learner push reaches, and mails her once notifications are off", async () => {
    await t.db.insert(pushSubscriptions).values({
      projectId: a.projectId,
      userId: a.anna,
      endpoint: 'https://push.invalid/anna',
      p256dh: 'k',
      auth: 'a',
    });
    const onlyWithoutPush = () =>
      sendLearnerMail(t.app, {
        projectId: a.projectId,
        learnerId: a.anna,
        kind: 'homework_reviewed',
        onlyWithoutPush: true,
        compose: () => ({ subject: 'reviewed', text: 'x' }),
      });
    expect(await onlyWithoutPush()).toBeNull();
    await t.db.update(users).set({ disableNotification: true }).where(eq(users.id, a.anna));
    expect(await onlyWithoutPush()).not.toBeNull();
    expect((await outbox.waitFor(1)).map((m) => m.subject)).toEqual(['reviewed']);
    await t.db.update(users).set({ disableNotification: false }).where(eq(users.id, a.anna));
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, a.anna));
  });
});

describe("the learner's switches: GET and POST /user/mail-notifications", () => {
  it('are all on for a new learner, and answer 401 without a session', async () => {
    const res = await settingsOf('anna');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      homework_reviewed: 1,
      expert_answered: 1,
      consultations: 1,
      renewal_failed: 1,
      access_ending: 1,
    });
    const guest = await t.call({
      method: 'GET',
      url: `${base}/user/mail-notifications`,
      host: 'mail-a.test',
    });
    expect(guest.statusCode).toBe(401);
    const post = await t.call({
      method: 'POST',
      url: `${base}/user/mail-notifications`,
      host: 'mail-a.test',
      payload: { kind: 'renewal_failed', enabled: 0 },
    });
    expect(post.statusCode).toBe(401);
  });

  it("refuse a session of another school's host (401) and change nothing", async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.call({
        method,
        url: `${base}/user/mail-notifications?lang=en`,
        host: bHost,
        token: a.tokens.anna,
        ...(method === 'POST' ? { payload: { kind: 'access_ending', enabled: 0 } } : {}),
      });
      expect(res.statusCode, method).toBe(401);
    }
    expect((await settingsOf('anna')).json().access_ending).toBe(1);
  });

  it("turn one kind off and on for the caller only; another learner's stay as they were", async () => {
    const off = await t.call({
      method: 'POST',
      url: `${base}/user/mail-notifications?lang=en`,
      host: 'mail-a.test',
      token: a.tokens.anna,
      payload: { kind: 'renewal_failed', enabled: 0 },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().renewal_failed).toBe(0);
    expect(off.json().access_ending).toBe(1);
    expect((await settingsOf('anna')).json().renewal_failed).toBe(0);
    expect((await settingsOf('bob')).json().renewal_failed).toBe(1);
    const on = await t.call({
      method: 'POST',
      url: `${base}/user/mail-notifications?lang=en`,
      host: 'mail-a.test',
      token: a.tokens.anna,
      payload: { kind: 'renewal_failed', enabled: '1' },
    });
    expect(on.json().renewal_failed).toBe(1);
  });

  it('refuses an unknown kind or value with 422 and the field, changing nothing', async () => {
    for (const payload of [
      { kind: 'newsletter', enabled: 0 },
      { kind: 'access_ending', enabled: 2 },
      { kind: 'access_ending' },
      { kind: 'access_ending', enabled: 0, extra: 1 },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: `${base}/user/mail-notifications?lang=en`,
        host: 'mail-a.test',
        token: a.tokens.anna,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Array.isArray(res.json())).toBe(true);
      expect(res.json()[0].field).toBeTruthy();
    }
    expect(Object.values((await settingsOf('anna')).json())).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('the one-click unsubscribe', () => {
  const linkFor = async (learnerId: number) => {
    await consultationMail(learnerId);
    const [mail] = await outbox.waitFor(1);
    return unsubscribeLinkOf(mail!);
  };
  const optOuts = () => t.db.select().from(mailNotificationOptOuts);
  const open = (link: URL, method: 'GET' | 'POST', host = link.hostname) =>
    t.call({
      method,
      url: link.pathname + link.search,
      host,
      ...(method === 'POST'
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          }
        : {}),
    });

  it("GET only asks, in the mail's language, and turns nothing off", async () => {
    const link = await linkFor(a.anna);
    const page = await open(link, 'GET');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Stop e-mails about video consultations?');
    expect(page.body).toContain('<form method="post"');
    expect(await optOuts()).toEqual([]);
  });

  it('POST (RFC 8058) turns off exactly that kind for exactly that learner, without signing in; again is harmless', async () => {
    const link = await linkFor(a.anna);
    const done = await open(link, 'POST');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('you will get no more e-mails about video consultations');
    expect((await optOuts()).map((r) => [r.userId, r.kind, r.via])).toEqual([
      [a.anna, 'consultations', 'unsubscribe'],
    ]);
    expect((await settingsOf('anna')).json().consultations).toBe(0);
    expect((await settingsOf('bob')).json().consultations).toBe(1);
    expect((await open(link, 'POST')).statusCode).toBe(200);
    expect(await optOuts()).toHaveLength(1);
    expect(await consultationMail(a.anna)).toBeNull();
    await t.db.delete(mailNotificationOptOuts);
  });

  it("a forged, altered, another learner's or another school's link changes nothing and says so", async () => {
    const link = await linkFor(a.bob);
    const variants: [string, URL, string?][] = [];
    const forged = new URL(link);
    forged.searchParams.set('s', 'A'.repeat(43));
    variants.push(['forged signature', forged]);
    const otherKind = new URL(link);
    otherKind.searchParams.set('k', 'renewal_failed');
    variants.push(['another kind, same signature', otherKind]);
    const otherLearner = new URL(link);
    otherLearner.searchParams.set('u', String(a.anna));
    variants.push(["another learner's id, bob's signature", otherLearner]);
    const unknownKind = new URL(link);
    unknownKind.searchParams.set('k', 'everything');
    variants.push(['a kind that does not exist', unknownKind]);
    variants.push(["another school's host", link, bHost]);
    // Signed right, but for a learner of another school: no such learner here.
    const stranger = new URL(link);
    stranger.searchParams.set('u', '999999');
    stranger.searchParams.set('s', unsubscribeSignature('x'.repeat(40), 999999, 'consultations'));
    variants.push(['a learner who is not of this school', stranger]);
    for (const [name, url, host] of variants) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await open(url, method, host);
        expect(res.statusCode, `${name} ${method}`).toBe(400);
        expect(res.body, name).toMatch(/Эта ссылка для отписки неверна|This unsubscribe link is not valid/);
      }
    }
    expect(await optOuts()).toEqual([]);
    // The untouched link still works.
    expect((await open(link, 'POST')).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(mailNotificationOptOuts)
        .where(
          and(eq(mailNotificationOptOuts.userId, a.bob), eq(mailNotificationOptOuts.kind, 'consultations')),
        ),
    ).toHaveLength(1);
  });

  it('refuses a link without its parts with 422', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${base}/mail-notifications/unsubscribe?lang=en`,
      host: 'mail-a.test',
    });
    expect(res.statusCode).toBe(422);
  });
});
