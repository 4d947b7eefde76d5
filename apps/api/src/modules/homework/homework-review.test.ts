import { randomBytes } from 'node:crypto';
import { HOMEWORK_EVENT, homeworkReviewPayload } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  chatChannels,
  chatMessages,
  uploads,
  userHomeworkStatuses,
  userScores,
  users,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { homeworkReviewPayload as buildPayload } from '../push/homework-review-push.js';
import { type BrowserKeys, browserKeys, decrypt, startPushService } from '../push/push-test-kit.js';
import {
  addHomeworkSchool,
  entryOf,
  type HomeworkKey,
  type HomeworkSchool,
  homeworkIdOf,
  offeredHomework,
} from './homework-fixtures.js';

/**
 * The expert's homework review desk (issue 10, decision 058): who may call it, the queue and its
 * counts, one submission with its files, and the review (verdict, chat comment, points once,
 * the live event and the Web Push). Hand-ins go through the learner's own call; a photo is an
 * upload row made ready directly (the tus path is the uploads tests' business), and "30 hours
 * ago" is the hand-in's time moved back in the table.
 *
 * The fixture course (homework-fixtures.ts): day 1 `diary` (text, 5 points) and `pose` (photo,
 * 10), day 3 `pick` (exercise, 3), stage 1 `summary` (text, 20).
 */
const vapid = webpush.generateVAPIDKeys();
const HOUR_MS = 60 * 60 * 1000;
const base = '/spa/api/v1';
let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
let a: HomeworkSchool;
let b: HomeworkSchool;
const annaKeys: BrowserKeys = browserKeys();
/** Every HOMEWORK_EVENT published, with its recipient. */
const published: { userId: number; data: unknown }[] = [];
type Desk = HomeworkSchool;
type Who = 'anna' | 'bob';

/** A ready photo upload of the learner, as tus leaves a finished one. */
async function photoOf(d: Desk, who: Who) {
  const id = randomBytes(16).toString('hex');
  await t.db.insert(uploads).values({
    id,
    projectId: d.projectId,
    userId: d.users[who].id,
    status: 'ready',
    kind: 'image',
    purpose: 'homework',
    mime: 'image/jpeg',
    size: 1234,
    originalName: 'posture.jpg',
    storagePath: `${d.projectId}/${id}/file.jpg`,
    previewPath: `${d.projectId}/${id}/preview.webp`,
  });
  return id;
}

/** The learner hands the task in by the learner's call; answers the status row. */
async function handIn(
  d: Desk,
  who: Who,
  key: HomeworkKey,
  opts: { hoursAgo?: number; text?: string; photo?: boolean; exercises?: number[] } = {},
) {
  const list = await offeredHomework(t, d, who);
  const entry = entryOf(list, d.content, key)!;
  const res = await t.call({
    method: 'POST',
    url: `${base}/user-course-streams/${d.streams[who].id}/user-homework/${entry.id}?lang=en`,
    host: d.host,
    token: d.tokens[who],
    payload: {
      message: opts.text ?? 'Here it is',
      files: opts.photo ? [await photoOf(d, who)] : [],
      exercise_ids: opts.exercises ?? [],
    },
  });
  if (res.statusCode !== 200) throw new Error(`hand-in: ${res.statusCode} ${res.body}`);
  const at = new Date(Date.now() - (opts.hoursAgo ?? 0) * HOUR_MS);
  const [row] = await t.db
    .update(userHomeworkStatuses)
    .set({ lastHandedInAt: at, handedInAt: at })
    .where(eq(userHomeworkStatuses.id, entry.id))
    .returning();
  return row!;
}

const call = (
  d: Desk,
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  payload?: object,
  host = d.host,
) => t.call({ method, url: base + url, token, host, ...(payload ? { payload } : {}) });

const statusOf = async (id: number) =>
  (await t.db.select().from(userHomeworkStatuses).where(eq(userHomeworkStatuses.id, id)))[0]!;
