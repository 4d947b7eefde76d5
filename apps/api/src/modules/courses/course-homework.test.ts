import { courseList, course as courseSchema, day as daySchema, stage as stageSchema } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tenDayCourse } from '../../seed/demo-courses.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CourseContent } from '../course-content/index.js';
import { addCourse, addStream } from '../learning/learning-fixtures.js';

// Homework in the courses calls (spec 02 §3, §7; decisions 048, 057): the test course's optional
// homework, and the same course with its stage 1 homework required.
let t: TestApp;
let token: string;
let full: CourseContent;
let gated: CourseContent;
const base = '/spa/api/v1';

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, 'school-a.test');
  const rita = await addUser(t.db, project.id, 'rita@example.com');
  full = await addCourse(t.db, project.id);
  gated = await addCourse(
    t.db,
    project.id,
    tenDayCourse('gated-course', 'Gated', 'Gated', 2, { requiredHomework: true }),
  );
  for (const c of [full, gated])
    await addStream(t.db, { projectId: project.id, userId: rita.id, courseId: c.course.id });
  token = await signIn(t.call, 'school-a.test', 'rita@example.com');
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url: `${base}${url}`, token });
const dayId = (c: CourseContent, n: number) => c.days.find((d) => d.dayNumber === n)!.id;

describe('homework in the courses calls', () => {
  it('names each day’s and stage’s homework by id, in order, and counts the required ones', async () => {
    const c = courseSchema.parse(
      (await get(`/courses/${gated.course.id}?expand=stages.course_stage_homeworks,stages.days`)).json(),
    );
    const [one, two] = c.stages!;
    expect(one!.stage_homework_ids).toEqual(one!.course_stage_homeworks!.map((h) => h.id));
    expect(one!.course_stage_homeworks!.map((h) => [h.homework.kind, h.is_required, h.sort])).toEqual([
      ['text', 1, 0],
      ['exercise', 0, 1],
    ]);
    // Its own required summary and day 3's required photo hold stage 2 (spec 02 §4).
    expect(one).toMatchObject({ request_homeworks: 2, homework_required: true, request_days: 4 });
    expect(two).toMatchObject({ request_homeworks: 0, homework_required: false });
    expect(two!.course_stage_homeworks!.map((h) => h.homework.kind)).toEqual(['file']);
    const days = c.stages!.flatMap((s) => s.days!);
    expect(days.filter((d) => d.day_homework_ids.length).map((d) => d.day_number)).toEqual([1, 2, 3, 6, 8]);
    // The optional course's stages ask for nothing.
    const plain = courseSchema.parse((await get(`/courses/${full.course.id}?expand=stages`)).json());
    expect(plain.stages!.map((s) => [s.request_homeworks, s.homework_required])).toEqual([
      [0, false],
      [0, false],
    ]);
  });

  it('answers the course’s day homework with the task, its points and the demo flag', async () => {
    const list = courseList.parse((await get('/courses?expand=stages.days,stage_day_homeworks')).json());
    const c = list.find((x) => x.id === gated.course.id)!;
    const all = c.stage_day_homeworks!;
    expect(all.map((h) => h.id)).toEqual(
      c.stages!.flatMap((s) => s.days!.flatMap((d) => d.day_homework_ids)),
    );
    expect(all.map((h) => h.homework.kind)).toEqual(['text', 'photo', 'photo', 'video', 'file']);
    expect(all[0]).toMatchObject({
      stage_day_id: dayId(gated, 1),
      stage_id: gated.stages[0]!.id,
      is_required: 0,
      is_demo_accessible: true,
      homework: { course_id: gated.course.id, title: 'Дневник практики', scores: 5, exercises: [] },
    });
    expect(all[2]).toMatchObject({ is_required: 1, is_demo_accessible: false });
    // The task placed on two stages is one homework.
    const plan = all[4]!.homework_id;
    const one = courseSchema.parse(
      (await get(`/courses/${gated.course.id}?expand=stages.course_stage_homeworks`)).json(),
    );
    expect(one.stages![1]!.course_stage_homeworks![0]!.homework_id).toBe(plan);
    const exercise = one.stages![0]!.course_stage_homeworks![1]!.homework;
    expect(exercise.exercises).toEqual([
      { id: 1, title: 'Вдох и выдох' },
      { id: 2, title: 'Расслабление плеч' },
      { id: 3, title: 'Дыхание животом' },
      { id: 4, title: 'Спокойный счёт' },
    ]);
    // The cached wire of one expansion does not leak into another (content.wire).
    const bare = courseList.parse((await get('/courses?expand=stages.days')).json());
    expect(bare.find((x) => x.id === gated.course.id)!.stage_day_homeworks).toBeUndefined();
  });

  it('gives the nested homework’s points in the stages call only when named', async () => {
    const url = `/courses/${gated.course.id}/stages?expand=`;
    const without = z
      .array(stageSchema)
      .parse((await get(`${url}days.stage_day_homeworks,course_stage_homeworks`)).json());
    expect(without[0]!.days![0]!.stage_day_homeworks![0]!.homework.scores).toBeUndefined();
    expect(without[0]!.course_stage_homeworks![0]!.homework.scores).toBeUndefined();
    const named = z
      .array(stageSchema)
      .parse(
        (
          await get(`${url}days.stage_day_homeworks.homework.scores,course_stage_homeworks.homework.scores`)
        ).json(),
      );
    expect(named[0]!.days![0]!.stage_day_homeworks![0]!.homework.scores).toBe(5);
    expect(named[0]!.course_stage_homeworks!.map((h) => h.homework.scores)).toEqual([10, 5]);
    expect(named[0]).toMatchObject({
      request_homeworks: 2,
      stage_homework_ids: without[0]!.stage_homework_ids,
    });
  });

  it('answers a day’s homework in the days calls, points included', async () => {
    const stage = gated.stages[0]!;
    const days = z
      .array(daySchema)
      .parse(
        (await get(`/courses/${gated.course.id}/stages/${stage.id}/days?expand=stage_day_homeworks`)).json(),
      );
    expect(days.map((d) => d.stage_day_homeworks!.length)).toEqual([1, 1, 1, 0, 0]);
    expect(days[0]!.stage_day_homeworks!.map((h) => h.id)).toEqual(days[0]!.day_homework_ids);
    const one = daySchema.parse(
      (
        await get(
          `/courses/${gated.course.id}/stages/${stage.id}/days/${dayId(gated, 3)}?expand=stage_day_homeworks`,
        )
      ).json(),
    );
    expect(one.stage_day_homeworks).toMatchObject([
      { is_required: 1, homework: { kind: 'photo', title: 'Фото вашей осанки', scores: 10 } },
    ]);
    // Without the expansion only the ids come.
    const bare = daySchema.parse(
      (await get(`/courses/${gated.course.id}/stages/${stage.id}/days/${dayId(gated, 3)}`)).json(),
    );
    expect(bare.stage_day_homeworks).toBeUndefined();
    expect(bare.day_homework_ids).toEqual([one.stage_day_homeworks![0]!.id]);
  });
});
