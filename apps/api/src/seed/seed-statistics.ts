import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  courses,
  userCourseStreams,
  userDayStatuses,
  userHomeworkStatuses,
  userLessonStatuses,
  users,
} from '../db/schema/index.js';
import { buildCourseContent, type CourseContent, lessonSeconds } from '../modules/course-content/index.js';
import { readCourseRows } from '../modules/courses/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 15 (decision 089): a learner with weeks of history, so the statistics screen's chart has
 * something to show in every period: a course completed four months ago, and the school's main
 * course practised on most evenings of the last four weeks, with accepted homework. `stats@` the
 * demo learner's domain, the same password, time zone and language.
 */
export async function seedStatisticsLearner(tx: Db, projectId: number, learner: typeof users.$inferSelect) {
  const email = statisticsLearnerEmail(learner.email!);
  const [user] = await tx
    .insert(users)
    .values({
      projectId,
      email,
      passwordHash: learner.passwordHash,
      name: learner.languageCode?.startsWith('ru') ? 'Ольга' : 'Olivia',
      languageCode: learner.languageCode,
      timezone: learner.timezone,
    })
    .returning();
  const schoolCourses = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.projectId, projectId))
    .orderBy(asc(courses.id));
  const main = buildCourseContent((await readCourseRows(tx, schoolCourses[0]!.id))!);
  const done = buildCourseContent((await readCourseRows(tx, schoolCourses.at(-1)!.id))!);
  const now = Date.now();
  // Days at 19:00 UTC: evening in Moscow and London alike.
  const evening = (daysAgo: number) => {
    const d = new Date(now - daysAgo * DAY_MS);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 19);
  };
  // Completed: every day over twelve days, four months ago.
  const training = done.days.filter((d) => !d.dayOfRest).map((d) => d.dayNumber);
  await seedHistory(tx, user!.id, projectId, done, {
    start: evening(125),
    end: evening(95),
    finished: done.days.map((d, i) => ({ dayNumber: d.dayNumber, at: evening(124 - i) })),
    completeDays: training.length,
  });
  // Ongoing: 4 weeks of the main course, a day skipped now and then, some lessons watched twice.
  const skipped = new Set([3, 4, 9, 15, 16, 22]);
  const days = Array.from({ length: 28 }, (_, i) => 27 - i).filter((ago) => !skipped.has(ago));
  // Two days short of the end, spread over the four weeks: the course is still going.
  const count = Math.min(days.length, main.days.length - 2);
  const finished = main.days.slice(0, count).map((d, i) => ({
    dayNumber: d.dayNumber,
    at: evening(days[Math.floor((i * days.length) / count)]!) + (i % 3) * HOUR_MS,
  }));
  await seedHistory(tx, user!.id, projectId, main, {
    start: evening(28),
    end: now + 60 * DAY_MS,
    finished,
    completeDays: finished.filter((f) => !main.days.find((d) => d.dayNumber === f.dayNumber)!.dayOfRest)
      .length,
  });
  return user!;
}

interface History {
  start: number;
  end: number;
  finished: { dayNumber: number; at: number }[];
  completeDays: number;
}

/** A stream whose days were finished when `finished` says, each lesson's viewing recorded then. */
async function seedHistory(tx: Db, userId: number, projectId: number, content: CourseContent, h: History) {
  const [stream] = await tx
    .insert(userCourseStreams)
    .values({
      projectId,
      userId,
      courseId: content.course.id,
      status: 'open',
      startDate: new Date(h.start),
      endDate: new Date(h.end),
      daysCount: content.trainingDaysCount,
      completeDaysCount: h.completeDays,
      courseVersion: content.course.version,
    })
    .returning();
  for (const [i, f] of h.finished.entries()) {
    const day = content.days.find((d) => d.dayNumber === f.dayNumber)!;
    const startedAt = new Date(f.at - 40 * 60 * 1000);
    const [status] = await tx
      .insert(userDayStatuses)
      .values({
        projectId,
        userCourseStreamId: stream!.id,
        dayId: day.id,
        startedAt,
        finishedAt: new Date(f.at),
        updatedAt: new Date(f.at),
      })
      .returning();
    for (const set of content.setsByDay.get(day.id) ?? []) {
      for (const entry of content.lessonsBySet.get(set.id) ?? []) {
        const seconds = lessonSeconds(content.lessonById.get(entry.lessonId)!, content.fileById);
        // Every fourth day a lesson watched twice: the bars are not all the same height.
        const times = set.repeatCount * (i % 4 === 1 ? 2 : 1);
        await tx.insert(userLessonStatuses).values({
          projectId,
          userCourseStreamId: stream!.id,
          userDayStatusId: status!.id,
          lessonSetLessonId: entry.id,
          viewedSeconds: Math.round(seconds * times),
          playCount: times,
          updatedAt: new Date(f.at),
        });
      }
    }
    for (const placement of content.dayHomeworksByDay.get(day.id) ?? []) {
      await tx.insert(userHomeworkStatuses).values({
        projectId,
        courseId: content.course.id,
        userId,
        userCourseStreamId: stream!.id,
        targetType: 'stage_day_homework',
        targetId: placement.id,
        homeworkId: placement.homeworkId,
        status: 'DONE',
        handedInAt: new Date(f.at),
        lastHandedInAt: new Date(f.at),
        reviewedAt: new Date(f.at + 5 * HOUR_MS),
      });
    }
  }
}

/** The statistics learner of the school whose demo learner has this e-mail: `stats@` its domain. */
export const statisticsLearnerEmail = (demoLearnerEmail: string) => `stats@${demoLearnerEmail.split('@')[1]}`;
