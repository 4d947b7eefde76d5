import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  mailNotificationOptOuts,
  pushSubscriptions,
  userHomeworkStatuses,
  users,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  addHomeworkSchool,
  type HomeworkKey,
  type HomeworkSchool,
  handInHomework,
  reviewHomework,
} from '../homework/homework-fixtures.js';
import { type TestOutbox, testOutbox, toOf } from './mail-notifications-fixtures.js';

/**
 * The digest of the experts' answers and the homework reviews (issue 32 review, decision 143): a
 * review speaks in the learner's chat, and that message is left out of the digest when the review
 * was notified on its own (its push reached her, else its mail went); an ordinary answer in the
 * same chat still is in it, and so is a review nothing told her of. Through the expert's real
 * review call and the real sweep.
 */
const HOUR_MS = 3_600_000;
let t: TestApp;
let outbox: TestOutbox;
let d: HomeworkSchool;

beforeAll(async () => {
  outbox = await testOutbox();
  t = await createTestApp({ config: { dataDir: outbox.dataDir } });
  d = await addHomeworkSchool(t, 'digest-hw.test');
  await t.db.update(users).set({ languageCode: 'en-US' }).where(eq(users.id, d.users.anna.id));
});
afterAll(async () => {
  await t.close();
  await outbox.remove();
});

const handIn = (who: 'anna' | 'bob', key: HomeworkKey) => handInHomework(t, d, who, key);

/** The expert's verdict; answers the chat the review spoke in. */
async function review(statusId: number, body: object) {
  await reviewHomework(t, d, statusId, body);
  const [status] = await t.db
    .select()
    .from(userHomeworkStatuses)
    .where(eq(userHomeworkStatuses.id, statusId));
  const [said] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, status!.reviewMessageId!));
  return said!.chatChannelId;
}

/** An ordinary answer of the expert in a chat, not a review's. */
async function answer(chatId: number, text: string) {
  await t.db.insert(chatMessages).values({
    projectId: d.projectId,
    chatChannelId: chatId,
    userId: d.users.eva.id,
    isExpert: true,
    message: text,
  });
}

const tick = (hoursLater: number) => t.app.mailSweeps.tick(new Date(Date.now() + hoursLater * HOUR_MS));

describe("the experts' answers digest and the homework reviews", () => {
  it('leaves out a review whose mail went (its comment, and the line of one without): an answer stays', async () => {
    // Anna has no subscribed browser: each review is mailed to her.
    const chatId = await review(await handIn('anna', 'diary'), {
      status: 'FAIL',
      comment: 'Add an example of your morning.',
    });
    await review(await handIn('anna', 'summary'), { status: 'DONE' });
    const reviewMails = await outbox.waitFor(2);
    expect(reviewMails).toHaveLength(2);
    expect(reviewMails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/needs more work$/),
        expect.stringMatching(/^Homework accepted/),
      ]),
    );
    await answer(chatId, 'Start with the breathing.');

    expect((await tick(2)).digests).toBe(1);
    const [digest] = await outbox.waitFor(1);
    expect(toOf(digest!)).toBe(`anna@${d.host}`);
    expect(digest!.subject).toBe('Unread answers from your experts: 1');
    expect(digest!.text).toContain('— Eva: Start with the breathing.');
    expect(digest!.text).not.toContain('Add an example of your morning.');
    expect(digest!.text).not.toMatch(/Homework ".*" accepted/);
  });

  it('keeps a review nothing told her of (her review mail off, no push), and leaves out one push reached', async () => {
    await t.db
      .insert(mailNotificationOptOuts)
      .values({ userId: d.users.bob.id, kind: 'homework_reviewed', via: 'settings' });
    await review(await handIn('bob', 'diary'), { status: 'FAIL', comment: 'Добавьте пример.' });
    expect(await outbox.settle(500)).toEqual([]);
    expect((await tick(2)).digests).toBe(1);
    const [told] = await outbox.waitFor(1);
    expect(toOf(told!)).toBe(`bob@${d.host}`);
    expect(told!.text).toContain('Добавьте пример.');

    // Now a browser of his is subscribed, notifications on: the next review goes by push alone.
    await t.db.insert(pushSubscriptions).values({
      projectId: d.projectId,
      userId: d.users.bob.id,
      endpoint: 'https://push.invalid/bob-digest',
      p256dh: 'k',
      auth: 'a',
    });
    const chatId = await review(await handIn('bob', 'summary'), {
      status: 'DONE',
      comment: 'Отлично, так держать.',
    });
    await answer(chatId, 'Завтра начнём второй этап.');
    // His next digest, a period after the last.
    expect((await tick(15)).digests).toBe(1);
    const [next] = await outbox.waitFor(1);
    expect(next!.subject).toBe('Непрочитанные ответы экспертов: 1');
    expect(next!.text).toContain('Завтра начнём второй этап.');
    expect(next!.text).not.toContain('Отлично, так держать.');
  });
});
