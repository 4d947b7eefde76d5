import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { fromJsonRow } from '../../db/json-rows.js';
import {
  chatMessages,
  streamFreezes,
  trainingOptionValues,
  userCourseStreams,
  userDayStatuses,
  userHomeworkStatuses,
  userLessonStatuses,
  userOptions,
} from '../../db/schema/index.js';
import { addSchool, addUser } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { homeworkManifest } from '../homework/homework-fixtures.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';
import { readStreamState } from './streams.repository.js';

// readStreamState reads a stream and its five tables in one statement, through JSON (decision
// 139). It must give exactly what a select of each table gives, on both databases: every column
// type those tables hold (timestamps with microseconds and their zone, nulls, jsonb arrays,
// smallint, enums) is set here to something a careless decoding would change.

/** The state as six selects read it: the oracle. */
async function tableByTable(db: Db, streamId: number) {
  const [stream] = await db.select().from(userCourseStreams).where(eq(userCourseStreams.id, streamId));
  return {
    stream,
    freezes: await db
      .select()
      .from(streamFreezes)
      .where(eq(streamFreezes.userCourseStreamId, streamId))
      .orderBy(asc(streamFreezes.startDate), asc(streamFreezes.id)),
    dayStatuses: await db
      .select()
      .from(userDayStatuses)
      .where(eq(userDayStatuses.userCourseStreamId, streamId))
      .orderBy(asc(userDayStatuses.id)),
    lessonStatuses: await db
      .select()
      .from(userLessonStatuses)
      .where(eq(userLessonStatuses.userCourseStreamId, streamId))
      .orderBy(asc(userLessonStatuses.id)),
    options: await db
      .select()
      .from(userOptions)
      .where(eq(userOptions.userCourseStreamId, streamId))
      .orderBy(asc(userOptions.trainingOptionId)),
    homeworkStatuses: await db
      .select()
      .from(userHomeworkStatuses)
      .where(eq(userHomeworkStatuses.userCourseStreamId, streamId))
      .orderBy(asc(userHomeworkStatuses.id)),
  };
}

let t: TestApp;
let full: number;
let empty: number;

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'state-read.test');
  const anna = await addUser(t.db, project.id, 'anna@example.com');
  const course = await addCourse(t.db, project.id, homeworkManifest('state-read'));
  const now = Date.now();
  const p = { projectId: project.id, userId: anna.id, courseId: course.course.id };
  full = (
    await addStream(t.db, {
      ...p,
      startDate: new Date(now - 5 * DAY_MS),
      endDate: new Date(now + 30 * DAY_MS),
    })
  ).id;
  empty = (await addStream(t.db, { ...p, isDemo: true, courseFullAccess: false })).id;
  // A time with microseconds, written in another zone than the session's.
  await t.db
    .update(userCourseStreams)
    .set({ messageExpiresDate: sql`'2031-03-30 01:30:00.123456+03'::timestamptz`, chatStatus: 'open' })
    .where(eq(userCourseStreams.id, full));

  await t.db.insert(streamFreezes).values([
    {
      projectId: project.id,
      userCourseStreamId: full,
      startDate: new Date(now + 2 * DAY_MS),
      endDate: new Date(now + 4 * DAY_MS),
      status: 2,
      canceledAt: new Date(now),
    },
    {
      projectId: project.id,
      userCourseStreamId: full,
      startDate: new Date(now - DAY_MS),
      endDate: new Date(now),
    },
  ]);
  const [day1, day2] = course.days;
  const statuses = await t.db
    .insert(userDayStatuses)
    .values([
      {
        projectId: project.id,
        userCourseStreamId: full,
        dayId: day1!.id,
        finishedAt: new Date(now),
        scoresEarned: 5,
      },
      { projectId: project.id, userCourseStreamId: full, dayId: day2!.id },
    ])
    .returning();
  const lessonOf = (dayId: number) => {
    const set = course.setsByDay.get(dayId)?.[0];
    return set ? course.lessonsBySet.get(set.id)?.[0]?.id : undefined;
  };
  const lesson = lessonOf(day1!.id);
  if (lesson)
    await t.db.insert(userLessonStatuses).values({
      projectId: project.id,
      userCourseStreamId: full,
      userDayStatusId: statuses[0]!.id,
      lessonSetLessonId: lesson,
      viewedSeconds: 2_000_000_000,
      playCount: 3,
    });
  // The manifest's own options: one chosen.
  const [value] = await t.db
    .select()
    .from(trainingOptionValues)
    .where(eq(trainingOptionValues.courseId, course.course.id))
    .limit(1);
  await t.db.insert(userOptions).values({
    projectId: project.id,
    userCourseStreamId: full,
    trainingOptionId: value!.trainingOptionId,
    trainingOptionValueId: value!.id,
  });
  const placement = [...course.dayHomeworkById.values()][0]!;
  const [message] = await t.db.select({ id: chatMessages.id }).from(chatMessages).limit(1);
  await t.db.insert(userHomeworkStatuses).values({
    projectId: project.id,
    courseId: course.course.id,
    userId: anna.id,
    userCourseStreamId: full,
    targetType: 'stage_day_homework',
    targetId: placement.id,
    homeworkId: placement.homeworkId,
    status: 'DONE',
    exerciseIds: [3, 1, 2],
    reviewComment: 'Хорошо "очень" \\ ok',
    answerMessageId: message?.id ?? null,
    handedInAt: new Date(now - DAY_MS),
    lastHandedInAt: new Date(now - DAY_MS),
    reviewedAt: new Date(now),
  });
});

afterAll(() => t?.close());

describe('a stream state read in one statement', () => {
  it('equals the tables read one by one, row for row and type for type', async () => {
    const oracle = await tableByTable(t.db, full);
    expect(oracle.freezes).toHaveLength(2);
    expect(oracle.dayStatuses).toHaveLength(2);
    expect(oracle.lessonStatuses).toHaveLength(1);
    expect(oracle.options).toHaveLength(1);
    expect(oracle.homeworkStatuses).toHaveLength(1);
    const { wire, ...state } = (await readStreamState(t.db, full))!;
    expect(state).toStrictEqual(oracle);
    expect(wire.size).toBe(0);
    expect(state.stream.messageExpiresDate).toBeInstanceOf(Date);
    expect(state.homeworkStatuses[0]!.exerciseIds).toStrictEqual([3, 1, 2]);
  });

  it('gives empty lists for a stream with nothing yet, and null for no stream', async () => {
    const { wire: _, ...state } = (await readStreamState(t.db, empty))!;
    expect(state).toStrictEqual(await tableByTable(t.db, empty));
    expect(state.freezes).toStrictEqual([]);
    expect(await readStreamState(t.db, 2_000_000_000)).toBeNull();
  });

  it('refuses a table whose columns JSON would not keep unchanged', async () => {
    const { pgTable, numeric, integer } = await import('drizzle-orm/pg-core');
    const prices = pgTable('prices', { id: integer('id'), amount: numeric('amount') });
    expect(() => fromJsonRow(prices, { id: 1, amount: 1.5 })).toThrow(/amount \(PgNumeric\)/);
  });
});
