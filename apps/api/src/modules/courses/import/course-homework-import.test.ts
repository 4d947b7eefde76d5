import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseStageHomeworks,
  homeworks,
  stageDayHomeworks,
  userHomeworkStatuses,
} from '../../../db/schema/index.js';
import { tenDayCourse } from '../../../seed/demo-courses.js';
import { demoMediaStore } from '../../../seed/seed-learning.js';
import { addSchool, addUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addStream } from '../../learning/learning-fixtures.js';
import { importCourse, ManifestError } from './course-import.service.js';
import type { CourseManifestInput } from './course-manifest.js';

// Decision 048: homework in the import format; a re-import keeps learners' statuses valid.
let t: TestApp;
let projectId: number;
let streamId: number;
let userId: number;
const store = demoMediaStore();

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await addSchool(t.db, 'school-a.test')).project.id;
  userId = (await addUser(t.db, projectId, 'anna@example.com')).id;
});
afterAll(() => t.close());

const manifest = (): CourseManifestInput =>
  tenDayCourse('homework-course', 'Homework', 'Homework', 1, { lessonSeconds: 8, requiredHomework: true });

/** Placements with their task's key, as `where:key` -> id (`stage-1:stage-summary`, `3:posture-photo`). */
async function placements(courseId: number) {
  const byKey = new Map<string, number>();
  const stageRows = await t.db.execute(sql`select p.id, s.key as at, h.key from course_stage_homeworks p
    join stages s on s.id = p.stage_id join homeworks h on h.id = p.homework_id where p.course_id = ${courseId}`);
  const dayRows =
    await t.db.execute(sql`select p.id, d.day_number::text as at, h.key from stage_day_homeworks p
    join days d on d.id = p.day_id join homeworks h on h.id = p.homework_id where p.course_id = ${courseId}`);
  for (const rows of [stageRows, dayRows]) {
    for (const r of (rows as unknown as { rows: { id: number; at: string; key: string }[] }).rows) {
      byKey.set(`${r.at}:${r.key}`, r.id);
    }
  }
  return byKey;
}

async function statusOf(
  courseId: number,
  type: 'course_stage_homework' | 'stage_day_homework',
  targetId: number,
) {
  const [p] =
    type === 'course_stage_homework'
      ? await t.db.select().from(courseStageHomeworks).where(eq(courseStageHomeworks.id, targetId))
      : await t.db.select().from(stageDayHomeworks).where(eq(stageDayHomeworks.id, targetId));
  const [row] = await t.db
    .insert(userHomeworkStatuses)
    .values({
      projectId,
      courseId,
      userId,
      userCourseStreamId: streamId,
      targetType: type,
      targetId,
      homeworkId: p!.homeworkId,
      status: 'UPLOADED',
      handedInAt: new Date(),
      lastHandedInAt: new Date(),
    })
    .returning();
  return row!;
}

const statusIds = async () =>
  (await t.db.select({ id: userHomeworkStatuses.id }).from(userHomeworkStatuses)).map((r) => r.id).sort();

