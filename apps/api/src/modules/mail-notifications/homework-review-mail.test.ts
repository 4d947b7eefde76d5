import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
 * "Your homework was reviewed" by e-mail (issue 32, decision 143), through the expert's real review
 * call: mailed when push does not reach the learner (no subscribed browser, or notifications
 * off), not when it does, never when her switch is off.
 */
let t: TestApp;
let outbox: TestOutbox;
let d: HomeworkSchool;

beforeAll(async () => {
  outbox = await testOutbox();
  t = await createTestApp({ config: { dataDir: outbox.dataDir } });
  d = await addHomeworkSchool(t, 'hw-mail.test');
  await t.db.update(users).set({ languageCode: 'en-US' }).where(eq(users.id, d.users.anna.id));
});
afterAll(async () => {
  await t.close();
  await outbox.remove();
});

const handIn = (who: 'anna' | 'bob', key: HomeworkKey) => handInHomework(t, d, who, key);

const review = (statusId: number, body: object) => reviewHomework(t, d, statusId, body);

describe('the homework review mail', () => {
  it('reaches a learner without push, with the verdict, the points, the comment and the link', async () => {
    const id = await handIn('anna', 'diary');
    await review(id, { status: 'DONE', comment: 'Lovely detail in the second paragraph.' });
    const [mail] = await outbox.waitFor(1);
    expect(toOf(mail!)).toBe(`anna@${d.host}`);
    const [row] = await t.db.select().from(userHomeworkStatuses).where(eq(userHomeworkStatuses.id, id));
    expect(mail!.subject).toMatch(/^Homework accepted: "/);
    expect(mail!.text).toContain('and accepted it.');
    expect(mail!.text).toContain('Points earned: 5.');
    expect(mail!.text).toContain('Lovely detail in the second paragraph.');
    expect(mail!.text).toContain(`http://${d.host}/class/homework/${d.streams.anna.id}/${row!.id}`);
    expect(mail!.text).toContain('e-mails about homework reviews');
  });

  it('sends back for rework in Russian to a learner who chose no language', async () => {
    const id = await handIn('bob', 'diary');
    await review(id, { status: 'FAIL', comment: 'Добавьте пример.' });
    const [mail] = await outbox.waitFor(1);
    expect(toOf(mail!)).toBe(`bob@${d.host}`);
    expect(mail!.subject).toMatch(/нужно доработать$/);
    expect(mail!.text).toContain('Добавьте пример.');
  });

  it('is not sent when push reaches the learner, nor when her switch is off', async () => {
    await t.db.insert(pushSubscriptions).values({
      projectId: d.projectId,
      userId: d.users.anna.id,
      endpoint: 'https://push.invalid/anna-hw',
      p256dh: 'k',
      auth: 'a',
    });
    await review(await handIn('anna', 'summary'), { status: 'DONE' });
    await t.db
      .insert(mailNotificationOptOuts)
      .values({ userId: d.users.bob.id, kind: 'homework_reviewed', via: 'settings' });
    await review(await handIn('bob', 'summary'), { status: 'DONE' });
    expect(await outbox.settle(800)).toEqual([]);
  });
});
