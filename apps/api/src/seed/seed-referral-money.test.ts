import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, referralCashbacks, referrals, userScores } from '../db/schema/index.js';
import { addCourse, addStream } from '../modules/learning/learning-fixtures.js';
import { learner } from '../modules/payments/payments-fixtures.js';
import { addSchool } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedPayments } from './seed-payments.js';
import { seedReferralMoney } from './seed-referral-money.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedReferralMoney', () => {
  it('gives the demo learner three invitees with discounted orders and cashback credited, held and reversed, once', async () => {
    const { project } = await addSchool(t.db, 'school-a.test');
    const course = await addCourse(t.db, project.id);
    const anna = await learner(t, project.id, 'anna@school-a.test');
    await addStream(t.db, { projectId: project.id, userId: anna.user.id, courseId: course.course.id });
    await seedPayments(t.db, project.id, anna.user.id, 'en');
    await seedReferralMoney(t.db, project.id, anna.user, 'en');
    await seedReferralMoney(t.db, project.id, anna.user, 'en');
    const invited = await t.db.select().from(referrals).where(eq(referrals.referrerId, anna.user.id));
    expect(invited).toHaveLength(3);
    const cashbacks = await t.db
      .select()
      .from(referralCashbacks)
      .where(eq(referralCashbacks.referrerId, anna.user.id));
    expect(cashbacks.map((c) => c.status).sort()).toEqual(['credited', 'pending', 'reversed']);
    const paid = await t.db.select().from(orders).where(eq(orders.projectId, project.id));
    const theirs = paid.filter((o) => invited.some((i) => i.inviteeId === o.userId));
    expect(theirs.every((o) => o.referralDiscount > 0 && o.amount === o.price - o.referralDiscount)).toBe(
      true,
    );
    // A paid order gave its course (the invitee finds it under My courses); the refunded one none.
    for (const order of theirs) {
      if (order.status === 'refunded') expect(order.userCourseStreamId).toBeNull();
      else expect(order.userCourseStreamId, `order ${order.id}`).not.toBeNull();
    }
    const credited = cashbacks.find((c) => c.status === 'credited')!;
    const [score] = await t.db.select().from(userScores).where(eq(userScores.id, credited.userScoreId!));
    expect(score).toMatchObject({ userId: anna.user.id, amount: credited.amount });

    const res = await t.call({
      method: 'GET',
      url: '/spa/api/v1/user-score?lang=en',
      token: anna.token,
      host: 'school-a.test',
    });
    expect(res.statusCode).toBe(200);
  });
});
