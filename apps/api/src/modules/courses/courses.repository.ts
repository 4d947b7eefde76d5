import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  courseOffers,
  courseStageHomeworks,
  courses,
  courseVersions,
  days,
  documents,
  files,
  homeworks,
  lessonOptionValues,
  lessonSetLessons,
  lessonSets,
  lessons,
  stageDayHomeworks,
  stages,
  trainingOptions,
  trainingOptionValues,
  videoConsultationOffers,
  videoSubtitles,
  videos,
} from '../../db/schema/index.js';
import type { CourseRows } from '../course-content/index.js';

/** Every row of a course's content: one index range per table, bounded by the course. */
export async function readCourseRows(db: Db, courseId: number): Promise<CourseRows | null> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) return null;
  const [
    stageRows,
    dayRows,
    setRows,
    setLessonRows,
    lessonRows,
    documentRows,
    optionRows,
    valueRows,
    lessonValueRows,
    homeworkRows,
    stageHomeworkRows,
    dayHomeworkRows,
  ] = await Promise.all([
    db.select().from(stages).where(eq(stages.courseId, courseId)).orderBy(asc(stages.sort), asc(stages.id)),
    db.select().from(days).where(eq(days.courseId, courseId)).orderBy(asc(days.dayNumber)),
    db
      .select()
      .from(lessonSets)
      .where(eq(lessonSets.courseId, courseId))
      .orderBy(asc(lessonSets.sort), asc(lessonSets.id)),
    db
      .select()
      .from(lessonSetLessons)
      .where(eq(lessonSetLessons.courseId, courseId))
      .orderBy(asc(lessonSetLessons.sort), asc(lessonSetLessons.id)),
    db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.id)),
    db
      .select()
      .from(documents)
      .where(eq(documents.courseId, courseId))
      .orderBy(asc(documents.sort), asc(documents.id)),
    db
      .select()
      .from(trainingOptions)
      .where(eq(trainingOptions.courseId, courseId))
      .orderBy(asc(trainingOptions.sort), asc(trainingOptions.id)),
    db
      .select()
      .from(trainingOptionValues)
      .where(eq(trainingOptionValues.courseId, courseId))
      .orderBy(asc(trainingOptionValues.sort), asc(trainingOptionValues.id)),
    db
      .select({
        lessonId: lessonOptionValues.lessonId,
        trainingOptionValueId: lessonOptionValues.trainingOptionValueId,
      })
      .from(lessonOptionValues)
      .where(eq(lessonOptionValues.courseId, courseId)),
    db.select().from(homeworks).where(eq(homeworks.courseId, courseId)).orderBy(asc(homeworks.id)),
    db
      .select()
      .from(courseStageHomeworks)
      .where(eq(courseStageHomeworks.courseId, courseId))
      .orderBy(asc(courseStageHomeworks.sort), asc(courseStageHomeworks.id)),
    db
      .select()
      .from(stageDayHomeworks)
      .where(eq(stageDayHomeworks.courseId, courseId))
      .orderBy(asc(stageDayHomeworks.sort), asc(stageDayHomeworks.id)),
  ]);
  const fileIds = new Set<number>();
  const add = (id: number | null) => id !== null && fileIds.add(id);
  add(course.demoVideoFileId);
  for (const l of lessonRows) {
    add(l.videoFileId);
    add(l.descriptionVideoFileId);
    add(l.verticalVideoFileId);
    add(l.verticalDescriptionVideoFileId);
  }
  for (const d of documentRows) add(d.fileId);
  const ids = [...fileIds];
  const fileRows = ids.length
    ? await db
        .select()
        .from(files)
        .where(and(eq(files.projectId, course.projectId), inArray(files.id, ids)))
    : [];
  const videoRows = ids.length ? await db.select().from(videos).where(inArray(videos.fileId, ids)) : [];
  const videoIds = videoRows.map((v) => v.id);
  const subtitleRows = videoIds.length
    ? await db
        .select()
        .from(videoSubtitles)
        .where(inArray(videoSubtitles.videoId, videoIds))
        .orderBy(asc(videoSubtitles.id))
    : [];
  const offerRows = await db
    .select({ id: courseOffers.id })
    .from(courseOffers)
    .where(eq(courseOffers.courseId, courseId))
    .orderBy(asc(courseOffers.sort), asc(courseOffers.id));
  const [videoOffer] = await db
    .select()
    .from(videoConsultationOffers)
    .where(eq(videoConsultationOffers.courseId, courseId));
  return {
    course,
    stages: stageRows,
    days: dayRows,
    lessonSets: setRows,
    setLessons: setLessonRows,
    lessons: lessonRows,
    documents: documentRows,
    options: optionRows,
    values: valueRows,
    lessonValues: lessonValueRows,
    files: fileRows,
    videos: videoRows,
    subtitles: subtitleRows,
    homeworks: homeworkRows,
    stageHomeworks: stageHomeworkRows,
    dayHomeworks: dayHomeworkRows,
    offerIds: offerRows.map((o) => o.id),
    videoConsultationOffer: videoOffer ?? null,
  };
}

/** The latest version row of each course (`GET /courses/versions`). */
export async function courseVersionRows(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({ id: courses.id, version: courses.version, updatedAt: courses.updatedAt })
    .from(courses)
    .where(inArray(courses.id, courseIds))
    .orderBy(asc(courses.id));
}

export { courseVersions };
