import { course as courseSchema, userCourseStream } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, demoSchools } from './schools.js';
import { seedDemo } from './seed-demo.js';
import { OPTIONS_LEARNER } from './seed-training-options.js';

// The demo of training options (decision 093): a learner of the first school with a stream of a
// course of two options, nothing chosen yet, and days whose lessons the choice narrows.

let t: TestApp;
const host = demoSchools[0]!.domain.host;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
}, 120_000);
afterAll(() => t.close());

describe('demo training options', () => {
  it('the options learner has an open stream of a course with two options, nothing chosen', async () => {
    const token = await signIn(t.call, host, OPTIONS_LEARNER.email, DEMO_PASSWORD);
    const streams = (
      await t.call({ method: 'GET', url: '/spa/api/v1/user-course-streams?expand=course', host, token })
    ).json();
    expect(streams).toHaveLength(1);
    const stream = userCourseStream.parse(streams[0]);
    expect(stream).toMatchObject({ status: 'open', filters: {} });
    const res = await t.call({
      method: 'GET',
      url: `/spa/api/v1/courses/${stream.course_id}?expand=trainingOptions,stages.days.lesson_sets`,
      host,
      token,
    });
    const course = courseSchema.parse(res.json());
    expect(course.trainingOptions!.map((o) => o.title)).toEqual(['Уровень', 'Инвентарь']);
    const valueIds = course.trainingOptions!.flatMap((o) => o.training_lesson_option_values.map((v) => v.id));
    const day1 = course.stages![0]!.days![0]!;
    const lessons = day1.lesson_sets!.flatMap((s) => s.lessons);
    // A warm-up for everyone and a lesson of each value of each option.
    expect(lessons.filter((l) => l.training_option_value_ids.length === 0)).toHaveLength(1);
    expect(new Set(lessons.flatMap((l) => l.training_option_value_ids))).toEqual(new Set(valueIds));
    // Days 1 to 4 are open.
    const status = (
      await t.call({
        method: 'GET',
        url: `/spa/api/v1/user-course-streams/${stream.id}/status?expand=days`,
        host,
        token,
      })
    ).json();
    const open = status.days.filter((d: { is_open: boolean }) => d.is_open).length;
    expect(open).toBeGreaterThanOrEqual(4);
  });
});
