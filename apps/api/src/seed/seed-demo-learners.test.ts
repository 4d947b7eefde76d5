import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('demo learners', () => {
  it('each school has a learner asked to complete the profile, who can then go on', async () => {
    for (const school of demoSchools) {
      const host = school.domain.host;
      const token = await signIn(t.call, host, school.incomplete.email, DEMO_PASSWORD);
      const before = (await t.call({ method: 'GET', url: '/spa/api/v1/user', host, token })).json();
      expect(before).toMatchObject({ name: null, last_name: null, is_require_update_profile: true });
      const saved = await t.call({
        method: 'POST',
        url: '/spa/api/v1/user?lang=en',
        host,
        token,
        payload: { name: 'Ivan', last_name: 'Petrov' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ name: 'Ivan', is_require_update_profile: false });
    }
  });
});
