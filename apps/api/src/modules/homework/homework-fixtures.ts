import type { UserHomework } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userHomeworkStatuses, users } from '../../db/schema/index.js';
import { tenDayCourse } from '../../seed/demo-courses.js';
import { addSchool } from '../../test/fixtures.js';
import type { TestApp } from '../../test/test-app.js';
import { openSession } from '../auth/sessions.service.js';
import { openChatOfStream } from '../chat/chat-streams.service.js';
import type { CourseContent } from '../course-content/index.js';
import { assignExpert } from '../courses/course-experts.repository.js';
import type { CourseManifestInput } from '../courses/import/course-manifest.js';
import { addCourse, addStream, DAY_MS } from '../learning/learning-fixtures.js';

/**
 * Test helpers of homework (issue 10): a ten-day course (stages of days 1-5 and 6-10, days 1-2
 * demo-accessible) with a task of each kind, and a school whose learners have streams where
 * that homework is offered. Used by the learner's and the review desk's tests.
 *
 * Placements: day 1 `diary` (text, demo) and `pose` (photo); day 2 `clip` (video) and `report`
 * (file); day 3 `pick` (exercise, 2 exercises); stage 1 `summary` (text, required: stage 2 waits
 * for it); day 6 `later` (text, stage 2).
 */
export const HOMEWORK_KEYS = ['diary', 'pose', 'clip', 'report', 'pick', 'summary', 'later'] as const;
export type HomeworkKey = (typeof HOMEWORK_KEYS)[number];

export function homeworkManifest(slug: string): CourseManifestInput {
  const m = tenDayCourse(slug, `Homework course ${slug}`, 'HW', 1, { lessonSeconds: 8 });
  // Only this fixture's homework: whatever the demo course places is taken off first.
  for (const stage of m.stages ?? []) {
    stage.homeworks = [];
    for (const d of stage.days) d.homeworks = [];
  }
  const [first, second] = m.stages!;
  const day = (stage: typeof first, n: number) => stage!.days.find((d) => d.day_number === n)!;
  Object.assign(day(first, 1), { homeworks: [{ homework: 'diary', demo: true }, { homework: 'pose' }] });
  Object.assign(day(first, 2), { homeworks: [{ homework: 'clip' }, { homework: 'report' }] });
  Object.assign(day(first, 3), { homeworks: [{ homework: 'pick' }] });
  Object.assign(first!, { homeworks: [{ homework: 'summary', required: true }] });
  Object.assign(day(second, 6), { homeworks: [{ homework: 'later' }] });
  return {
    ...m,
    homeworks: [
      { key: 'diary', title: 'Practice diary', kind: 'text', scores: 5 },
      { key: 'pose', title: 'Photo of the pose', kind: 'photo', scores: 10 },
      { key: 'clip', title: 'Video of the practice', kind: 'video', scores: 10 },
      { key: 'report', title: 'Written report', kind: 'file', scores: 10 },
      {
        key: 'pick',
        title: 'Exercises you did',
        kind: 'exercise',
        scores: 3,
        exercises: [
          { key: 'breath', title: 'Breathing' },
          { key: 'walk', title: 'Walking' },
        ],
      },
      { key: 'summary', title: 'Stage summary', kind: 'text', scores: 20 },
      { key: 'later', title: 'Stage 2 task', kind: 'text', scores: 1 },
    ],
  };
}

/** The id of a task of the fixture course by its key. */
export function homeworkIdOf(content: CourseContent, key: HomeworkKey): number {
  return content.homeworks.find((h) => h.key === key)!.id;
}

/** The entry of a homework list for a task of the fixture course. */
export function entryOf(list: UserHomework[], content: CourseContent, key: HomeworkKey, streamId?: number) {
  const id = homeworkIdOf(content, key);
  return list.find(
    (h) => h.homework_id === id && (streamId === undefined || h.user_course_stream_id === streamId),
  );
}

/**
 * A school with the homework course: learners anna and bob with open streams on day 7 (stage 1
 * open, stage 2 reached by the calendar but closed by the gate), anna's without a chat yet
 * (the hand-in opens it), bob's with one; the course's expert eva and an expert of nothing, otto.
 */
