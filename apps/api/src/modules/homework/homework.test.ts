import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HOMEWORK_REVIEW_HOURS, handInResult, type UserHomework, userHomeworkList } from '@cp/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  chatMessages,
  homeworks,
  uploads,
  userCourseStreams,
  userHomeworkStatuses,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addStream } from '../learning/learning-fixtures.js';
import { makeMedia, makePdf, refusal, tusUpload } from '../uploads/uploads-fixtures.js';
import {
  addHomeworkSchool,
  entryOf,
  type HomeworkKey,
  type HomeworkSchool,
  homeworkIdOf,
  offeredHomework,
  statusRowOf,
} from './homework-fixtures.js';

/**
 * The learner's homework calls (spec 02 §5, §7; issue 10; decision 057) against the real server
 * listening on a port (uploads go by the real tus client): school A is 127.0.0.1, school B
 * localhost. Every refusal is followed by a look at what it must not have changed.
 */
let t: TestApp;
let dataDir: string;
let base: string;
let a: HomeworkSchool;
let b: HomeworkSchool;
let media: { jpeg: Buffer; mp4: Buffer };
const pdf = makePdf();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-homework-test-'));
  t = await createTestApp({ config: { dataDir } });
  a = await addHomeworkSchool(t, '127.0.0.1');
  b = await addHomeworkSchool(t, 'localhost');
  media = await makeMedia(dataDir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = '/spa/api/v1';
type Who = 'anna' | 'bob';
const get = (url: string, token?: string, host = a.host) =>
  t.call({ method: 'GET', url: api + url, token, host });
const handIn = (streamId: number, statusId: number, body: object, token = a.tokens.anna, host = a.host) =>
  t.call({
    method: 'POST',
    url: `${api}/user-course-streams/${streamId}/user-homework/${statusId}?lang=en`,
    token,
    host,
    payload: body,
  });
const upload = (data: Buffer, name: string, who: Who = 'anna', purpose = 'homework') =>
  tusUpload(base, data, { token: a.tokens[who], name, purpose }).then((r) => r.id);
const idOf = (list: UserHomework[], key: HomeworkKey, s = a) => entryOf(list, s.content, key)!.id;

/** Everything a refused hand-in must leave as it was: the status row, the chat, the uploads. */
async function snapshot(statusId: number) {
  const [row] = await t.db.select().from(userHomeworkStatuses).where(eq(userHomeworkStatuses.id, statusId));
  const [messages] = await t.db.select({ n: count() }).from(chatMessages);
  const attached = await t.db.select({ id: uploads.id, to: uploads.attachedMessageId }).from(uploads);
  return { row, messages: messages!.n, attached };
}
async function expectRefused(
  res: { statusCode: number; json(): unknown },
  statusId: number,
  before: Awaited<ReturnType<typeof snapshot>>,
  code: number,
  text: RegExp,
) {
  expect(res.statusCode).toBe(code);
  const body = res.json() as { message?: string } | { field: string; message: string }[];
  const said = Array.isArray(body) ? body.map((e) => e.message).join(' ') : (body.message ?? '');
  expect(said).toMatch(text);
  expect(await snapshot(statusId)).toEqual(before);
}

describe('GET /user-course-streams/{id}/user-homework', () => {
  it('makes the rows of the offered homework once and lists them in the course order', async () => {
    const list = userHomeworkList.parse(await offeredHomework(t, a, 'anna'));
    // Stage 2's `later` is not offered: the gate of stage 1's required summary keeps stage 2 closed.
    expect(list.map((h) => h.homework.title)).toEqual([
      'Practice diary',
      'Photo of the pose',
      'Video of the practice',
      'Written report',
      'Exercises you did',
      'Stage summary',
    ]);
    const diary = entryOf(list, a.content, 'diary')!;
    expect(diary).toMatchObject({
      user_course_stream_id: a.streams.anna.id,
      course_id: a.courseId,
      target_type: 'stage_day_homework',
      day_number: 1,
      status: 'NOT_UPLOADED',
      is_locked: false,
      can_hand_in: true,
      is_required: false,
      handed_in_at: null,
      answer_due_at: null,
      answer: null,
      scores: 0,
      homework: { kind: 'text', scores: 5 },
    });
    expect(entryOf(list, a.content, 'summary')).toMatchObject({
      target_type: 'course_stage_homework',
      stage_day_id: null,
      day_number: null,
      is_required: true,
    });
    expect(entryOf(list, a.content, 'pick')!.homework.exercises).toEqual([
      { id: 1, title: 'Breathing' },
      { id: 2, title: 'Walking' },
    ]);
    // A second look makes nothing new and answers the same ids.
    const again = await offeredHomework(t, a, 'anna');
    expect(again.map((h) => h.id)).toEqual(list.map((h) => h.id));
    const rows = await t.db
      .select({ n: count() })
      .from(userHomeworkStatuses)
      .where(eq(userHomeworkStatuses.userCourseStreamId, a.streams.anna.id));
    expect(rows[0]!.n).toBe(6);
  });

  it('without expand=scores leaves the points out', async () => {
    const res = await get(`/user-course-streams/${a.streams.anna.id}/user-homework`, a.tokens.anna);
    const [first] = res.json() as UserHomework[];
    expect(first).not.toHaveProperty('scores');
    expect(first!.homework).not.toHaveProperty('scores');
  });

  it("answers another learner's stream, another school's and a missing one with the same 404", async () => {
    const bob = await get(`/user-course-streams/${a.streams.bob.id}/user-homework?lang=en`, a.tokens.anna);
    const other = await get(`/user-course-streams/${b.streams.anna.id}/user-homework?lang=en`, a.tokens.anna);
    const missing = await get('/user-course-streams/999999/user-homework?lang=en', a.tokens.anna);
    for (const res of [bob, other, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await get(`/user-course-streams/${a.streams.anna.id}/user-homework`)).statusCode).toBe(401);
  });

  it('locks what a demo learner may not do, offers the homework of a demo-locked day (spec 02 §4)', async () => {
    const s = await addHomeworkSchool(t, 'demo.test');
    const demo = await addStream(t.db, {
      projectId: s.projectId,
      userId: s.users.anna.id,
      courseId: s.courseId,
      startDate: s.streams.anna.startDate,
      isDemo: true,
      courseFullAccess: false,
    });
    const list = await offeredHomework(t, s, 'anna', demo.id);
    expect(entryOf(list, s.content, 'diary')).toMatchObject({ is_locked: false, can_hand_in: true });
    // Day 3 is not demo-accessible; its homework is offered, locked.
    expect(entryOf(list, s.content, 'pick')).toMatchObject({ is_locked: true, can_hand_in: false });
    expect(entryOf(list, s.content, 'pose')).toMatchObject({ is_locked: true, can_hand_in: false });
    const pose = entryOf(list, s.content, 'pose')!;
    const before = await snapshot(pose.id);
    const res = await handIn(demo.id, pose.id, { files: [] }, s.tokens.anna, s.host);
    await expectRefused(res, pose.id, before, 403, /not available in the demo/);
  });
});

describe('GET /homework', () => {
  it("lists the learner's homework of every stream of this school, stream by stream", async () => {
    const second = await addStream(t.db, {
      projectId: b.projectId,
      userId: b.users.bob.id,
      courseId: b.courseId,
      startDate: b.streams.bob.startDate,
    });
    const res = await get('/homework?expand=scores&lang=en', b.tokens.bob, b.host);
    expect(res.statusCode).toBe(200);
    const list = userHomeworkList.parse(res.json());
    expect([...new Set(list.map((h) => h.user_course_stream_id))]).toEqual([b.streams.bob.id, second.id]);
    expect(list).toHaveLength(12);
    // Nothing of school A's learner Bob, nor of Anna of school B.
    expect(list.every((h) => h.course_id === b.courseId)).toBe(true);
    expect((await get('/homework', undefined, b.host)).statusCode).toBe(401);
  });
});

describe('POST .../user-homework/{statusId}', () => {
  it('hands in a text: a message in the stream chat (opened for it), under review, 24 hours promised', async () => {
    const list = await offeredHomework(t, a, 'anna');
    const diary = idOf(list, 'diary');
    const empty = await handIn(a.streams.anna.id, diary, { message: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toMatch(/Message required/);
    // A text task has no exercises to name.
    const named = await handIn(a.streams.anna.id, diary, { message: 'Did it', exercise_ids: [99999] });
    expect(named.statusCode).toBe(422);
    expect(JSON.stringify(named.json())).toMatch(/not one of/);
    const res = await handIn(a.streams.anna.id, diary, { message: 'Did it twice', user_id: a.users.anna.id });
    expect(res.statusCode).toBe(200);
    const body = handInResult.parse(res.json());
    const [stream] = await t.db
      .select()
      .from(userCourseStreams)
      .where(eq(userCourseStreams.id, a.streams.anna.id));
    expect(stream!.chatChannelId).not.toBeNull();
    expect(body.chatMessage).toMatchObject({
      dialog_id: stream!.chatChannelId,
      message: 'Did it twice',
      employee: null,
    });
    const status = body.userHomeworkStatus;
    expect(status).toMatchObject({
      id: diary,
      status: 'UPLOADED',
      can_hand_in: false,
      chat_channel_id: stream!.chatChannelId,
    });
    expect(status.answer_due_at! - status.handed_in_at!).toBe(HOMEWORK_REVIEW_HOURS * 3600);
    expect(status.answer).toMatchObject({
      message_id: body.chatMessage.id,
      message: 'Did it twice',
      files: [],
    });
    const row = await statusRowOf(t.db, a.streams.anna.id, homeworkIdOf(a.content, 'diary'));
    expect(row).toMatchObject({ status: 'UPLOADED', answerMessageId: body.chatMessage.id });
    expect(row!.handedInAt).not.toBeNull();
    // The list shows the same, with the answer.
    const after = entryOf(await offeredHomework(t, a, 'anna'), a.content, 'diary')!;
    expect(after).toMatchObject({
      status: 'UPLOADED',
      can_hand_in: false,
      answer: { message: 'Did it twice' },
    });

    // A second hand-in while under review: 409, nothing changed.
    const before = await snapshot(diary);
    const second = await handIn(a.streams.anna.id, diary, { message: 'Again' });
    await expectRefused(second, diary, before, 409, /under review/);
  });

  it('hands in a photo task with a photo uploaded for homework; a video or no file is refused', async () => {
    const pose = idOf(await offeredHomework(t, a, 'anna'), 'pose');
    const stream = a.streams.anna.id;
    let before = await snapshot(pose);
    await expectRefused(
      await handIn(stream, pose, { message: 'no file' }),
      pose,
      before,
      422,
      /must upload a file/,
    );
    const clip = await upload(media.mp4, 'clip.mp4');
    before = await snapshot(pose);
    await expectRefused(await handIn(stream, pose, { files: [clip] }), pose, before, 422, /photos only/);
    const photo = await upload(media.jpeg, 'pose.jpg');
    const res = await handIn(stream, pose, { message: 'My pose', files: [photo] });
    expect(res.statusCode).toBe(200);
    const body = handInResult.parse(res.json());
    expect(body.chatMessage.files).toHaveLength(1);
    expect(body.userHomeworkStatus.answer!.files[0]).toMatchObject({ type: 'image', name: 'pose.jpg' });
    expect(body.userHomeworkStatus.answer!.files[0]!.urls.thumbnail).toBeTruthy();
    // The file is served by its signed link.
    const served = await fetch(
      base + body.userHomeworkStatus.answer!.files[0]!.url.replace(/^https?:\/\/[^/]+/, ''),
    );
    expect(served.status).toBe(200);
  });

  it('hands in a video task with a video; a photo is refused', async () => {
    const clip = idOf(await offeredHomework(t, a, 'anna'), 'clip');
    const photo = await upload(media.jpeg, 'not-a-video.jpg');
    const before = await snapshot(clip);
    await expectRefused(
      await handIn(a.streams.anna.id, clip, { files: [photo] }),
      clip,
      before,
      422,
      /videos only/,
    );
    const video = await upload(media.mp4, 'practice.mp4');
    const res = await handIn(a.streams.anna.id, clip, { files: [video] });
    expect(res.statusCode).toBe(200);
    expect(handInResult.parse(res.json()).userHomeworkStatus.answer!.files[0]).toMatchObject({
      type: 'video',
    });
  });

  it('hands in a file task with a PDF uploaded for homework; a chat message may not carry it', async () => {
    const report = idOf(await offeredHomework(t, a, 'anna'), 'report');
    const doc = await upload(pdf, 'report.pdf');
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, doc));
    expect(row).toMatchObject({
      kind: 'document',
      mime: 'application/pdf',
      purpose: 'homework',
      previewPath: null,
    });
    // Bob's chat refuses a document (and Anna's own chat too): photo or video only (spec 02 §5).
    const annaChat = (
      await t.db.select().from(userCourseStreams).where(eq(userCourseStreams.id, a.streams.anna.id))
    )[0]!.chatChannelId!;
    const chat = await t.call({
      method: 'POST',
      url: `${api}/chats/${annaChat}/messages?lang=en`,
      host: a.host,
      token: a.tokens.anna,
      payload: { message: 'here', files: [doc] },
    });
    expect(chat.statusCode).toBe(422);
    expect((await t.db.select().from(uploads).where(eq(uploads.id, doc)))[0]!.attachedMessageId).toBeNull();
    const res = await handIn(a.streams.anna.id, report, { files: [doc] });
    expect(res.statusCode).toBe(200);
    expect(handInResult.parse(res.json()).userHomeworkStatus.answer!.files[0]).toMatchObject({
      type: 'document',
      mime: 'application/pdf',
      urls: {},
    });
  });

  it('refuses a document uploaded for the chat, and a homework upload that is no allowed document', async () => {
    const forChat = await upload(pdf, 'doc.pdf', 'anna', 'chat').catch(refusal);
    expect(forChat).toMatchObject({
      status: 415,
      body: { message: expect.stringMatching(/only photo or video/) },
    });
    const text = await upload(Buffer.from('just some words\n'.repeat(50)), 'notes.txt').catch(refusal);
    expect(text).toMatchObject({ status: 415, body: { message: expect.stringMatching(/PDF/) } });
    const unknown = await upload(media.jpeg, 'x.jpg', 'anna', 'avatar').catch(refusal);
    expect(unknown).toMatchObject({ status: 400 });
  });

  it('hands in an exercise selection; none or an unknown exercise is refused', async () => {
    const pick = idOf(await offeredHomework(t, a, 'anna'), 'pick');
    let before = await snapshot(pick);
    await expectRefused(
      await handIn(a.streams.anna.id, pick, { exercise_ids: [] }),
      pick,
      before,
      422,
      /at least one/,
    );
    before = await snapshot(pick);
    await expectRefused(
      await handIn(a.streams.anna.id, pick, { exercise_ids: [1, 7] }),
      pick,
      before,
      422,
      /not one of/,
    );
    const res = await handIn(a.streams.anna.id, pick, { exercise_ids: [2, 1] });
    expect(res.statusCode).toBe(200);
    expect(handInResult.parse(res.json()).userHomeworkStatus.answer!.exercise_ids).toEqual([2, 1]);
  });

  it("refuses another learner's status, another stream's and another school's with 404, changing nothing", async () => {
    const bobList = await offeredHomework(t, a, 'bob');
    const bobSummary = idOf(bobList, 'summary');
    const annaSummary = idOf(await offeredHomework(t, a, 'anna'), 'summary');
    const before = await snapshot(bobSummary);
    // Bob's status through Anna's stream; Bob's stream itself; school B's status through Anna's stream.
    const viaOwn = await handIn(a.streams.anna.id, bobSummary, { message: 'x' });
    const viaBob = await handIn(a.streams.bob.id, bobSummary, { message: 'x' });
    const bSummary = idOf(await offeredHomework(t, b, 'anna'), 'summary', b);
    const viaOther = await handIn(a.streams.anna.id, bSummary, { message: 'x' });
    for (const res of [viaOwn, viaBob, viaOther])
      await expectRefused(res, bobSummary, before, 404, /not found/);
    // An expert's token reaches no learner's stream.
    const eva = await handIn(a.streams.anna.id, annaSummary, { message: 'x' }, a.tokens.eva);
    expect(eva.statusCode).toBe(404);
  });

  it('refuses user_id or dialog_id that are not the caller and the stream chat (422)', async () => {
    const summary = idOf(await offeredHomework(t, a, 'bob'), 'summary');
    const before = await snapshot(summary);
    const user = await handIn(
      a.streams.bob.id,
      summary,
      { message: 'x', user_id: a.users.anna.id },
      a.tokens.bob,
    );
    await expectRefused(user, summary, before, 422, /user_id/);
    const dialog = await handIn(
      a.streams.bob.id,
      summary,
      { message: 'x', dialog_id: a.chats.bob + 1000 },
      a.tokens.bob,
    );
    await expectRefused(dialog, summary, before, 422, /dialog_id/);
    const ok = await handIn(
      a.streams.bob.id,
      summary,
      { message: 'x', dialog_id: a.chats.bob },
      a.tokens.bob,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('after a FAIL takes a new hand-in (the first hand-in time kept); after DONE refuses (409)', async () => {
    const stream = a.streams.bob.id;
    const diaryId = homeworkIdOf(a.content, 'diary');
    const diary = idOf(await offeredHomework(t, a, 'bob'), 'diary');
    const first = await handIn(stream, diary, { message: 'first' }, a.tokens.bob);
    expect(first.statusCode).toBe(200);
    const firstRow = (await statusRowOf(t.db, stream, diaryId))!;
    // The expert sends it back (the review desk's call, here a direct write).
    await t.db
      .update(userHomeworkStatuses)
      .set({ status: 'FAIL', reviewComment: 'Once more, slower', reviewedAt: new Date() })
      .where(eq(userHomeworkStatuses.id, diary));
    const failed = entryOf(await offeredHomework(t, a, 'bob'), a.content, 'diary')!;
    expect(failed).toMatchObject({ status: 'FAIL', can_hand_in: true, review_comment: 'Once more, slower' });
    const again = await handIn(stream, diary, { message: 'second' }, a.tokens.bob);
    expect(again.statusCode).toBe(200);
    const second = handInResult.parse(again.json()).userHomeworkStatus;
    expect(second).toMatchObject({ status: 'UPLOADED', answer: { message: 'second' } });
    const row = (await statusRowOf(t.db, stream, diaryId))!;
    expect(row.handedInAt).toEqual(firstRow.handedInAt);
    expect(row.lastHandedInAt!.getTime()).toBeGreaterThanOrEqual(firstRow.lastHandedInAt!.getTime());
    expect(row.answerMessageId).not.toBe(firstRow.answerMessageId);

    await t.db
      .update(userHomeworkStatuses)
      .set({ status: 'DONE', scoresEarned: 5 })
      .where(eq(userHomeworkStatuses.id, diary));
    const before = await snapshot(diary);
    await expectRefused(
      await handIn(stream, diary, { message: 'third' }, a.tokens.bob),
      diary,
      before,
      409,
      /already been accepted/,
    );
    // The accepted answer stays as handed in: its chat message is not the learner's to edit (nor
    // was it under review: the first one, FAIL and replaced, is history, the second the answer).
    const edit = await t.call({
      method: 'PUT',
      url: `${api}/chats/${row.chatChannelId}/messages/${row.answerMessageId}?lang=en`,
      host: a.host,
      token: a.tokens.bob,
      payload: { message: 'changed after the review' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ message: expect.stringMatching(/hand-in and cannot be changed/) });
    const [answer] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, row.answerMessageId!));
    expect(answer!.message).toBe('second');
    // Nor is the first one, replaced by the rework: it is the answer the send-back judged.
    const editFirst = await t.call({
      method: 'PUT',
      url: `${api}/chats/${row.chatChannelId}/messages/${firstRow.answerMessageId}?lang=en`,
      host: a.host,
      token: a.tokens.bob,
      payload: { message: 'rewritten history' },
    });
    expect(editFirst.statusCode).toBe(409);
    const [replaced] = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, firstRow.answerMessageId!));
    expect(replaced!.message).toBe('first');
    // spec 01 §7 completed_tasks: the accepted homework counts.
    const user = await get('/user?expand=completed_tasks', a.tokens.bob);
    expect(user.json()).toMatchObject({ completed_tasks: 1 });
    expect((await get('/user?expand=completed_tasks', a.tokens.anna)).json()).toMatchObject({
      completed_tasks: 0,
    });
  });

  it('refuses a homework of a closed stage (403) and of an ended stream, still listed as history', async () => {
    const s = await addHomeworkSchool(t, 'closed.test');
    const list = await offeredHomework(t, s, 'anna');
    const stream = s.streams.anna;
    // A row of stage 2 made behind the API's back: the stage is closed by the gate.
    const laterTarget = s.content.dayHomeworks.find(
      (h) => h.homeworkId === homeworkIdOf(s.content, 'later'),
    )!;
    const [later] = await t.db
      .insert(userHomeworkStatuses)
      .values({
        projectId: s.projectId,
        courseId: s.courseId,
        userId: s.users.anna.id,
        userCourseStreamId: stream.id,
        targetType: 'stage_day_homework',
        targetId: laterTarget.id,
        homeworkId: laterTarget.homeworkId,
      })
      .returning();
    let before = await snapshot(later!.id);
    await expectRefused(
      await handIn(stream.id, later!.id, { message: 'x' }, s.tokens.anna, s.host),
      later!.id,
      before,
      403,
      /closed/,
    );

    const diary = idOf(list, 'diary', s);
    await t.db.update(userCourseStreams).set({ status: 'ended' }).where(eq(userCourseStreams.id, stream.id));
    t.app.learning.streamChanged(stream);
    before = await snapshot(diary);
    await expectRefused(
      await handIn(stream.id, diary, { message: 'x' }, s.tokens.anna, s.host),
      diary,
      before,
      403,
      /closed/,
    );
    const history = await offeredHomework(t, s, 'anna');
    expect(history.length).toBe(list.length + 1);
    expect(history.every((h) => !h.can_hand_in)).toBe(true);
  });

  it('answers "The day is incorrectly filled" for an exercise task without exercises (409)', async () => {
    const s = await addHomeworkSchool(t, 'broken.test');
    const pick = idOf(await offeredHomework(t, s, 'anna'), 'pick', s);
    await t.db
      .update(homeworks)
      .set({ exercises: [] })
      .where(eq(homeworks.id, homeworkIdOf(s.content, 'pick')));
    t.app.learning.onCourseChanged(String(s.courseId));
    const before = await snapshot(pick);
    const res = await handIn(s.streams.anna.id, pick, { exercise_ids: [1] }, s.tokens.anna, s.host);
    await expectRefused(res, pick, before, 409, /incorrectly filled \(contact support\)/);
  });

  it('takes one of two parallel hand-ins; the other is 409 and only one message is written', async () => {
    const s = await addHomeworkSchool(t, 'race.test');
    const diary = idOf(await offeredHomework(t, s, 'bob'), 'diary', s);
    const [n0] = await t.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.chatChannelId, s.chats.bob));
    const results = await Promise.all(
      [1, 2].map((i) => handIn(s.streams.bob.id, diary, { message: `try ${i}` }, s.tokens.bob, s.host)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [n1] = await t.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.chatChannelId, s.chats.bob));
    expect(n1!.n - n0!.n).toBe(1);
  });

  it("starts no messageDelay: the learner's next chat message goes at once, the one after it waits", async () => {
    // Found by the new school's browser journey (issue 28): a learner handed in, then wrote to the
    // expert and was told to wait 15 s for a message they had not sent.
    const s = await addHomeworkSchool(t, 'delay.test');
    await t.db.update(brands).set({ messageDelay: 15 }).where(eq(brands.projectId, s.projectId));
    const diary = idOf(await offeredHomework(t, s, 'bob'), 'diary', s);
    const handedIn = await handIn(s.streams.bob.id, diary, { message: 'My diary' }, s.tokens.bob, s.host);
    expect(handedIn.statusCode).toBe(200);
    const write = (message: string) =>
      t.call({
        method: 'POST',
        url: `${api}/chats/${s.chats.bob}/messages?lang=en`,
        host: s.host,
        token: s.tokens.bob,
        payload: { message },
      });
    expect((await write('A question about the diary')).statusCode).toBe(201);
    const tooSoon = await write('And another one');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      message: 'Messages can be sent no more than once every 15 seconds.',
    });
  });
});
