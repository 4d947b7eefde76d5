import { catalog, discountCheck, paymentSubscriptionList } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseServices, discountCodes, paymentSettings, projects } from '../db/schema/index.js';
import { addCourse, addStream } from '../modules/learning/learning-fixtures.js';
import { learner } from '../modules/payments/payments-fixtures.js';
import { addSchool } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { tenDayCourse } from './demo-courses.js';
import { seedPayments } from './seed-payments.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedPayments', () => {
  it('puts the school in test mode with services, catalogue, codes and a subscription, once', async () => {
    const { project } = await addSchool(t.db, 'school-a.test');
    const course = await addCourse(t.db, project.id);
    // A course with a limit on questions: the only one sold extra questions (issue 27).
    const limited = await addCourse(t.db, project.id, {
      ...tenDayCourse('limited', 'Limited', 'Limited', 1),
      consultation_limit: 3,
    });
    const anna = await learner(t, project.id);
    await addStream(t.db, { projectId: project.id, userId: anna.user.id, courseId: course.course.id });
    await seedPayments(t.db, project.id, anna.user.id, 'en');
    await seedPayments(t.db, project.id, anna.user.id, 'en');
    const [settings] = await t.db
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.projectId, project.id));
    expect(settings).toMatchObject({ mode: 'test', stripeSecretKey: null });
    expect((await t.db.select().from(projects).where(eq(projects.id, project.id)))[0]!.currency).toBe('EUR');
    const services = await t.db.select().from(courseServices).where(eq(courseServices.projectId, project.id));
    const typesOf = (courseId: number) =>
      services
        .filter((s) => s.courseId === courseId)
        .map((s) => s.type)
        .sort();
    expect(typesOf(course.course.id)).toEqual(['course_buy', 'course_subscription']);
    expect(typesOf(limited.course.id)).toEqual([
      'course_buy',
      'course_subscription',
      'expert_additional_question',
    ]);
    const codes = await t.db.select().from(discountCodes).where(eq(discountCodes.projectId, project.id));
    expect(codes.map((c) => c.code).sort()).toEqual(['EXPIRED', 'ONCE', 'SPRING500', 'WELCOME10']);

    const get = (url: string) => t.call({ method: 'GET', url: `/spa/api/v1${url}`, token: anna.token });
    const shop = catalog.parse((await get('/catalog')).json());
    expect(shop.payment_mode).toBe('test');
    // The courses as a practice; the extra questions as a course with the expert's chat, in every
    // school alike, and only for the course they raise a limit of (issue 27).
    expect(shop.products.map((p) => [p.service.course_id, p.type])).toEqual([
      [course.course.id, 3],
      [limited.course.id, 3],
      [limited.course.id, 2],
    ]);
    expect(shop.categories.map((c) => c.title)).toEqual(['Courses', 'Extras']);
    const buy = services.find((s) => s.type === 'course_buy' && s.courseId === course.course.id)!;
    const check = discountCheck.parse(
      (await get(`/discount/check/code/WELCOME10/course-service/${buy.id}`)).json(),
    );
    expect(check).toMatchObject({ success: true, price: 4900, discounted_price: 4410, currency: 'EUR' });
    const subs = paymentSubscriptionList.parse((await get('/payment-subscription')).json());
    expect(subs).toEqual([
      expect.objectContaining({ status: 'active', period: 'month', period_count: 1, amount: 1500 }),
    ]);
  });

  it('sells no extra questions in a school whose courses have no limit on them (FaceFit: issue 27)', async () => {
    const { project } = await addSchool(t.db, 'school-b.test');
    await addCourse(t.db, project.id);
    const anna = await learner(t, project.id);
    await seedPayments(t.db, project.id, anna.user.id, 'en');
    const services = await t.db.select().from(courseServices).where(eq(courseServices.projectId, project.id));
    expect(services.map((s) => s.type).sort()).toEqual(['course_buy', 'course_subscription']);
    const shop = catalog.parse(
      (
        await t.call({ method: 'GET', url: '/spa/api/v1/catalog', token: anna.token, host: 'school-b.test' })
      ).json(),
    );
    expect(shop.categories.map((c) => c.title)).toEqual(['Courses']);
    expect(shop.products.map((p) => p.service.type)).toEqual(['course_buy']);
  });
});
