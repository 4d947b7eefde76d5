import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  courses,
  homeworks,
  userCourseStreams,
  userHomeworkStatuses,
  userScores,
} from '../../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../../test/chat-fixtures.js';
import { addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The console's stream operations and points (issue 13, decision 073), as the learner then sees them. */
let t: TestApp;
let s: ChatSchool & { admin: string; course2: number };
const DAY = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  const school = await addChatSchool(t, 'people-streams.test');
  const ada = await addUser(t.db, school.projectId, 'ada@people-streams.test', 'secret-pass', {
    role: 'admin',
  });
  const [course2] = await t.db
    .insert(courses)
    .values({ projectId: school.projectId, title: 'Second course' })
    .returning();
  s = {
    ...school,
    admin: await signIn(t.call, school.host, ada.email!, 'secret-pass', 'mobile'),
    course2: course2!.id,
  };
});
afterAll(() => t.close());

const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({
    method,
    url: `/spa/api/v1/staff${url}?lang=en`,
    token: s.admin,
    host: s.host,
    ...(payload ? { payload } : {}),
  });
/** What the learner's app reads: their streams (uncached list) and one stream's status (cached, decision 011). */
const annaStreams = async () =>
  (
    await t.call({
      method: 'GET',
      url: '/spa/api/v1/user-course-streams',
      host: s.host,
      token: s.tokens.anna,
    })
  ).json() as { id: number; course_id: number; status: string; end_date: number }[];
const annaStatus = async (id: number) =>
  (
    await t.call({
      method: 'GET',
      url: `/spa/api/v1/user-course-streams/${id}/status`,
      host: s.host,
      token: s.tokens.anna,
    })
  ).json() as { status: string };
const auditOf = async (targetType: string, id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)))
  )
    .filter((l) => l.targetType === targetType)
    .map((l) => l.action);

describe('streams', () => {
  let enrolled: number;

  it('enrols: the learner sees the course at once; a second active stream of it is 409', async () => {
    const start = nowS() - DAY;
    const res = await staff('POST', `/learners/${s.users.anna.id}/streams`, {
      course_id: s.course2,
      start_date: start,
      days: 30,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      course_id: s.course2,
      status: 'open',
      start_date: start,
      end_date: start + 30 * DAY,
    });
    enrolled = res.json().id;
    expect((await annaStreams()).find((x) => x.id === enrolled)).toMatchObject({
      course_id: s.course2,
      status: 'open',
    });
    expect((await annaStatus(enrolled)).status).toBe('open');
    // With the course's expert chat, as a bought course (issue 27).
    const chats = await t.call({
      method: 'GET',
      url: '/spa/api/v1/chats?lang=en',
      host: s.host,
      token: s.tokens.anna,
    });
    expect(chats.json().map((c: { course_id: number }) => c.course_id)).toContain(s.course2);
    const again = await staff('POST', `/learners/${s.users.anna.id}/streams`, {
      course_id: s.course2,
      start_date: nowS(),
      end_date: nowS() + DAY,
    });
    expect(again.statusCode).toBe(409);
    expect(
      await t.db.select().from(userCourseStreams).where(eq(userCourseStreams.courseId, s.course2)),
    ).toHaveLength(1);
    expect(await auditOf('stream', enrolled)).toEqual(['stream.create']);
  });

  it('extends by a date or by days; an earlier end is 422 and changes nothing', async () => {
    const before = (await annaStreams()).find((x) => x.id === enrolled)!.end_date;
    const earlier = await staff('POST', `/streams/${enrolled}/extend`, { end_date: before - DAY });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json()[0]).toMatchObject({
      field: 'end_date',
      message: expect.stringMatching(/later than the current/),
    });
    expect((await staff('POST', `/streams/${enrolled}/extend`, { days: 5 })).json().end_date).toBe(
      before + 5 * DAY,
    );
    const later = before + 10 * DAY;
    expect((await staff('POST', `/streams/${enrolled}/extend`, { end_date: later })).json().end_date).toBe(
      later,
    );
    expect((await annaStreams()).find((x) => x.id === enrolled)!.end_date).toBe(later);
    const line = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'stream.extend')))[0]!;
    expect(line.details).toMatchObject({ end_date: { from: new Date(before * 1000).toISOString() } });
  });

  it('stops and resumes: the learner sees `stopped`, then `open`; a second stop or resume is 409', async () => {
    expect((await staff('POST', `/streams/${enrolled}/stop`)).json().status).toBe('stopped');
    expect((await annaStatus(enrolled)).status).toBe('stopped');
    expect((await staff('POST', `/streams/${enrolled}/stop`)).statusCode).toBe(409);
    expect((await staff('POST', `/streams/${enrolled}/resume`)).json().status).toBe('open');
    expect((await annaStatus(enrolled)).status).toBe('open');
    expect((await staff('POST', `/streams/${enrolled}/resume`)).statusCode).toBe(409);
  });

  it('ends: the stream stays in the list as ended; extending or stopping it is 409; a new enrolment is allowed', async () => {
    const ended = await staff('POST', `/streams/${enrolled}/end`);
    expect(ended.json().status).toBe('ended');
    expect(ended.json().end_date).toBeLessThanOrEqual(nowS());
    expect((await annaStreams()).find((x) => x.id === enrolled)!.status).toBe('ended');
    expect((await annaStatus(enrolled)).status).toBe('ended');
    for (const op of ['extend', 'stop', 'end'] as const) {
      const res = await staff(
        'POST',
        `/streams/${enrolled}/${op}`,
        op === 'extend' ? { days: 1 } : undefined,
      );
      expect(res.statusCode, op).toBe(409);
    }
    const again = await staff('POST', `/learners/${s.users.anna.id}/streams`, {
      course_id: s.course2,
      start_date: nowS(),
      days: 7,
    });
    expect(again.statusCode).toBe(201);
    expect(await auditOf('stream', enrolled)).toEqual([
      'stream.create',
      'stream.extend',
      'stream.extend',
      'stream.stop',
      'stream.resume',
      'stream.end',
    ]);
  });
});

