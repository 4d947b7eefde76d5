import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseOffers, courseServices, discountCodes, orders } from '../../../db/schema/index.js';
import { tenDayCourse } from '../../../seed/demo-courses.js';
import { demoMediaStore } from '../../../seed/seed-learning.js';
import { addSchool, addUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { importCourse, ManifestError } from './course-import.service.js';
import type { CourseManifestInput } from './course-manifest.js';

// Decision 064: services, offers and discount codes in the import format, upserted by their keys.
let t: TestApp;
let projectId: number;
let userId: number;
const store = demoMediaStore();

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await addSchool(t.db, 'sales-a.test')).project.id;
  userId = (await addUser(t.db, projectId, 'anna@example.com')).id;
});
afterAll(() => t.close());

const base = (slug = 'sales-course') => tenDayCourse(slug, 'Sales', 'Sales', 1, { lessonSeconds: 8 });

const sales = (): Partial<CourseManifestInput> => ({
  services: [
    { title: 'Full course', type: 'course_buy', price: 490_000, duration_days: 90 },
    { title: 'Monthly', type: 'course_subscription', price: 99_000, interval: 'month', period: 1 },
    { title: '3 questions', type: 'expert_additional_question', price: 150_000, questions_count: 3 },
  ],
  offers: [{ title: 'Buy it all', service: 'Full course', type: 3 }],
  discount_codes: [
    { code: 'WELCOME10', service: 'Full course', kind: 'percent', value: 10 },
    {
      code: 'SPRING500',
      service: 'Monthly',
      kind: 'amount',
      value: 50_000,
      usage_limit: 100,
      expires_at: '2030-01-31T23:59:59Z',
    },
  ],
});

const servicesOf = (courseId: number) =>
  t.db
    .select()
    .from(courseServices)
    .where(eq(courseServices.courseId, courseId))
    .orderBy(asc(courseServices.id));
const codesOf = () =>
  t.db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.projectId, projectId))
    .orderBy(asc(discountCodes.code));

