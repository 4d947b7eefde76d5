import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  catalogCategories,
  catalogProducts,
  courseOffers,
  courseServices,
  courses,
  discountCodes,
  files,
  orders,
  paymentSettings,
  paymentSubscriptions,
  projects,
  userCourseStreams,
} from '../db/schema/index.js';

type Lang = 'ru' | 'en' | 'es';

/** Prices in minor units of each school's currency (decision 060). */
const PRICES = {
  RUB: { buy: 490_000, monthly: 99_000, questions: 150_000, spring: 50_000 },
  EUR: { buy: 4_900, monthly: 1_500, questions: 900, spring: 500 },
} as const;

const WORDS = {
  ru: {
    full: (c: string) => `${c}: полный курс`,
    monthly: (c: string) => `${c}: подписка на месяц`,
    questions: (c: string) => `${c}: 3 дополнительных вопроса эксперту`,
    courses: 'Курсы',
    extras: 'Дополнительно',
    popup: 'Доступ к курсу сохранится до конца оплаченного периода. Вы уверены?',
    instructions: null,
  },
  en: {
    full: (c: string) => `${c}: the full course`,
    monthly: (c: string) => `${c}: monthly subscription`,
    questions: (c: string) => `${c}: 3 extra expert questions`,
    courses: 'Courses',
    extras: 'Extras',
    popup: 'You keep the course until the end of the period you paid for. Are you sure?',
    instructions: null,
  },
  es: {
    full: (c: string) => `${c}: el curso completo`,
    monthly: (c: string) => `${c}: suscripción mensual`,
    questions: (c: string) => `${c}: 3 preguntas adicionales al experto`,
    courses: 'Cursos',
    extras: 'Extras',
    popup: 'Conserva el curso hasta el final del periodo pagado. ¿Está seguro?',
    instructions: null,
  },
} as const;

/**
 * Payments to try on `npm start` (issue 11): the school in test mode (decision 062), a one-off
 * purchase and a monthly subscription on every course, 3 extra expert questions on every course
 * with a limit on questions (in one without, they would add nothing: issue 27), the catalogue
 * (`offerTypes`: which of the four offer types this school shows), course offers with the
 * course's cover, discount codes (WELCOME10, SPRING500, a single-use ONCE and an EXPIRED one),
 * and an active subscription of the demo learner's open stream. Runs once per school.
 */