describe('points', () => {
  /** The learner's own balance (`GET /user-score/amount`). */
  const balance = async () =>
    (
      await t.call({ method: 'GET', url: '/spa/api/v1/user-score/amount', host: s.host, token: s.tokens.bob })
    ).json().amount as number;

  it("grants and debits with the administrator's reason; a debit below zero is 422", async () => {
    const grant = await staff('POST', `/learners/${s.users.bob.id}/points`, {
      amount: 50,
      reason: 'Helped in the chat',
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().points).toMatchObject({
      balance: 50,
      history: [{ amount: 50, reason: 'Helped in the chat' }],
      total_count: 1,
    });
    const over = await staff('POST', `/learners/${s.users.bob.id}/points`, {
      amount: -51,
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()[0]).toMatchObject({
      field: 'amount',
      message: expect.stringMatching(/balance \(50\)/),
    });
    const debit = await staff('POST', `/learners/${s.users.bob.id}/points`, {
      amount: -20,
      reason: 'Correction',
    });
    expect(debit.json().points.balance).toBe(30);
    // The learner's own history shows the reason as given.
    const history = await t.call({
      method: 'GET',
      url: '/spa/api/v1/user-score',
      host: s.host,
      token: s.tokens.bob,
    });
    expect(history.json().map((e: { reason: string }) => e.reason)).toEqual([
      'Correction',
      'Helped in the chat',
    ]);
    expect(await auditOf('user', s.users.bob.id)).toEqual(['points.grant', 'points.debit']);
    expect(await balance()).toBe(30);
  });

  it('names each reason by its kind, with the title of the homework behind it (issue 28)', async () => {
    const [homework] = await t.db
      .insert(homeworks)
      .values({ projectId: s.projectId, courseId: s.courseId, key: 'hw-essay', title: 'Essay', kind: 'text' })
      .returning();
    const [status] = await t.db
      .insert(userHomeworkStatuses)
      .values({
        projectId: s.projectId,
        courseId: s.courseId,
        userId: s.users.anna.id,
        userCourseStreamId: s.streams.anna.id,
        targetType: 'course_stage_homework',
        targetId: 1,
        homeworkId: homework!.id,
      })
      .returning();
    const at = (n: number) => new Date(Date.UTC(2024, 0, n));
    await t.db.insert(userScores).values([
      {
        projectId: s.projectId,
        userId: s.users.anna.id,
        amount: 30,
        reason: `homework:${status!.id}`,
        createdAt: at(4),
      },
      {
        projectId: s.projectId,
        userId: s.users.anna.id,
        amount: 5,
        reason: 'homework:999999',
        createdAt: at(3),
      },
      { projectId: s.projectId, userId: s.users.anna.id, amount: -10, reason: 'spend', createdAt: at(2) },
      { projectId: s.projectId, userId: s.users.anna.id, amount: 1, reason: 'day:x', createdAt: at(1) },
    ]);
    const res = await staff('GET', `/learners/${s.users.anna.id}`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .points.history.map((e: { reason_kind: string; reason_subject: string | null }) => [
          e.reason_kind,
          e.reason_subject,
        ]),
    ).toEqual([
      ['homework', 'Essay'],
      ['homework', null],
      ['spend', null],
      ['manual', null],
    ]);
  });

  it('ten concurrent debits cannot overdraw', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        staff('POST', `/learners/${s.users.bob.id}/points`, { amount: -7, reason: 'Race' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(4); // 30 / 7
    expect(codes.filter((c) => c === 422)).toHaveLength(6);
    const ledger = await t.db.select().from(userScores).where(eq(userScores.userId, s.users.bob.id));
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(2);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'points.debit'))).length).toBe(5);
  });
});
