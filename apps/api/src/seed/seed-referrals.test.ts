import { consoleReferralPage, referralSummary } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool, addUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedReferrals } from './seed-referrals.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedReferrals', () => {
  it.each([
    ['points', 'seed-points.test'],
    ['money', 'seed-money.test'],
  ] as const)(
    'runs the programme with %s cashback: a link, its visits and a flagged own account',
    async (mode, host) => {
      const { project } = await addSchool(t.db, host);
      const anna = await addUser(t.db, project.id, `learner@${host}`, 'secret-pass', { name: 'Anna' });
      await addUser(t.db, project.id, `admin@${host}`, 'secret-pass', { role: 'admin' });
      await seedReferrals(t.db, project.id, anna, mode);

      const token = await signIn(t.call, host, `learner@${host}`);
      const summary = referralSummary.parse(
        (await t.call({ method: 'GET', url: '/spa/api/v1/referral', host, token })).json(),
      );
      expect(summary).toMatchObject({ enabled: true, link_jumps: 7, invited_users: 1, referral_orders: 0 });
      expect(summary.rules).toMatchObject({ cashback_mode: mode, discount_percent: 15, hold_days: 14 });
      expect(summary.link).toContain(`/r/${summary.code}`);

      const admin = await signIn(t.call, host, `admin@${host}`, 'secret-pass', 'mobile');
      const flagged = consoleReferralPage.parse(
        (
          await t.call({
            method: 'GET',
            url: '/spa/api/v1/console/referrals?flagged=true',
            host,
            token: admin,
          })
        ).json(),
      );
      expect(flagged.items.map((i) => i.flag)).toEqual(['same_person']);
    },
  );
});
