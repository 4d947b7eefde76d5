import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  courseServices,
  discountCodes,
  discountCredits,
  orders,
  paymentSettings,
  projects,
  sessions,
  userScores,
  users,
} from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { addSchool } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addCourse } from '../learning/learning-fixtures.js';

export const base = '/spa/api/v1';
export const DAY_MS = 86_400_000;

let seq = 0;

export const MANUAL_INSTRUCTIONS = 'Pay by bank transfer to IBAN X';

/**
 * Two schools: A in test mode (EUR) with a course and its four kinds of service, B in
 * manual mode (no settings row, so no instructions: it takes no priced order, decision 113)
 * with a service of its own, for the cross-school cases.
 */
export async function paymentsWorld() {
  const t = await createTestApp();
  const a = await addSchool(t.db, 'school-a.test', { isDemoAccessible: true });
  const b = await addSchool(t.db, 'school-b.test');
  await t.db.update(projects).set({ currency: 'EUR' }).where(eq(projects.id, a.project.id));
  // Instructions kept for the tests that switch A to manual: without them it takes no priced order.
  await t.db.insert(paymentSettings).values({
    projectId: a.project.id,
    mode: 'test',
    manualInstructions: MANUAL_INSTRUCTIONS,
  });
  const course = await addCourse(t.db, a.project.id);
  const otherCourse = await addCourse(t.db, a.project.id);
  const bCourse = await addCourse(t.db, b.project.id);
  const service = async (values: Partial<typeof courseServices.$inferInsert> & { title: string }) => {
    const [row] = await t.db
      .insert(courseServices)
      .values({ projectId: a.project.id, type: 'course_buy', courseId: course.course.id, ...values })
      .returning();
    return row!;
  };
  const buy = await service({ title: 'Full course', price: 4900, durationDays: 30 });
  const monthly = await service({
    title: 'Monthly',
    type: 'course_subscription',
    price: 1500,
    interval: 'month',
    period: 1,
  });
  const questions = await service({
    title: '3 questions',
    type: 'expert_additional_question',
    price: 900,
    questionsCount: 3,
  });
  const free = await service({ title: 'Gift', price: 0, durationDays: 7 });
  const otherCourseBuy = await service({
    title: 'Other course',
    courseId: otherCourse.course.id,
    price: 2000,
  });
  const [bService] = await t.db
    .insert(courseServices)
    .values({
      projectId: b.project.id,
      type: 'course_buy',
      courseId: bCourse.course.id,
      title: 'B',
      price: 1000,
    })
    .returning();
  return {
    t,
    a,
    b,
    course,
    otherCourse,
    bCourse,
    services: { buy, monthly, questions, free, otherCourseBuy, b: bService! },
  };
}
export type PaymentsWorld = Awaited<ReturnType<typeof paymentsWorld>>;

/** One more service of school A's course (a demo, another plan), for the tests that need it. */
export async function addService(
  w: PaymentsWorld,
  values: Partial<typeof courseServices.$inferInsert> &
    Pick<typeof courseServices.$inferInsert, 'title' | 'type'>,
) {
  const [row] = await w.t.db
    .insert(courseServices)
    .values({ projectId: w.a.project.id, courseId: w.course.course.id, ...values })
    .returning();
  return row!;
}

/**
 * A signed-in learner of a school: the user and a live session written directly (the
 * sign-in itself is tested in auth; a hundred scrypt sign-ins at once would only test the
 * password pool's back-pressure). `email: null` makes one without an e-mail.
 */
export async function learner(t: TestApp, projectId: number, email?: string | null) {
  const [user] = await t.db
    .insert(users)
    .values({
      projectId,
      email: email === null ? null : (email ?? `learner-${++seq}@example.com`),
      passwordHash: 'x',
    })
    .returning();
  const token = newToken();
  await t.db.insert(sessions).values({
    projectId,
    userId: user!.id,
    tokenHash: hashToken(token),
    appType: 'web',
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return { user: user!, token };
}

export async function addCode(
  db: Db,
  values: Partial<typeof discountCodes.$inferInsert> & {
    projectId: number;
    courseServiceId: number;
    code: string;
  },
) {
  const [row] = await db
    .insert(discountCodes)
    .values({ kind: 'percent', value: 10, ...values })
    .returning();
  return row!;
}

/**
 * A points credit of `amount` major units (decision 035), as the points' spend makes one: the
 * points earned, then spent. Without the earning the balance would be a debt (decision 096),
 * and a learner in debt uses no credit.
 */
export async function addCredit(
  db: Db,
  projectId: number,
  userId: number,
  amount: number,
  createdAt = new Date(),
) {
  await db.insert(userScores).values({ projectId, userId, amount, reason: 'day:1' });
  const [score] = await db
    .insert(userScores)
    .values({ projectId, userId, amount: -amount, reason: 'spend' })
    .returning();
  const [credit] = await db
    .insert(discountCredits)
    .values({ projectId, userId, userScoreId: score!.id, points: amount, amount, createdAt })
    .returning();
  return credit!;
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** The test checkout's token of an order (its payment_url's last segment). */
export const tokenOf = (paymentUrl: string) => new URL(paymentUrl).pathname.split('/').pop()!;

/** Posts the test checkout's form as a browser does. */
export function postCheckout(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  host = 'school-a.test',
) {
  return t.call({
    method: 'POST',
    url: `/payments/test-checkout/${token}?lang=en`,
    host,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const goodCard = (card: string) => ({
  step: 'card',
  action: 'pay',
  card,
  expiry: '12/39',
  cvc: '123',
});
