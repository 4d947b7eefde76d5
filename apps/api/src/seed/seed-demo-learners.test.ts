import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, demoSchools } from './schools.js';
import { demoStaff, seedDemo } from './seed-demo.js';

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

  it('each school has the expert and the administrator printed at start, with chats that have history and video consultations (issue 9 "Demo")', async () => {
    for (const school of demoSchools) {
      const host = school.domain.host;
      const token = await signIn(t.call, host, demoStaff(school).expert, DEMO_PASSWORD);
      const desk = await t.call({ method: 'GET', url: '/spa/api/v1/staff/chats', host, token });
      expect(desk.statusCode, desk.body).toBe(200);
      expect(desk.json().length).toBeGreaterThan(0);
      const learner = await signIn(t.call, host, school.learner.email, DEMO_PASSWORD);
      const chats = (await t.call({ method: 'GET', url: '/spa/api/v1/chats', host, token: learner })).json();
      expect(chats.some((c: { unread_count: number }) => c.unread_count > 0)).toBe(true);
      const video = await t.call({
        method: 'GET',
        url: '/spa/api/v1/online-consultation',
        host,
        token: learner,
      });
      expect(video.statusCode, video.body).toBe(200);
      expect(video.json().length).toBeGreaterThan(0);
      const admin = await signIn(t.call, host, demoStaff(school).admin, DEMO_PASSWORD);
      const me = await t.call({ method: 'GET', url: '/spa/api/v1/staff/me', host, token: admin });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({ role: 'admin' });
    }
  });
});