describe('homework in the course import', () => {
  let courseId: number;

  it('writes the catalogue and its placements on stages and days', async () => {
    ({ courseId } = await importCourse(t.db, projectId, manifest(), store));
    streamId = (await addStream(t.db, { projectId, userId, courseId })).id;
    const tasks = await t.db
      .select()
      .from(homeworks)
      .where(eq(homeworks.courseId, courseId))
      .orderBy(homeworks.id);
    expect(tasks.map((h) => [h.key, h.kind])).toEqual([
      ['practice-diary', 'text'],
      ['practice-place', 'photo'],
      ['posture-photo', 'photo'],
      ['belly-breath-video', 'video'],
      ['week-plan', 'file'],
      ['favourite-exercises', 'exercise'],
      ['stage-summary', 'text'],
    ]);
    expect(tasks.find((h) => h.kind === 'exercise')!.exercises.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(tasks.find((h) => h.kind === 'text')!.exercises).toEqual([]);
    expect([...(await placements(courseId)).keys()].sort()).toEqual([
      '1:practice-diary',
      '2:practice-place',
      '3:posture-photo',
      '6:belly-breath-video',
      '8:week-plan',
      'stage-1:favourite-exercises',
      'stage-1:stage-summary',
      'stage-2:week-plan',
    ]);
    const [summary] = await t.db
      .select()
      .from(courseStageHomeworks)
      .where(eq(courseStageHomeworks.id, (await placements(courseId)).get('stage-1:stage-summary')!));
    expect(summary).toMatchObject({ isRequired: 1, isDemoAccessible: false, sort: 0 });
  });

  it('a re-import keeps the ids of tasks and placements, so learners’ statuses stay', async () => {
    const before = await placements(courseId);
    const taskIds = (await t.db.select().from(homeworks).where(eq(homeworks.courseId, courseId))).map(
      (h) => h.id,
    );
    await statusOf(courseId, 'course_stage_homework', before.get('stage-1:stage-summary')!);
    await statusOf(courseId, 'stage_day_homework', before.get('3:posture-photo')!);
    const statuses = await statusIds();
    const m = manifest();
    // Edits that keep the placement: a new title, the required flag off, a demo flag on.
    m.homeworks![0]!.title = 'Дневник (новое название)';
    m.stages![0]!.homeworks![0]!.required = false;
    m.stages![0]!.days[2]!.homeworks![0]!.demo = true;
    expect(await importCourse(t.db, projectId, m, store)).toMatchObject({ courseId, version: 2 });
    expect(await placements(courseId)).toEqual(before);
    expect(
      (await t.db.select().from(homeworks).where(eq(homeworks.courseId, courseId))).map((h) => h.id),
    ).toEqual(taskIds);
    expect(await statusIds()).toEqual(statuses);
    const [summary] = await t.db
      .select()
      .from(courseStageHomeworks)
      .where(eq(courseStageHomeworks.id, before.get('stage-1:stage-summary')!));
    expect(summary!.isRequired).toBe(0);
    const [photo] = await t.db
      .select()
      .from(stageDayHomeworks)
      .where(eq(stageDayHomeworks.id, before.get('3:posture-photo')!));
    expect(photo!.isDemoAccessible).toBe(true);
  });

  it('removes placements the manifest no longer has, with their statuses, in the same import', async () => {
    const before = await placements(courseId);
    const kept = await statusOf(courseId, 'stage_day_homework', before.get('1:practice-diary')!);
    const m = manifest();
    // Day 3's photo moves to day 4 (a new placement); stage 1 no longer asks for its summary;
    // the video task leaves the catalogue (its placement on day 6 goes with it).
    m.stages![0]!.days[2]!.homeworks = [];
    m.stages![0]!.days[3]!.homeworks = [{ homework: 'posture-photo', required: true }];
    m.stages![0]!.homeworks = m.stages![0]!.homeworks!.filter((p) => p.homework !== 'stage-summary');
    m.stages![1]!.days[0]!.homeworks = [];
    m.homeworks = m.homeworks!.filter((h) => h.key !== 'belly-breath-video');
    await importCourse(t.db, projectId, m, store);
    const after = await placements(courseId);
    expect([...after.keys()].sort()).toEqual([
      '1:practice-diary',
      '2:practice-place',
      '4:posture-photo',
      '8:week-plan',
      'stage-1:favourite-exercises',
      'stage-2:week-plan',
    ]);
    expect(after.get('1:practice-diary')).toBe(before.get('1:practice-diary'));
    // Only the status of the placement still there is left.
    expect(await statusIds()).toEqual([kept.id]);
    const gone = await t.db
      .select()
      .from(homeworks)
      .where(and(eq(homeworks.courseId, courseId), eq(homeworks.key, 'belly-breath-video')));
    expect(gone).toEqual([]);
  });

  it('a removed stage or day takes its homework statuses with it', async () => {
    const m = manifest();
    m.stages = [m.stages![0]!];
    await statusOf(courseId, 'course_stage_homework', (await placements(courseId)).get('stage-2:week-plan')!);
    await importCourse(t.db, projectId, m, store);
    const rows = await t.db.select().from(userHomeworkStatuses);
    expect(rows.map((r) => r.targetType)).toEqual(['stage_day_homework']);
    expect([...(await placements(courseId)).keys()].some((k) => k.startsWith('stage-2'))).toBe(false);
  });

  it('refuses a manifest with bad homework, naming each problem, and changes nothing', async () => {
    const before = await placements(courseId);
    const m = manifest() as CourseManifestInput & Record<string, unknown>;
    m.homeworks = [
      ...m.homeworks!,
      { key: 'practice-diary', title: 'Again', kind: 'text' },
      { key: 'pick', title: 'Pick', kind: 'exercise' },
      { key: 'essay', title: 'Essay', kind: 'text', exercises: [{ key: 'a', title: 'A' }] },
      {
        key: 'twice',
        title: 'Twice',
        kind: 'exercise',
        exercises: [
          { key: 'a', title: 'A' },
          { key: 'a', title: 'B' },
        ],
      },
    ];
    m.stages![0]!.homeworks = [{ homework: 'nope' }, { homework: 'week-plan' }, { homework: 'week-plan' }];
    m.stages![0]!.days[0]!.homeworks = [{ homework: 'practice-diary' }, { homework: 'practice-diary' }];
    const error = await importCourse(t.db, projectId, m, store).catch((e) => e);
    expect(error).toBeInstanceOf(ManifestError);
    expect(error.problems).toEqual([
      'homeworks: "practice-diary" appears twice',
      'homeworks.8.exercises: an "exercise" task needs at least one exercise',
      'homeworks.9.exercises: only an "exercise" task has exercises (this one is "text")',
      'homeworks.10.exercises: "a" appears twice',
      'stages.0.homeworks.0.homework: no homework "nope" in "homeworks"',
      'stages.0.homeworks.2.homework: "week-plan" is placed here twice',
      'stages.0.days.0.homeworks.1.homework: "practice-diary" is placed here twice',
    ]);
    // A manifest of before decision 048 says what replaced `homework_required`.
    const old = manifest();
    (old.stages![0] as Record<string, unknown>).homework_required = true;
    const removed = await importCourse(t.db, projectId, old, store).catch((e) => e);
    expect(removed.problems).toEqual([
      'stages.0.homework_required: removed: place a homework on the stage with "required": true instead',
    ]);
    const kind = manifest();
    kind.homeworks![0]!.kind = 'audio' as never;
    expect((await importCourse(t.db, projectId, kind, store).catch((e) => e)).problems).toEqual([
      expect.stringMatching(/^homeworks\.0\.kind: /),
    ]);
    expect(await placements(courseId)).toEqual(before);
  });
});
