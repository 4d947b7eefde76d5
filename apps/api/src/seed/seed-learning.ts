import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  brands,
  courseServices,
  courses,
  streamFreezes,
  userCourseStreams,
  userDayStatuses,
  userLessonStatuses,
  userScores,
} from '../db/schema/index.js';
import { demoMediaDir } from '../lib/package-paths.js';
import { buildCourseContent, lessonSeconds } from '../modules/course-content/index.js';
import { createMediaStore, importCourse, readCourseRows } from '../modules/courses/index.js';
import { createDemoOrder } from '../modules/demo/index.js';
import { faceYogaCourse, softMorningCourse, tenDayCourse } from './demo-courses.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo course service id of the first school's brand (spec 02 §9: 498 in one domain config). */
export const DEMO_SERVICE_ID = 498;

/** The committed demo media, served where they are under /v/demo/ (app.ts). */
export { demoMediaDir };
export const demoMediaStore = () =>
  createMediaStore({ sourceDir: demoMediaDir, urlPrefix: '/v/demo', pathPrefix: 'demo' });

interface StreamSeed {
  projectId: number;
  userId: number;
  courseId: number;
  status?: 'open' | 'stopped';
  start: number;
  end: number;
  /** Day numbers already finished, each on its own calendar day. */
  finished?: number[];
}

/** A stream with real day and lesson statuses and the points they earned, as if the learner had trained. */
async function seedStream(tx: Db, s: StreamSeed) {
  const content = buildCourseContent((await readCourseRows(tx, s.courseId))!);
  const [stream] = await tx
    .insert(userCourseStreams)
    .values({
      projectId: s.projectId,
      userId: s.userId,
      courseId: s.courseId,
      status: s.status ?? 'open',
      startDate: new Date(s.start),
      endDate: new Date(s.end),
      daysCount: content.trainingDaysCount,
      courseVersion: content.course.version,
      maxConsultationCount: 3,
    })
    .returning();
  let complete = 0;
  for (const n of s.finished ?? []) {
    const day = content.days.find((d) => d.dayNumber === n)!;
    const startedAt = new Date(s.start + (n - 1) * DAY_MS + 60 * 60 * 1000);
    const finishedAt = new Date(startedAt.getTime() + 20 * 60 * 1000);
    const [status] = await tx
      .insert(userDayStatuses)
      .values({
        projectId: s.projectId,
        userCourseStreamId: stream!.id,
        dayId: day.id,
        startedAt,
        finishedAt,
        scoresEarned: day.scores,
      })
      .returning();
    for (const set of content.setsByDay.get(day.id) ?? []) {
      for (const entry of content.lessonsBySet.get(set.id) ?? []) {
        const lesson = content.lessonById.get(entry.lessonId)!;
        await tx.insert(userLessonStatuses).values({
          projectId: s.projectId,
          userCourseStreamId: stream!.id,
          userDayStatusId: status!.id,
          lessonSetLessonId: entry.id,
          viewedSeconds: Math.round(lessonSeconds(lesson, content.fileById) * set.repeatCount),
          playCount: set.repeatCount,
        });
      }
    }
    if (day.scores > 0) {
      await tx.insert(userScores).values({
        projectId: s.projectId,
        userId: s.userId,
        amount: day.scores,
        reason: `day:${day.id}`,
        // Earned when the day was finished, so the points history reads as weeks of practice.
        createdAt: new Date(Math.min(finishedAt.getTime(), Date.now())),
      });
    }
    if (!day.dayOfRest) complete++;
  }
  await tx
    .update(userCourseStreams)
    .set({ completeDaysCount: complete })
    .where(eq(userCourseStreams.id, stream!.id));
  return stream!;
}

/**
 * The first school's learning content: six courses and a stream in every
 * state (open, not started, frozen, stopped, ended, demo) for its learner, and
 * the demo course service of the app-load demo step (spec 01 §4).
 */
