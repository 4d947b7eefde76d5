import { type StreamStatusResource, streamStatus } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHomeworkStatuses } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addStream } from '../learning/learning-fixtures.js';
import {
  addHomeworkSchool,
  type HomeworkKey,
  type HomeworkSchool,
  homeworkIdOf,
} from './homework-fixtures.js';

/**
 * The stage gate and the status answer's `homeworks` (spec 02 §3, §4; decision 057): stage 2 of
 * the fixture course waits for stage 1's required summary; handing it in opens it at once,
 * through the cached status answer, and a FAIL afterwards does not close it again.
 */
let t: TestApp;
let s: HomeworkSchool;

beforeAll(async () => {
  t = await createTestApp();
  s = await addHomeworkSchool(t, 'school-a.test');
});
afterAll(() => t.close());

const status = async (streamId: number, expand = 'days,stages,homeworks', token = s.tokens.anna) => {
  const res = await t.call({
    method: 'GET',
    url: `/spa/api/v1/user-course-streams/${streamId}/status?expand=${expand}&lang=en`,
    host: s.host,
    token,
  });
  expect(res.statusCode).toBe(200);
  return streamStatus.parse(res.json());
};
const handIn = (streamId: number, statusId: number, body: object) =>
  t.call({
    method: 'POST',
    url: `/spa/api/v1/user-course-streams/${streamId}/user-homework/${statusId}?lang=en`,
    host: s.host,
    token: s.tokens.anna,
    payload: body,
  });
const entry = (body: StreamStatusResource, key: HomeworkKey) =>
  body.homeworks!.find((h) => h.homework_id === homeworkIdOf(s.content, key));
const day6 = (body: StreamStatusResource) => body.days!.find((d) => d.day_number === 6)!;

describe('the stage gate', () => {
  it('keeps stage 2 closed, and its homework unoffered, until the required homework is handed in', async () => {
    const stream = s.streams.anna.id;
    const before = await status(stream);
    expect(before.stages!.map((x) => x.status)).toEqual(['open', 'close']);
    expect(day6(before)).toMatchObject({ is_open: false, lock: 'stage' });
    expect(entry(before, 'later')).toBeUndefined();
    // Every offered placement has its row, made by this call.
    expect(before.homeworks!.map((h) => h.homework_id).sort()).toEqual(
      (['diary', 'pose', 'clip', 'report', 'pick', 'summary'] as const)
        .map((k) => homeworkIdOf(s.content, k))
        .sort(),
    );
    const rows = await t.db
      .select()
      .from(userHomeworkStatuses)
      .where(eq(userHomeworkStatuses.userCourseStreamId, stream));
    expect(rows.map((r) => r.id).sort()).toEqual(before.homeworks!.map((h) => h.id).sort());
    expect(entry(before, 'summary')).toMatchObject({
      target_type: 'course_stage_homework',
      stage_id: s.content.stages[0]!.id,
      stage_day_id: null,
      is_required: true,
      status: 'NOT_UPLOADED',
      is_locked: false,
      can_hand_in: true,
      handed_in_at: null,
    });
    // The same answer again (now from the cache).
    expect(await status(stream)).toEqual(before);

    // An optional homework opens nothing.
    expect((await handIn(stream, entry(before, 'diary')!.id, { message: 'diary' })).statusCode).toBe(200);
    const optional = await status(stream);
    expect(optional.stages!.map((x) => x.status)).toEqual(['open', 'close']);
    expect(entry(optional, 'diary')).toMatchObject({ status: 'UPLOADED', can_hand_in: false });

    // The required one opens stage 2 at once, and offers its homework.
    expect((await handIn(stream, entry(before, 'summary')!.id, { message: 'summary' })).statusCode).toBe(200);
    const opened = await status(stream);
    expect(opened.stages!.map((x) => x.status)).toEqual(['open', 'open']);
    expect(day6(opened)).toMatchObject({ is_open: true, lock: null });
    expect(entry(opened, 'later')).toMatchObject({ status: 'NOT_UPLOADED', can_hand_in: true });
    expect(entry(opened, 'summary')!.handed_in_at).not.toBeNull();
    // Without `homeworks` the gate reads the same.
    expect((await status(stream, 'stages')).stages!.map((x) => x.status)).toEqual(['open', 'open']);

    // Sent back for rework: the stage stays open (decision 057), the homework can be handed in again.
    await t.db
      .update(userHomeworkStatuses)
      .set({ status: 'FAIL' })
      .where(eq(userHomeworkStatuses.id, entry(before, 'summary')!.id));
    t.app.learning.streamChanged(s.streams.anna);
    const failed = await status(stream);
    expect(failed.stages!.map((x) => x.status)).toEqual(['open', 'open']);
    expect(entry(failed, 'summary')).toMatchObject({ status: 'FAIL', can_hand_in: true });
  });

  it("gates each learner's stream by their own hand-ins", async () => {
    const bob = await status(s.streams.bob.id, 'stages', s.tokens.bob);
    expect(bob.stages!.map((x) => x.status)).toEqual(['open', 'close']);
  });

  it('shows a demo learner the locked homework of the demo-locked days, not offering it', async () => {
    const demo = await addStream(t.db, {
      projectId: s.projectId,
      userId: s.users.anna.id,
      courseId: s.courseId,
      startDate: s.streams.anna.startDate,
      isDemo: true,
      courseFullAccess: false,
    });
    const body = await status(demo.id);
    expect(entry(body, 'diary')).toMatchObject({ is_locked: false, can_hand_in: true });
    expect(entry(body, 'pick')).toMatchObject({ is_locked: true, can_hand_in: false });
    expect(entry(body, 'summary')).toMatchObject({ is_locked: true, can_hand_in: false });
  });
});