const balanceOf = async (userId: number) =>
  (await t.db.select().from(userScores).where(eq(userScores.userId, userId))).reduce(
    (n, r) => n + r.amount,
    0,
  );

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({
    config: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_HTTP_ENDPOINTS: 'on',
    },
  });
  const publish = t.app.realtime.publish.bind(t.app.realtime);
  t.app.realtime.publish = async (projectId, userId, event, data) => {
    if (event === HOMEWORK_EVENT) published.push({ userId, data });
    return publish(projectId, userId, event, data);
  };
  a = await addHomeworkSchool(t, 'hw-review-a.test');
  b = await addHomeworkSchool(t, 'hw-review-b.test');
  await t.db.update(users).set({ languageCode: 'en-US' }).where(eq(users.id, a.users.anna.id));
  const res = await call(a, 'POST', '/push/subscribe', a.tokens.anna, {
    endpoint: `${push.url}/push/anna`,
    keys: { p256dh: annaKeys.p256dh, auth: annaKeys.authText },
  });
  expect(res.statusCode, res.body).toBe(204);
});
afterAll(async () => {
  await t.close();
  await push.close();
});

function staffRoutes(id: number) {
  return [
    ['GET', '/staff/homework/courses', undefined],
    ['GET', '/staff/homework', undefined],
    ['GET', `/staff/homework/${id}`, undefined],
    ['POST', `/staff/homework/${id}/review`, { status: 'DONE' }],
  ] as const;
}