describe('services, offers and discount codes in the manifest', () => {
  let courseId: number;

  it('the first import creates them, with prices in minor units', async () => {
    courseId = (await importCourse(t.db, projectId, { ...base(), ...sales() }, store)).courseId;
    const services = await servicesOf(courseId);
    expect(services.map((s) => [s.title, s.type, s.price, s.interval, s.period, s.questionsCount])).toEqual([
      ['Full course', 'course_buy', 490_000, null, null, null],
      ['Monthly', 'course_subscription', 99_000, 'month', 1, null],
      ['3 questions', 'expert_additional_question', 150_000, null, null, 3],
    ]);
    const offers = await t.db.select().from(courseOffers).where(eq(courseOffers.courseId, courseId));
    expect(offers).toMatchObject([{ title: 'Buy it all', type: 3, courseServiceId: services[0]!.id }]);
    expect(
      (await codesOf()).map((c) => [
        c.code,
        c.kind,
        c.value,
        c.usageLimit,
        c.expiresAt?.toISOString() ?? null,
      ]),
    ).toEqual([
      ['SPRING500', 'amount', 50_000, 100, '2030-01-31T23:59:59.000Z'],
      ['WELCOME10', 'percent', 10, null, null],
    ]);
  });

  it('a re-import updates by key (ids stay, nothing doubles)', async () => {
    const before = await servicesOf(courseId);
    const m = sales();
    m.services![0]!.price = 390_000;
    m.discount_codes![0]!.value = 15;
    await importCourse(t.db, projectId, { ...base(), ...m }, store);
    const after = await servicesOf(courseId);
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(after[0]!.price).toBe(390_000);
    expect((await codesOf()).find((c) => c.code === 'WELCOME10')?.value).toBe(15);
    expect(await t.db.select().from(courseOffers).where(eq(courseOffers.courseId, courseId))).toHaveLength(1);
  });

  it('a service gone from the manifest is deleted, or deactivated when it has orders; a used code stays', async () => {
    const [full, monthly] = await servicesOf(courseId);
    await t.db.insert(orders).values({
      projectId,
      userId,
      courseServiceId: monthly!.id,
      status: 'paid',
      paidAt: new Date(),
      provider: 'manual',
      amount: 99_000,
      price: 99_000,
    });
    await t.db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.code, 'WELCOME10'));
    const m = sales();
    m.services = [m.services![0]!];
    m.discount_codes = [];
    await importCourse(t.db, projectId, { ...base(), ...m }, store);
    const after = await servicesOf(courseId);
    expect(after.map((s) => [s.title, s.isActive])).toEqual([
      ['Full course', true],
      ['Monthly', false],
    ]);
    expect(after[0]!.id).toBe(full!.id);
    // SPRING500 was unused: gone (with its deactivated service it could not be bought anyway); WELCOME10 was used: kept.
    expect((await codesOf()).map((c) => c.code)).toEqual(['WELCOME10']);
  });

  it('a manifest without "services" leaves what the staff app made', async () => {
    await importCourse(t.db, projectId, base(), store);
    expect((await servicesOf(courseId)).map((s) => s.title)).toEqual(['Full course', 'Monthly']);
    expect(await t.db.select().from(courseOffers).where(eq(courseOffers.courseId, courseId))).toHaveLength(1);
  });

  it('refuses bad references and rules with the path of each, writing nothing', async () => {
    const before = await servicesOf(courseId);
    const bad = {
      ...base(),
      services: [
        { title: 'Monthly', type: 'course_subscription', price: 1 },
        { title: 'Monthly', type: 'expert_additional_question', price: 1 },
      ],
      offers: [{ title: 'X', service: 'Nope' }],
      discount_codes: [
        { code: 'abc', service: 'Monthly', kind: 'percent', value: 120 },
        { code: 'ABC', service: 'Monthly', kind: 'amount', value: 1 },
      ],
    };
    const error = await importCourse(t.db, projectId, bad, store).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ManifestError);
    expect((error as ManifestError).problems).toEqual([
      'services.0: a "course_subscription" needs "interval" and "period"',
      'services: "Monthly" appears twice',
      'services.1.questions_count: an "expert_additional_question" needs it',
      'offers.0.service: no service "Nope" in "services"',
      'discount_codes.0.value: a percentage is at most 100',
      'discount_codes: "ABC" appears twice (case does not matter)',
    ]);
    expect(await servicesOf(courseId)).toEqual(before);
  });

  it('a code of another course, or a limit below the uses, rolls the whole import back', async () => {
    const other = (
      await importCourse(t.db, projectId, { ...base('other-course'), ...sales(), discount_codes: [] }, store)
    ).courseId;
    const stolen = {
      ...base('other-course'),
      ...sales(),
      discount_codes: [{ code: 'welcome10', service: 'Monthly', kind: 'percent', value: 5 }],
    };
    const error = await importCourse(t.db, projectId, stolen, store).catch((e: unknown) => e);
    expect((error as ManifestError).problems).toEqual([
      'discount_codes.0.code: "welcome10" is a code of another course of the school',
    ]);
    const m = sales();
    m.discount_codes = [
      { code: 'WELCOME10', service: 'Full course', kind: 'percent', value: 10, usage_limit: 0 + 1 },
    ];
    await t.db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.code, 'WELCOME10'));
    await t.db.update(discountCodes).set({ usageLimit: null }).where(eq(discountCodes.code, 'WELCOME10'));
    // At the uses is fine; below them is refused.
    await importCourse(t.db, projectId, { ...base(), ...m }, store);
    await t.db
      .update(discountCodes)
      .set({ usageLimit: 5, usedCount: 2 })
      .where(eq(discountCodes.code, 'WELCOME10'));
    const below = await importCourse(t.db, projectId, { ...base(), ...m }, store).catch((e: unknown) => e);
    expect((below as ManifestError).problems).toEqual([
      'discount_codes.0.usage_limit: "WELCOME10" has been used 2 times already',
    ]);
    const [code] = await t.db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.projectId, projectId), eq(discountCodes.code, 'WELCOME10')));
    expect(code).toMatchObject({ usageLimit: 5, usedCount: 2 });
    expect((await servicesOf(other)).length).toBe(3);
  });
});
