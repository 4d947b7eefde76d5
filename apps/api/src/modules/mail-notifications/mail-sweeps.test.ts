import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  chatMessages,
  courseServices,
  mailNotificationOptOuts,
  orders,
  paymentSettings,
  paymentSubscriptions,
  userCourseStreams,
  users,
} from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renewDueTestSubscriptions } from '../payments/test-renewals.js';
import { type TestOutbox, testOutbox, toOf } from './mail-notifications-fixtures.js';

/**
 * The mails no request sends (issue 32, decision 143), each swept from the tables: the digest of
 * the experts' unread answers, a failed subscription renewal, access ending soon. Each is mailed
 * once: a second sweep, two sweeps at once (two API processes on one database) or a restart send
 * nothing more; a learner's switch off sends nothing.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
let t: TestApp;
let outbox: TestOutbox;
let s: ChatSchool;

beforeAll(async () => {
  outbox = await testOutbox();
  t = await createTestApp({ config: { dataDir: outbox.dataDir } });
  s = await addChatSchool(t, 'mail-sweeps.test');
  await t.db.update(users).set({ languageCode: 'en-US' }).where(eq(users.id, s.users.anna.id));
});
afterAll(async () => {
  await t.close();
  await outbox.remove();
});

const tick = (now = new Date()) => t.app.mailSweeps.tick(now);

/** An expert's answer in a learner's chat, written `ago` ms before now. */
async function answer(who: 'anna' | 'bob', text: string, ago: number, viewed = false) {
  const at = new Date(Date.now() - ago);
  const [row] = await t.db
    .insert(chatMessages)
    .values({
      projectId: s.projectId,
      chatChannelId: s.chats[who],
      userId: s.users.eva.id,
      isExpert: true,
      message: text,
      isViewed: viewed,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

describe("the digest of the experts' answers", () => {
  it('gathers the answers unread for an hour into one mail per learner, with the chat link, in her language', async () => {
    await answer('anna', 'Breathe in for four counts.', 3 * HOUR_MS);
    await answer('anna', 'Then hold for seven.', 2 * HOUR_MS);
    await answer('anna', 'Read already', 2 * HOUR_MS, true);
    await answer('anna', 'Too fresh to mail', 10 * 60_000);
    const result = await tick();
    expect(result.digests).toBe(1);
    const mails = await outbox.waitFor(1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(toOf(mail!)).toBe(`anna@${s.host}`);
    expect(mail!.subject).toBe('Unread answers from your experts: 2');
    expect(mail!.text).toContain(`"Course of ${s.host}": http://${s.host}/class/chat/${s.chats.anna}`);
    expect(mail!.text).toContain('— Eva: Breathe in for four counts.');
    expect(mail!.text).toContain('— Eva: Then hold for seven.');
    expect(mail!.text).not.toContain('Read already');
    expect(mail!.text).not.toContain('Too fresh');
    expect(mail!.text).toContain('e-mails about answers from your experts');
  });

  it('never mails the same answers twice: again, two sweeps at once, or after a restart', async () => {
    expect((await tick()).digests).toBe(0);
    // A newer answer waits for the period: none before 12 hours since the last digest.
    await answer('anna', 'One more thing.', 2 * HOUR_MS - 1000);
    expect((await tick(new Date(Date.now() + 6 * HOUR_MS))).digests).toBe(0);
    // Two processes sweep at the same moment (the claim is in the database, as is all their state).
    const later = new Date(Date.now() + 13 * HOUR_MS);
    const both = await Promise.all([tick(later), tick(later)]);
    expect(both.map((r) => r.digests).sort()).toEqual([0, 1]);
    const mails = await outbox.settle();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Unread answers from your experts: 2');
    // Both answers unread since the last digest: the fresh one of then, and the newer one.
    expect(mails[0]!.text).toContain('Too fresh to mail');
    expect(mails[0]!.text).toContain('One more thing.');
    expect(mails[0]!.text).not.toContain('Breathe in');
    // A restart: a new process's sweep finds the claims where they were.
    expect((await tick(new Date(Date.now() + 14 * HOUR_MS))).digests).toBe(0);
    expect(await outbox.settle(50)).toEqual([]);
  });

  it('sends no digest to a learner who turned it off, in Russian to one with no language', async () => {
    await t.db
      .insert(mailNotificationOptOuts)
      .values({ userId: s.users.bob.id, kind: 'expert_answered', via: 'settings' });
    await answer('bob', 'Привет', 2 * HOUR_MS);
    expect((await tick()).digests).toBe(0);
    await t.db.delete(mailNotificationOptOuts).where(eq(mailNotificationOptOuts.userId, s.users.bob.id));
    expect((await tick()).digests).toBe(1);
    const [mail] = await outbox.waitFor(1);
    expect(toOf(mail!)).toBe(`bob@${s.host}`);
    expect(mail!.subject).toBe('Непрочитанные ответы экспертов: 1');
  });
});

describe('a mail path that fails', () => {
  it('costs that one mail: the sweep goes on to the next learner and does not mail her twice later', async () => {
    await answer('anna', 'For Anna', 2 * HOUR_MS);
    await answer('bob', 'For Bob', 2 * HOUR_MS);
    const send = t.app.mailer.send;
    t.app.mailer.send = async (mail) => {
      if (mail.to.startsWith('anna@')) throw new Error('SMTP down');
      return send(mail);
    };
    const later = new Date(Date.now() + 30 * HOUR_MS);
    try {
      expect((await tick(later)).digests).toBe(1);
    } finally {
      t.app.mailer.send = send;
    }
    expect((await outbox.settle()).map(toOf)).toEqual([`bob@${s.host}`]);
    expect((await tick(later)).digests).toBe(0);
    expect(await outbox.settle(50)).toEqual([]);
  });
});

describe('a failed subscription renewal', () => {
  async function subscription(renewalFails: boolean) {
    await t.db.insert(paymentSettings).values({ projectId: s.projectId, mode: 'test' }).onConflictDoNothing();
    const [service] = await t.db
      .insert(courseServices)
      .values({
        projectId: s.projectId,
        type: 'course_subscription',
        courseId: s.courseId,
        title: 'Monthly',
        price: 1500,
        interval: 'month',
        period: 1,
      })
      .returning();
    const [order] = await t.db
      .insert(orders)
      .values({
        projectId: s.projectId,
        userId: s.users.anna.id,
        courseServiceId: service!.id,
        status: 'paid',
        paidAt: new Date(),
        provider: 'test',
        userCourseStreamId: s.streams.anna.id,
      })
      .returning();
    const periodEnd = new Date(Date.now() - HOUR_MS);
    const [sub] = await t.db
      .insert(paymentSubscriptions)
      .values({
        projectId: s.projectId,
        userId: s.users.anna.id,
        courseServiceId: service!.id,
        userCourseStreamId: s.streams.anna.id,
        orderId: order!.id,
        provider: 'test',
        status: 'active',
        interval: 'month',
        period: 1,
        amount: 1500,
        currency: 'EUR',
        currentPeriodEnd: periodEnd,
        nextPayAt: periodEnd,
        renewalFails,
      })
      .returning();
    return sub!;
  }

  it('is mailed once, with the renewal link, after the payments mark it past_due; a paid renewal is not', async () => {
    const paid = await subscription(false);
    const failing = await subscription(true);
    const renewals = await renewDueTestSubscriptions(t.db);
    expect(renewals).toMatchObject({ renewed: 1, failed: 1 });
    const [first, second] = await Promise.all([tick(), tick()]);
    expect(first.renewals + second.renewals).toBe(1);
    const mails = await outbox.settle();
    expect(mails.map((m) => m.subject)).toEqual([
      `Your subscription to "Course of ${s.host}" could not be renewed`,
    ]);
    expect(mails[0]!.text).toContain(`http://${s.host}/class/course/${s.streams.anna.id}/renew`);
    expect((await tick()).renewals).toBe(0);
    expect(paid.id).not.toBe(failing.id);
  });

  it('is not mailed to a learner who turned it off', async () => {
    await t.db
      .insert(mailNotificationOptOuts)
      .values({ userId: s.users.anna.id, kind: 'renewal_failed', via: 'unsubscribe' });
    await subscription(true);
    await renewDueTestSubscriptions(t.db);
    await tick();
    expect(await outbox.settle()).toEqual([]);
    await t.db.delete(mailNotificationOptOuts).where(eq(mailNotificationOptOuts.userId, s.users.anna.id));
  });
});

describe('access ending soon', () => {
  const setEnd = (who: 'anna' | 'bob', end: Date, status: 'open' | 'stopped' = 'open') =>
    t.db
      .update(userCourseStreams)
      .set({ endDate: end, status })
      .where(eq(userCourseStreams.id, s.streams[who].id));

  it("is mailed once within the school's daysShowWarning of the end, and again before a new end", async () => {
    await t.db.update(brands).set({ daysShowWarning: 3 });
    const end = new Date(Date.now() + 2 * DAY_MS);
    await setEnd('anna', end);
    await setEnd('bob', new Date(Date.now() + 10 * DAY_MS));
    const [one, two] = await Promise.all([tick(), tick()]);
    expect(one.endings + two.endings).toBe(1);
    const mails = await outbox.settle();
    expect(mails).toHaveLength(1);
    expect(toOf(mails[0]!)).toBe(`anna@${s.host}`);
    expect(mails[0]!.subject).toMatch(new RegExp(`^Your access to "Course of ${s.host}" ends on `));
    expect(mails[0]!.text).toContain(`http://${s.host}/class/course/${s.streams.anna.id}/renew`);
    expect((await tick()).endings).toBe(0);
    // Extended by a month: warned again three days before the new end.
    const newEnd = new Date(end.getTime() + 30 * DAY_MS);
    await setEnd('anna', newEnd);
    expect((await tick()).endings).toBe(0);
    expect((await tick(new Date(newEnd.getTime() - 2 * DAY_MS))).endings).toBe(1);
    expect((await outbox.settle()).map(toOf)).toEqual([`anna@${s.host}`]);
  });

  it('is not mailed for a stopped stream, nor to a learner who turned it off', async () => {
    await setEnd('bob', new Date(Date.now() + DAY_MS), 'stopped');
    expect((await tick()).endings).toBe(0);
    await t.db
      .insert(mailNotificationOptOuts)
      .values({ userId: s.users.bob.id, kind: 'access_ending', via: 'settings' });
    await setEnd('bob', new Date(Date.now() + DAY_MS + 5000));
    await tick();
    expect(await outbox.settle()).toEqual([]);
  });
});