describe('who may review', () => {
  it('a learner gets 403 on every route, without a token 401, and nothing changes', async () => {
    const row = await handIn(a, 'bob', 'summary');
    for (const [method, url, payload] of staffRoutes(row.id)) {
      const res = await call(a, method, `${url}?lang=en`, a.tokens.bob, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/experts only/);
      expect((await call(a, method, url, undefined, payload)).statusCode).toBe(401);
    }
    expect((await statusOf(row.id)).status).toBe('UPLOADED');
  });

  it('an expert outside the course sees no courses and an empty queue; the hand-in is 404 to them', async () => {
    const row = await handIn(a, 'bob', 'diary');
    expect((await call(a, 'GET', '/staff/homework/courses', a.tokens.otto)).json()).toEqual([]);
    expect((await call(a, 'GET', '/staff/homework', a.tokens.otto)).json()).toEqual([]);
    for (const [method, url, payload] of staffRoutes(row.id).slice(2)) {
      expect((await call(a, method, url, a.tokens.otto, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await statusOf(row.id)).status).toBe('UPLOADED');
  });

  it("another school's expert: refused on this host (401), and the id is 404 on their own", async () => {
    const row = await handIn(a, 'anna', 'diary', { hoursAgo: 2 });
    for (const [method, url, payload] of staffRoutes(row.id)) {
      expect((await call(a, method, url, b.tokens.eva, payload)).statusCode).toBe(401);
    }
    for (const [method, url, payload] of staffRoutes(row.id).slice(2)) {
      expect((await call(b, method, url, b.tokens.eva, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Theirs is their own course's queue only.
    const theirs = (await call(b, 'GET', '/staff/homework', b.tokens.eva)).json() as { id: number }[];
    expect(theirs.map((i) => i.id)).not.toContain(row.id);
    expect((await statusOf(row.id)).status).toBe('UPLOADED');
  });
});

describe('the queue', () => {
  it('lists waiting hand-ins oldest first, marks those past 24 hours, and counts them per course', async () => {
    const d = await addHomeworkSchool(t, 'hw-queue.test');
    const fresh = await handIn(d, 'anna', 'pose', { hoursAgo: 2, photo: true });
    const old = await handIn(d, 'bob', 'summary', { hoursAgo: 30 });
    const res = await call(d, 'GET', '/staff/homework?per-page=10', d.tokens.eva);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-pagination-total-count']).toBe('2');
    const list = res.json();
    expect(list.map((i: { id: number; is_overdue: boolean }) => [i.id, i.is_overdue])).toEqual([
      [old.id, true],
      [fresh.id, false],
    ]);
    expect(list[1]).toMatchObject({
      course_id: d.courseId,
      learner: { id: d.users.anna.id, name: 'Anna', email: 'anna@hw-queue.test' },
      homework: {
        id: homeworkIdOf(d.content, 'pose'),
        title: 'Photo of the pose',
        kind: 'photo',
        scores: 10,
      },
      target_type: 'stage_day_homework',
      day_number: 1,
      stage_title: d.content.stages[0]!.title,
      status: 'UPLOADED',
      // The hand-in opened anna's chat.
      chat_channel_id: fresh.chatChannelId,
    });
    expect(fresh.chatChannelId).not.toBeNull();
    expect(list[1].answer_due_at - list[1].handed_in_at).toBe(24 * 3600);
    expect(list[0]).toMatchObject({ target_type: 'course_stage_homework', day_number: null });

    const courses = (await call(d, 'GET', '/staff/homework/courses', d.tokens.eva)).json();
    expect(courses).toEqual([{ id: d.courseId, title: d.content.course.title, waiting: 2, overdue: 1 }]);
  });

  it("narrows to one course; a course not the reviewer's is an empty page; pages by per-page", async () => {
    const d = await addHomeworkSchool(t, 'hw-pages.test');
    await handIn(d, 'anna', 'diary', { hoursAgo: 3 });
    await handIn(d, 'bob', 'diary', { hoursAgo: 5 });
    const one = await call(
      d,
      'GET',
      `/staff/homework?course_id=${d.courseId}&per-page=1&page=2`,
      d.tokens.eva,
    );
    expect(one.headers['x-pagination-page-count']).toBe('2');
    expect(one.json().map((i: { learner: { id: number } }) => i.learner.id)).toEqual([d.users.anna.id]);
    expect((await call(d, 'GET', `/staff/homework?course_id=${a.courseId}`, d.tokens.eva)).json()).toEqual(
      [],
    );
    expect((await call(d, 'GET', '/staff/homework?course_id=abc', d.tokens.eva)).statusCode).toBe(422);
  });
});

describe('one submission', () => {
  it('shows the answer with its photo as signed links, the stream status and no review yet', async () => {
    const row = await handIn(a, 'bob', 'pose', { text: 'Front and side', photo: true });
    const res = await call(a, 'GET', `/staff/homework/${row.id}`, a.tokens.eva);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: row.id,
      answer: { message_id: row.answerMessageId, message: 'Front and side', exercise_ids: [] },
      review_comment: null,
      reviewed_at: null,
      scores_earned: 0,
      stream_status: 'open',
    });
    expect(detail.answer.files).toEqual([
      expect.objectContaining({ type: 'image', mime: 'image/jpeg', name: 'posture.jpg' }),
    ]);
    expect(detail.answer.files[0].url).toMatch(/^\/v\/s\/[^/]+\/uploads\/.+\/file\.jpg$/);
    expect(detail.answer.files[0].urls.thumbnail).toMatch(/preview\.webp$/);
    expect((await call(a, 'GET', '/staff/homework/999999', a.tokens.eva)).statusCode).toBe(404);
  });
});

describe('the review', () => {
  it('a send-back needs a comment (422, nothing changed); with one it is FAIL, in the chat, live and pushed', async () => {
    const row = await handIn(a, 'anna', 'pose', { photo: true });
    const bare = await call(a, 'POST', `/staff/homework/${row.id}/review?lang=en`, a.tokens.eva, {
      status: 'FAIL',
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual([{ field: 'comment', message: 'Comment required' }]);
    expect((await statusOf(row.id)).status).toBe('UPLOADED');

    const before = published.length;
    const res = await call(a, 'POST', `/staff/homework/${row.id}/review`, a.tokens.eva, {
      status: 'FAIL',
      comment: 'Please take the side view too.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'FAIL', review_comment: 'Please take the side view too.' });
    const stored = await statusOf(row.id);
    expect(stored).toMatchObject({ status: 'FAIL', reviewerId: a.users.eva.id, scoresCreditedAt: null });
    const [msg] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, stored.reviewMessageId!));
    expect(msg).toMatchObject({
      isExpert: true,
      userId: a.users.eva.id,
      message: 'Please take the side view too.',
      chatChannelId: row.chatChannelId,
    });
    const [channel] = await t.db.select().from(chatChannels).where(eq(chatChannels.id, row.chatChannelId!));
    expect(channel!.learnerUnread).toBeGreaterThan(0);
    // The learner and the course's expert hear it.
    expect(
      published
        .slice(before)
        .map((p) => p.userId)
        .sort(),
    ).toEqual([a.users.anna.id, a.users.eva.id].sort());
    expect(published.at(-1)!.data).toEqual({
      id: row.id,
      user_course_stream_id: a.streams.anna.id,
      course_id: a.courseId,
      homework_id: homeworkIdOf(a.content, 'pose'),
      status: 'FAIL',
    });
    // The learner's browser is told, in English, with the homework's address.
    const pushed = await push.next();
    expect(pushed.path).toBe('/push/anna');
    expect(homeworkReviewPayload.parse(JSON.parse(decrypt(pushed.body, annaKeys)))).toEqual({
      type: 'homework_review',
      title: 'Homework sent back for rework',
      body: '"Photo of the pose": Please take the side view too.',
      url: `homework/${a.streams.anna.id}/${row.id}`,
      user_homework_id: row.id,
      status: 'FAIL',
    });
    // The learner sees it in their list.
    const entry = entryOf(await offeredHomework(t, a, 'anna'), a.content, 'pose')!;
    expect(entry).toMatchObject({ status: 'FAIL', review_comment: 'Please take the side view too.' });

    // A second review of the same hand-in: 409, nothing changed.
    const again = await call(a, 'POST', `/staff/homework/${row.id}/review?lang=en`, a.tokens.eva, {
      status: 'DONE',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/not waiting for review/);
    expect((await statusOf(row.id)).status).toBe('FAIL');

    // Handed in again, it is back in the queue; accepted, the points come once.
    const balance = await balanceOf(a.users.anna.id);
    await handIn(a, 'anna', 'pose', { photo: true, text: 'With the side view' });
    const queue = (await call(a, 'GET', '/staff/homework?per-page=50', a.tokens.eva)).json() as {
      id: number;
    }[];
    expect(queue.map((i) => i.id)).toContain(row.id);
    const accepted = await call(a, 'POST', `/staff/homework/${row.id}/review`, a.tokens.eva, {
      status: 'DONE',
    });
    expect(accepted.json()).toMatchObject({
      status: 'DONE',
      scores_earned: 10,
      answer: { message: 'With the side view' },
    });
    expect(await balanceOf(a.users.anna.id)).toBe(balance + 10);
    await push.next();
  });

  it("an accept gives the homework's points by default, once; more than them is 422", async () => {
    const pick = a.content.homeworkById.get(homeworkIdOf(a.content, 'pick'))!;
    const row = await handIn(a, 'bob', 'pick', { hoursAgo: 3, exercises: [pick.exercises[1]!.id] });
    const before = await balanceOf(a.users.bob.id);
    const tooMany = await call(a, 'POST', `/staff/homework/${row.id}/review?lang=en`, a.tokens.eva, {
      status: 'DONE',
      scores: 4,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual([{ field: 'scores', message: 'This homework earns at most 3 points.' }]);
    expect((await statusOf(row.id)).status).toBe('UPLOADED');

    const res = await call(a, 'POST', `/staff/homework/${row.id}/review`, a.tokens.eva, { status: 'DONE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'DONE',
      scores_earned: 3,
      review_comment: null,
      answer: { exercise_ids: [pick.exercises[1]!.id] },
    });
    expect(await balanceOf(a.users.bob.id)).toBe(before + 3);
    const ledger = await t.db
      .select()
      .from(userScores)
      .where(and(eq(userScores.userId, a.users.bob.id), eq(userScores.reason, `homework:${row.id}`)));
    expect(ledger.map((l) => l.amount)).toEqual([3]);
    // Without a comment the chat gets a short line in the learner's language (the school's: ru).
    const stored = await statusOf(row.id);
    const [msg] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, stored.reviewMessageId!));
    expect(msg!.message).toBe('Домашнее задание «Exercises you did» принято.');
    const after = await call(a, 'POST', `/staff/homework/${row.id}/review`, a.tokens.eva, {
      status: 'FAIL',
      comment: 'changed my mind',
    });
    expect(after.statusCode).toBe(409);
    expect(await balanceOf(a.users.bob.id)).toBe(before + 3);
  });

  it("fewer points than the homework's, with a comment", async () => {
    const row = await handIn(a, 'anna', 'summary', { hoursAgo: 4 });
    const before = await balanceOf(a.users.anna.id);
    const res = await call(a, 'POST', `/staff/homework/${row.id}/review`, a.tokens.eva, {
      status: 'DONE',
      scores: 4,
      comment: 'Good, a bit short.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ scores_earned: 4, review_comment: 'Good, a bit short.' });
    expect(await balanceOf(a.users.anna.id)).toBe(before + 4);
    const body = JSON.parse(decrypt((await push.next()).body, annaKeys));
    expect(body).toMatchObject({
      title: 'Homework accepted',
      body: '"Stage summary": +4 points. Good, a bit short.',
    });
  });

  it('two accepts at once: one 200, one 409, the points credited once', async () => {
    const d = await addHomeworkSchool(t, 'hw-race.test');
    const row = await handIn(d, 'bob', 'diary');
    const accept = () =>
      call(d, 'POST', `/staff/homework/${row.id}/review`, d.tokens.eva, { status: 'DONE' });
    const codes = (await Promise.all([accept(), accept()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(await balanceOf(d.users.bob.id)).toBe(5);
    const messages = await t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatChannelId, row.chatChannelId!), eq(chatMessages.isExpert, true)));
    expect(messages).toHaveLength(1);
  });

  it('bad bodies are 422 and change nothing', async () => {
    const pick = a.content.homeworkById.get(homeworkIdOf(a.content, 'pick'))!;
    const row = await handIn(a, 'anna', 'pick', { hoursAgo: 6, exercises: [pick.exercises[0]!.id] });
    for (const payload of [
      {},
      { status: 'MAYBE' },
      { status: 'DONE', scores: -1 },
      { status: 'DONE', scores: 1.5 },
    ]) {
      const res = await call(a, 'POST', `/staff/homework/${row.id}/review`, a.tokens.eva, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(
      (await call(a, 'POST', '/staff/homework/abc/review', a.tokens.eva, { status: 'DONE' })).statusCode,
    ).toBe(422);
    expect((await statusOf(row.id)).status).toBe('UPLOADED');
  });
});

describe('the push text', () => {
  it('is in the learner language and cut for a notification', () => {
    const review = {
      projectId: 1,
      learnerId: 1,
      statusId: 7,
      streamId: 3,
      homeworkTitle: 'Plank',
      verdict: 'DONE' as const,
      scores: 0,
      comment: '',
      defaultLanguage: 'ru',
    };
    expect(buildPayload(review, 'es')).toMatchObject({ title: 'Tarea aceptada', body: '«Plank».' });
    const long = buildPayload({ ...review, verdict: 'FAIL', comment: 'word '.repeat(100) }, 'en');
    expect(Array.from(long.body).length).toBeLessThanOrEqual(140);
    expect(long.url).toBe('homework/3/7');
  });
});
