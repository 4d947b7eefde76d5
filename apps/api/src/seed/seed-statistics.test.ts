import type { UserStatisticsAnswer } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toViewedHours } from '../modules/user/viewing-statistics.repository.js';
import { signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, demoSchools } from './schools.js';
import { seedDemo } from './seed-demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
}, 120_000);
afterAll(() => t.close());

describe('the statistics demo learner (issue 15)', () => {
  it('has weeks of history in each school: a chart that is not empty, totals that agree', async () => {
    for (const school of demoSchools) {
      const host = school.domain.host;
      const email = `stats@${school.learner.email.split('@')[1]}`;
      const token = await signIn(t.call, host, email, DEMO_PASSWORD);
      const get = async (url: string) => {
        const res = await t.call({ method: 'GET', url: `/spa/api/v1${url}`, host, token });
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const month = (await get('/user/statistics?period=month')) as UserStatisticsAnswer;
      expect(month.buckets.filter((b) => b.viewed_seconds > 0).length).toBeGreaterThanOrEqual(10);
      expect(month.totals.completed_tasks).toBeGreaterThan(0);
      const year = (await get('/user/statistics?period=year')) as UserStatisticsAnswer;
      expect(year.buckets.filter((b) => b.viewed_seconds > 0).length).toBeGreaterThanOrEqual(2);
      const user = await get('/user?expand=viewed_hours,viewed_lessons,completed_courses,completed_tasks');
      expect(user.completed_courses).toBe(1);
      expect(year.totals).toMatchObject({
        viewed_lessons: user.viewed_lessons,
        completed_courses: user.completed_courses,
        completed_tasks: user.completed_tasks,
      });
      expect(toViewedHours(year.totals.viewed_seconds)).toBe(user.viewed_hours);
    }
  });
});
