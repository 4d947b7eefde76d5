import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDayStatuses } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addCourse, addStream, DAY_MS } from './learning-fixtures.js';

// Read-your-writes across API processes: a learner who wrote on one process and reads on
// another, before the other has the trigger's notification, asks with Cache-Control: no-cache and
// gets the database's answer. "Another process wrote" is made here by changing the row with the
// triggers off (session_replication_role = replica), so this process's cache keeps the old state
// exactly as a process that has not heard yet does.

let t: TestApp;
let course: Awaited<ReturnType<typeof addCourse>>;
/** A learner and their stream; each test has its own, so one test's writes never reach another's cache. */
interface Learner {
  token: string;
  streamId: number;
}
let reader: Learner;
let writer: Learner;

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'school-a.test');
  course = await addCourse(t.db, project.id);
  const learner = async (email: string): Promise<Learner> => {
    const user = await addUser(t.db, project.id, email);
    const stream = await addStream(t.db, {
      projectId: project.id,
      userId: user.id,
      courseId: course.course.id,
      startDate: new Date(Date.now() - 3 * DAY_MS),
      endDate: new Date(Date.now() + 30 * DAY_MS),
    });
    return { token: await signIn(t.call, 'school-a.test', email), streamId: stream.id };
  };
  reader = await learner('anna@example.com');
  writer = await learner('boris@example.com');
});
afterAll(() => t.close());

const status = async (who: Learner, headers: Record<string, string> = {}) => {
  const res = await t.call({
    method: 'GET',
    url: `/spa/api/v1/user-course-streams/${who.streamId}/status`,
    token: who.token,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { status: string }).status;
};

/**
 * Plain reads until this process holds the stream's state: on PostgreSQL the notification of the
 * stream's own insert may still be on its way, and the eviction it brings would leave nothing cached.
 */
const primed = (who: Learner) =>
  expect
    .poll(async () => {
      await status(who);
      return t.app.learning.streams.get(who.streamId) !== undefined;
    })
    .toBe(true);

/** Changes rows as another process does whose notification has not reached this one yet. */
const elsewhere = (
  change: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<unknown>,
) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx);
  });

describe('a fresh read after the learner’s own write (Cache-Control: no-cache)', () => {
  it('reads past this process’s cache, which another process’s write has not reached yet', async () => {
    await primed(reader);
    expect(await status(reader)).toBe('open');
    // The stream ends elsewhere, and no notification reaches this process.
    await elsewhere((tx) =>
      tx.execute(
        sql`update user_course_streams set end_date = now() - interval '1 day' where id = ${reader.streamId}`,
      ),
    );
    expect(await status(reader)).toBe('open');
    expect(await status(reader, { 'cache-control': 'no-cache' })).toBe('ended');
    // The fresh answer refreshed the cache: the next plain read agrees.
    expect(await status(reader)).toBe('ended');
  });
});

describe('a write decides on the database, not on this process’s cache', () => {
  it('a statistics record naming a day status started on another process is taken', async () => {
    const day = course.days.find((d) => d.dayNumber === 1)!;
    const lesson = course.lessonsBySet.get(course.setsByDay.get(day.id)![0]!.id)![0]!;
    await primed(writer);
    // The day starts elsewhere; this process's cached state still has no day started.
    await elsewhere((tx) =>
      tx
        .insert(userDayStatuses)
        .values({ projectId: course.course.projectId, userCourseStreamId: writer.streamId, dayId: day.id }),
    );
    const [started] = await t.db
      .select()
      .from(userDayStatuses)
      .where(eq(userDayStatuses.userCourseStreamId, writer.streamId));
    expect(t.app.learning.streams.get(writer.streamId)?.dayStatuses).toEqual([]);
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/save-lesson-stat?lang=en',
      token: writer.token,
      payload: {
        stage_day_id: day.id,
        user_course_stream_id: writer.streamId,
        stage_day_lesson_set_lesson_id: lesson.id,
        viewed_seconds: 2,
        play_count: 1,
        day_status: started!.id,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dayStatusId).toBe(started!.id);
  });
});