export async function seedPayments(tx: Db, projectId: number, learnerId: number, lang: Lang) {
  // The Russian school takes roubles and shows offer types 1-2; the other euros and types 3 and 2
  // (type 4, "Task", named a course's monthly access something it was not: issue 27).
  const opts =
    lang === 'ru'
      ? { lang, currency: 'RUB' as const, offerTypes: [1, 2] as const }
      : { lang, currency: 'EUR' as const, offerTypes: [3, 2] as const };
  const [done] = await tx.select().from(paymentSettings).where(eq(paymentSettings.projectId, projectId));
  if (done) return;
  const words = WORDS[opts.lang];
  const prices = PRICES[opts.currency];
  await tx.update(projects).set({ currency: opts.currency }).where(eq(projects.id, projectId));
  await tx.insert(paymentSettings).values({ projectId, mode: 'test', cancelPopupText: words.popup });

  const schoolCourses = await tx
    .select()
    .from(courses)
    .where(eq(courses.projectId, projectId))
    .orderBy(asc(courses.id));
  // Extra questions raise a course's limit on questions (consultation-limit.ts): a course without
  // one (0) is not sold them, and a school without such a course has no extras to show.
  const limited = (course: (typeof schoolCourses)[number]) => course.consultationLimit > 0;
  const [coursesCategory, extrasCategory] = await tx
    .insert(catalogCategories)
    .values([
      { projectId, title: words.courses, sort: 1 },
      ...(schoolCourses.some(limited) ? [{ projectId, title: words.extras, sort: 2 }] : []),
    ])
    .returning();
  // A course whose import already brought services (the course format's `services`) keeps them.
  const existing = await tx.select().from(courseServices).where(eq(courseServices.projectId, projectId));
  const serviceOf = async (values: typeof courseServices.$inferInsert) =>
    existing.find((s) => s.courseId === values.courseId && s.type === values.type) ??
    (await tx.insert(courseServices).values(values).returning())[0]!;

  let first: { buy: number; monthly: number; courseId: number } | null = null;
  for (const [i, course] of schoolCourses.entries()) {
    const title = course.shortTitle ?? course.title;
    const common = { projectId, courseId: course.id };
    const buy = await serviceOf({
      ...common,
      type: 'course_buy',
      title: words.full(title),
      durationDays: 90,
      price: prices.buy,
    });
    const monthly = await serviceOf({
      ...common,
      type: 'course_subscription',
      title: words.monthly(title),
      price: prices.monthly,
      interval: 'month',
      period: 1,
    });
    const questions = limited(course)
      ? await serviceOf({
          ...common,
          type: 'expert_additional_question',
          title: words.questions(title),
          price: prices.questions,
          questionsCount: 3,
        })
      : null;
    first ??= { buy: buy.id, monthly: monthly.id, courseId: course.id };
    // The course's cover as the offers' and products' image (public like the course list).
    const [image] = course.mainImage
      ? await tx
          .insert(files)
          .values({
            projectId,
            type: 2,
            name: `${course.slug ?? course.id}-cover.jpg`,
            url: course.mainImage,
          })
          .returning()
      : [];
    await tx.insert(courseOffers).values([
      {
        projectId,
        courseId: course.id,
        courseServiceId: buy.id,
        type: opts.offerTypes[0],
        title: buy.title,
        imageFileId: image?.id ?? null,
        sort: 1,
      },
      {
        projectId,
        courseId: course.id,
        courseServiceId: monthly.id,
        type: opts.offerTypes[1],
        title: monthly.title,
        imageFileId: image?.id ?? null,
        sort: 2,
      },
    ]);
    await tx.insert(catalogProducts).values([
      {
        projectId,
        courseServiceId: buy.id,
        categoryId: coursesCategory!.id,
        alias: `${course.slug ?? course.id}-full`,
        type: opts.offerTypes[0],
        title: buy.title,
        description: course.shortDescription,
        previewFileId: image?.id ?? null,
        sort: i * 10,
      },
      ...(questions
        ? [
            {
              projectId,
              courseServiceId: questions.id,
              categoryId: extrasCategory!.id,
              alias: `${course.slug ?? course.id}-questions`,
              // Questions to the course's expert, in every school alike: "Course with expert chat",
              // not the school's second type ("Task" in FaceFit read as something else: issue 27).
              type: 2,
              title: questions.title,
              sort: i * 10 + 1,
            },
          ]
        : []),
    ]);
  }
  if (!first) return;

  const day = 86_400_000;
  await tx
    .insert(discountCodes)
    .values([
      { projectId, courseServiceId: first.buy, code: 'WELCOME10', kind: 'percent', value: 10 },
      { projectId, courseServiceId: first.buy, code: 'SPRING500', kind: 'amount', value: prices.spring },
      { projectId, courseServiceId: first.buy, code: 'ONCE', kind: 'percent', value: 50, usageLimit: 1 },
      {
        projectId,
        courseServiceId: first.buy,
        code: 'EXPIRED',
        kind: 'percent',
        value: 20,
        expiresAt: new Date(Date.now() - 7 * day),
      },
    ])
    // A code an imported course already named stays the import's.
    .onConflictDoNothing();

  // The demo learner pays monthly for their open stream of the first course (`/user/subscriptions`).
  const [stream] = await tx
    .select()
    .from(userCourseStreams)
    .where(
      and(
        eq(userCourseStreams.projectId, projectId),
        eq(userCourseStreams.userId, learnerId),
        eq(userCourseStreams.courseId, first.courseId),
      ),
    )
    .limit(1);
  if (!stream?.endDate) return;
  // The month being paid for ends with the access; paid a few days ago at the latest, never in the
  // future (a stream whose access runs for months was paid "a month ahead").
  const paidAt = new Date(Math.min(stream.endDate.getTime() - 30 * day, Date.now() - 5 * day));
  const [order] = await tx
    .insert(orders)
    .values({
      projectId,
      userId: learnerId,
      courseServiceId: first.monthly,
      userCourseStreamId: stream.id,
      kind: 'extend',
      status: 'paid',
      provider: 'test',
      providerRef: `seed-${projectId}-${stream.id}`,
      price: prices.monthly,
      amount: prices.monthly,
      currency: opts.currency,
      createdAt: paidAt,
      paidAt,
    })
    .returning();
  await tx.insert(paymentSubscriptions).values({
    projectId,
    userId: learnerId,
    courseServiceId: first.monthly,
    userCourseStreamId: stream.id,
    orderId: order!.id,
    provider: 'test',
    status: 'active',
    interval: 'month',
    period: 1,
    amount: prices.monthly,
    currency: opts.currency,
    currentPeriodEnd: stream.endDate,
    nextPayAt: stream.endDate,
    createdAt: paidAt,
  });
}
