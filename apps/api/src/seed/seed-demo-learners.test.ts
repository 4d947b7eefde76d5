import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it("the first school has a learner on day 15 whose week 3 opens once week 2's required homework is handed in (issue 10)", async () => {
    const school = demoSchools[0]!;
    const host = school.domain.host;
    const token = await signIn(t.call, host, school.gate!.email, DEMO_PASSWORD);
    const streams = (
      await t.call({ method: 'GET', url: '/spa/api/v1/user-course-streams', host, token })
    ).json();
    expect(streams).toHaveLength(1);
    const statusUrl = `/spa/api/v1/user-course-streams/${streams[0].id}/status?expand=stages`;
    const stagesOf = async () =>
      (await t.call({ method: 'GET', url: statusUrl, host, token }))
        .json()
        .stages.map((s: { status: string }) => s.status);
    expect(await stagesOf()).toEqual(['open', 'open', 'close']);

    const list = await t.call({
      method: 'GET',
      url: `/spa/api/v1/user-course-streams/${streams[0].id}/user-homework`,
      host,
      token,
    });
    const required = list.json().filter((h: { is_required: boolean }) => h.is_required);
    expect(required.map((h: { homework: { kind: string } }) => h.homework.kind).sort()).toEqual([
      'photo',
      'text',
    ]);
    // The text task goes in by the call; the photo one needs an upload, so it is marked as
    // handed in the way the hand-in does (the hand-in itself is tested in modules/homework).
    const text = required.find((h: { homework: { kind: string } }) => h.homework.kind === 'text');
    const handIn = await t.call({
      method: 'POST',
      url: `/spa/api/v1/user-course-streams/${streams[0].id}/user-homework/${text.id}`,
      host,
      token,
      payload: { message: 'Неделя прошла спокойно.' },
    });
    expect(handIn.statusCode, handIn.body).toBe(200);
    expect(await stagesOf()).toEqual(['open', 'open', 'close']);
    const photo = required.find((h: { homework: { kind: string } }) => h.homework.kind === 'photo');
    await t.db.execute(
      sql`update user_homework_statuses set status = 'UPLOADED', handed_in_at = now(), last_handed_in_at = now() where id = ${photo.id}`,
    );
    // Written behind the API's back: the trigger's NOTIFY evicts the cached stream state, which
    // on a PostgreSQL server arrives a moment after the write.
    await vi.waitFor(async () => expect(await stagesOf()).toEqual(['open', 'open', 'open']), {
      timeout: 5000,
      interval: 100,
    });
  });
});