export async function seedMindfulLearning(tx: Db, projectId: number, learnerId: number) {
  const store = demoMediaStore();
  const imported = async (m: Parameters<typeof importCourse>[2]) =>
    (await importCourse(tx, projectId, m, store)).courseId;
  const main = await imported(softMorningCourse());
  const sleep = await imported(tenDayCourse('sleep-breath', 'Дыхание для сна', 'Дыхание', 3));
  const walk = await imported(tenDayCourse('mindful-walk', 'Осознанная ходьба', 'Ходьба', 2));
  const evening = await imported(tenDayCourse('calm-evening', 'Спокойный вечер', 'Вечер', 4));
  const nidra = await imported(tenDayCourse('yoga-nidra', 'Йога-нидра', 'Нидра', 3));
  const gratitude = await imported(tenDayCourse('gratitude', 'Практика благодарности', 'Благодарность', 1));

  const now = Date.now();
  const base = { projectId, userId: learnerId };
  await seedStream(tx, {
    ...base,
    courseId: main,
    start: now - 4 * DAY_MS,
    end: now + 60 * DAY_MS,
    finished: [1, 2, 3, 4],
  });
  await seedStream(tx, { ...base, courseId: sleep, start: now + 3 * DAY_MS, end: now + 40 * DAY_MS });
  // Frozen since yesterday for a week; the end date already carries the frozen days (decision 010).
  const frozen = await seedStream(tx, {
    ...base,
    courseId: walk,
    start: now - 10 * DAY_MS,
    end: now + 27 * DAY_MS,
    finished: [1, 2, 3, 4, 6, 7],
  });
  await tx.insert(streamFreezes).values({
    projectId,
    userCourseStreamId: frozen.id,
    startDate: new Date(now - DAY_MS),
    endDate: new Date(now + 6 * DAY_MS),
  });
  await seedStream(tx, {
    ...base,
    courseId: evening,
    status: 'stopped',
    start: now - 20 * DAY_MS,
    end: now + 10 * DAY_MS,
    finished: [1, 2, 3],
  });
  await seedStream(tx, {
    ...base,
    courseId: nidra,
    start: now - 70 * DAY_MS,
    end: now - 10 * DAY_MS,
    finished: [1, 2, 3, 4, 6, 7, 8],
  });

  // The demo service the brand offers (demoCourseServiceId), with the paid course as its child.
  await tx.insert(courseServices).values({
    id: DEMO_SERVICE_ID,
    projectId,
    type: 'course_demo',
    courseId: gratitude,
    title: 'Практика благодарности: демо-доступ на 7 дней',
    durationDays: 7,
  });
  await tx.insert(courseServices).values({
    projectId,
    type: 'course_buy',
    courseId: gratitude,
    parentId: DEMO_SERVICE_ID,
    title: 'Практика благодарности: полный курс',
    durationDays: 90,
    price: 299000,
    appstoreProductCode: 'mindful.gratitude.full',
  });
  // An explicit id was inserted: move the sequence past it.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('course_services', 'id'), (select max(id) from course_services))`,
  );
  await tx
    .update(brands)
    .set({ demoCourseServiceId: DEMO_SERVICE_ID, isDemoAccessible: true })
    .where(eq(brands.projectId, projectId));
  const content = buildCourseContent((await readCourseRows(tx, gratitude))!);
  const [service] = await tx.select().from(courseServices).where(eq(courseServices.id, DEMO_SERVICE_ID));
  await createDemoOrder(tx, {
    projectId,
    userId: learnerId,
    service: service!,
    courseId: gratitude,
    courseVersion: content.course.version,
    daysCount: content.trainingDaysCount,
  });
}

/**
 * The stage gate to try (issue 10): day 15 of «Мягкое утро», every training day before it
 * finished, and week 2's required homework (its summary, day 9's photo) not handed in, so week 3
 * waits for it.
 */
export async function seedGateLearner(tx: Db, projectId: number, learnerId: number) {
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), eq(courses.slug, 'soft-morning')));
  const content = buildCourseContent((await readCourseRows(tx, course!.id))!);
  const now = Date.now();
  await seedStream(tx, {
    projectId,
    userId: learnerId,
    courseId: course!.id,
    start: now - 14 * DAY_MS,
    end: now + 60 * DAY_MS,
    finished: content.days.filter((d) => d.dayNumber < 15 && !d.dayOfRest).map((d) => d.dayNumber),
  });
}

/** The second school: one smaller course, open for its learner. */
export async function seedFacefitLearning(tx: Db, projectId: number, learnerId: number) {
  const { courseId } = await importCourse(tx, projectId, faceYogaCourse(), demoMediaStore());
  const now = Date.now();
  await seedStream(tx, {
    projectId,
    userId: learnerId,
    courseId,
    start: now - 5 * DAY_MS,
    end: now + 25 * DAY_MS,
    finished: [1, 2, 3],
  });
}