export async function addHomeworkSchool(t: { db: Db }, host: string) {
  const school = await addSchool(t.db, host, { messageDelay: 0 });
  const projectId = school.project.id;
  const content = await addCourse(
    t.db,
    projectId,
    homeworkManifest(`hw-${Math.random().toString(36).slice(2, 8)}`),
  );
  const courseId = content.course.id;
  const person = async (name: string, extra: Partial<typeof users.$inferInsert> = {}) =>
    (
      await t.db
        .insert(users)
        .values({ projectId, email: `${name.toLowerCase()}@${host}`, name, ...extra })
        .returning()
    )[0]!;
  const anna = await person('Anna');
  const bob = await person('Bob');
  const eva = await person('Eva', { role: 'expert' });
  const otto = await person('Otto', { role: 'expert' });
  await assignExpert(t.db, projectId, courseId, eva.id);
  const startDate = new Date(Date.now() - 6.5 * DAY_MS);
  const annaStream = await addStream(t.db, { projectId, userId: anna.id, courseId, startDate });
  const bobStream = await addStream(t.db, { projectId, userId: bob.id, courseId, startDate });
  const bobChat = (await openChatOfStream(t.db, projectId, bobStream.id))!;
  const login = (user: typeof anna) =>
    openSession(t.db, user, {
      projectId,
      appType: 'web',
      appId: null,
      ip: '127.0.0.1',
      lang: 'en',
      singleDeviceOnly: false,
    });
  return {
    host,
    projectId,
    courseId,
    content,
    users: { anna, bob, eva, otto },
    streams: { anna: annaStream, bob: bobStream },
    chats: { bob: bobChat.id },
    tokens: {
      anna: await login(anna),
      bob: await login(bob),
      eva: await login(eva),
      otto: await login(otto),
    },
  };
}
export type HomeworkSchool = Awaited<ReturnType<typeof addHomeworkSchool>>;

/** Lists a stream's homework as its learner (making the offered rows), answering the list. */
export async function offeredHomework(t: TestApp, s: HomeworkSchool, who: 'anna' | 'bob', streamId?: number) {
  const res = await t.call({
    method: 'GET',
    url: `/spa/api/v1/user-course-streams/${streamId ?? s.streams[who].id}/user-homework?expand=scores&lang=en`,
    host: s.host,
    token: s.tokens[who],
  });
  if (res.statusCode !== 200) throw new Error(`user-homework: ${res.statusCode} ${res.body}`);
  return res.json() as UserHomework[];
}

/** The status row of a task in a stream, read straight from the table. */
export async function statusRowOf(db: Db, streamId: number, homeworkId: number) {
  const [row] = await db
    .select()
    .from(userHomeworkStatuses)
    .where(
      and(
        eq(userHomeworkStatuses.userCourseStreamId, streamId),
        eq(userHomeworkStatuses.homeworkId, homeworkId),
      ),
    );
  return row ?? null;
}

/** The learner hands in a task of her stream with a line of text; the id of its status. */
export async function handInHomework(t: TestApp, s: HomeworkSchool, who: 'anna' | 'bob', key: HomeworkKey) {
  const entry = entryOf(await offeredHomework(t, s, who), s.content, key);
  if (!entry) throw new Error(`no ${key} homework offered to ${who}`);
  const res = await t.call({
    method: 'POST',
    url: `/spa/api/v1/user-course-streams/${s.streams[who].id}/user-homework/${entry.id}?lang=en`,
    host: s.host,
    token: s.tokens[who],
    payload: { message: 'Here it is', files: [], exercise_ids: [] },
  });
  if (res.statusCode !== 200) throw new Error(`hand-in: ${res.statusCode} ${res.body}`);
  return entry.id;
}

/** The school's expert (eva) reviews a hand-in through the review desk's own call. */
export async function reviewHomework(t: TestApp, s: HomeworkSchool, statusId: number, body: object) {
  const res = await t.call({
    method: 'POST',
    url: `/spa/api/v1/staff/homework/${statusId}/review?lang=en`,
    host: s.host,
    token: s.tokens.eva,
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`review: ${res.statusCode} ${res.body}`);
}
