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
let token: string;
let streamId: number;
let course: Awaited<ReturnType<typeof addCourse>>;
const statusUrl = () => `/spa/api/v1/user-course-streams/${streamId}/status`;

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'school-a.test');
  const anna = await addUser(t.db, project.id, 'anna@example.com');
  course = await addCourse(t.db, project.id);
  const stream = await addStream(t.db, {
    projectId: project.id,
    userId: anna.id,
    courseId: course.course.id,
    startDate: new Date(Date.now() - 3 * DAY_MS),
    endDate: new Date(Date.now() + 30 * DAY_MS),
  });
  streamId = stream.id;
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
});
afterAll(() => t.close());

const status = async (headers: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: statusUrl(), token, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { status: string }).status;
};

/** Changes rows as another process does whose notification has not reached this one yet. */
const elsewhere = (
  change: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<unknown>,
) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx);
  });

describe('a write decides on the database, not on this process’s cache', () => {
  it('a statistics record naming a day status started on another process is taken', async () => {
    const day = course.days.find((d) => d.dayNumber === 1)!;
    const lesson = course.lessonsBySet.get(course.setsByDay.get(day.id)![0]!.id)![0]!;
    // This process caches the stream's state: no day started.
    expect(await status()).toBe('open');
    const [started] = await elsewhere((tx) =>
      tx
        .insert(userDayStatuses)
        .values({ projectId: course.course.projectId, userCourseStreamId: streamId, dayId: day.id })
        .returning(),
    ).then(() => t.db.select().from(userDayStatuses).where(eq(userDayStatuses.userCourseStreamId, streamId)));
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/save-lesson-stat?lang=en',
      token,
      payload: {
        stage_day_id: day.id,
        user_course_stream_id: streamId,
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

describe('a fresh read after the learner’s own write (Cache-Control: no-cache)', () => {
  it('reads past this process’s cache, which another process’s write has not reached yet', async () => {
    expect(await status()).toBe('open');
    // The stream ends elsewhere, and no notification reaches this process.
    await elsewhere((tx) =>
      tx.execute(
        sql`update user_course_streams set end_date = now() - interval '1 day' where id = ${streamId}`,
      ),
    );
    expect(await status()).toBe('open');
    expect(await status({ 'cache-control': 'no-cache' })).toBe('ended');
    // The fresh answer refreshed the cache: the next plain read agrees.
    expect(await status()).toBe('ended');
  });
});
