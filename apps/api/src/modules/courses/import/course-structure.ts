import { FILE_TYPES, splitLessonTitle } from '@cp/contract';
import { and, eq, gte, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import {
  days,
  documents,
  lessonOptionValues,
  lessonSetLessons,
  lessonSets,
  lessons,
  stages,
  trainingOptions,
  trainingOptionValues,
} from '../../../db/schema/index.js';
import type { CourseManifest } from './course-manifest.js';
import { type PreparedMedia, upsertFile } from './course-media.js';

/** Writes a course's parts by their stable keys; what the manifest no longer has is removed. */
interface Ctx {
  db: Db;
  projectId: number;
  courseId: number;
}

/** Removes rows of `table` in the course whose key is not in `keep` (all of them when `keep` is empty). */
function keepOnly(keyColumn: PgColumn, courseColumn: PgColumn, courseId: number, keep: string[]) {
  return keep.length
    ? and(eq(courseColumn, courseId), notInArray(keyColumn, keep))
    : eq(courseColumn, courseId);
}

export async function writeOptions(ctx: Ctx, m: CourseManifest): Promise<Map<string, number>> {
  const { db, projectId, courseId } = ctx;
  const valueIds = new Map<string, number>();
  for (const [i, o] of m.training_options.entries()) {
    const [option] = await db
      .insert(trainingOptions)
      .values({ projectId, courseId, key: o.key, title: o.title, sort: i })
      .onConflictDoUpdate({
        target: [trainingOptions.courseId, trainingOptions.key],
        set: { title: o.title, sort: i },
      })
      .returning({ id: trainingOptions.id });
    for (const [j, v] of o.values.entries()) {
      const [value] = await db
        .insert(trainingOptionValues)
        .values({ projectId, courseId, trainingOptionId: option!.id, key: v.key, title: v.title, sort: j })
        .onConflictDoUpdate({
          target: [trainingOptionValues.trainingOptionId, trainingOptionValues.key],
          set: { title: v.title, sort: j },
        })
        .returning({ id: trainingOptionValues.id });
      valueIds.set(`${o.key}:${v.key}`, value!.id);
    }
    const keepValues = o.values.map((v) => v.key);
    await db
      .delete(trainingOptionValues)
      .where(
        and(
          eq(trainingOptionValues.trainingOptionId, option!.id),
          notInArray(trainingOptionValues.key, keepValues),
        ),
      );
  }
  await db.delete(trainingOptions).where(
    keepOnly(
      trainingOptions.key,
      trainingOptions.courseId,
      courseId,
      m.training_options.map((o) => o.key),
    ),
  );
  return valueIds;
}

export async function writeLessons(
  ctx: Ctx,
  m: CourseManifest,
  videoFileIds: Map<string, number>,
  valueIds: Map<string, number>,
): Promise<Map<string, number>> {
  const { db, projectId, courseId } = ctx;
  const ids = new Map<string, number>();
  const video = (ref: string | undefined) => (ref ? videoFileIds.get(ref)! : null);
  for (const l of m.lessons) {
    const { title, subtitle } = splitLessonTitle(l.title);
    const values = {
      title,
      subtitle,
      description: l.description ?? null,
      surveyFormUrl: l.survey_form_url ?? null,
      videoFileId: video(l.video),
      descriptionVideoFileId: video(l.description_video),
      verticalVideoFileId: video(l.vertical_video),
      verticalDescriptionVideoFileId: video(l.vertical_description_video),
      scores: l.scores,
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(lessons)
      .values({ projectId, courseId, key: l.key, ...values })
      .onConflictDoUpdate({ target: [lessons.courseId, lessons.key], set: values })
      .returning({ id: lessons.id });
    ids.set(l.key, row!.id);
  }
  await db.delete(lessons).where(
    keepOnly(
      lessons.key,
      lessons.courseId,
      courseId,
      m.lessons.map((l) => l.key),
    ),
  );
  await db.delete(lessonOptionValues).where(eq(lessonOptionValues.courseId, courseId));
  const links = m.lessons.flatMap((l) =>
    l.option_values.map((ov) => ({
      projectId,
      courseId,
      lessonId: ids.get(l.key)!,
      trainingOptionValueId: valueIds.get(ov)!,
    })),
  );
  if (links.length) await db.insert(lessonOptionValues).values(links);
  return ids;
}

/** Stages by key, days by day number, lesson sets and their lessons by position; their ids by key and number. */
export async function writeStages(ctx: Ctx, m: CourseManifest, lessonIds: Map<string, number>) {
  const { db, projectId, courseId } = ctx;
  const dayIds = new Map<number, number>();
  const stageIds = new Map<string, number>();
  for (const [i, s] of m.stages.entries()) {
    const [stage] = await db
      .insert(stages)
      .values({ projectId, courseId, key: s.key, title: s.title, sort: i })
      .onConflictDoUpdate({ target: [stages.courseId, stages.key], set: { title: s.title, sort: i } })
      .returning({ id: stages.id });
    stageIds.set(s.key, stage!.id);
    for (const d of s.days) {
      const values = {
        stageId: stage!.id,
        title: d.title,
        shortDescription: d.short_description ?? null,
        dayOfRest: d.day_of_rest,
        requiredToComplete: d.required_to_complete,
        finishTotalTime: d.finish_total_time,
        timeDelay: d.time_delay ?? null,
        isDemoAccessible: d.demo,
        repeatCount: d.repeat_count,
        scores: d.scores,
        updatedAt: new Date(),
      };
      const [day] = await db
        .insert(days)
        .values({ projectId, courseId, dayNumber: d.day_number, ...values })
        .onConflictDoUpdate({ target: [days.courseId, days.dayNumber], set: values })
        .returning({ id: days.id });
      dayIds.set(d.day_number, day!.id);
      await writeLessonSets(ctx, day!.id, d.lesson_sets, lessonIds);
    }
  }
  const numbers = [...dayIds.keys()];
  await db.delete(days).where(and(eq(days.courseId, courseId), notInArray(days.dayNumber, numbers)));
  await db.delete(stages).where(
    keepOnly(
      stages.key,
      stages.courseId,
      courseId,
      m.stages.map((s) => s.key),
    ),
  );
  return { stageIds, dayIds };
}

async function writeLessonSets(
  ctx: Ctx,
  dayId: number,
  sets: CourseManifest['stages'][number]['days'][number]['lesson_sets'],
  lessonIds: Map<string, number>,
) {
  const { db, projectId, courseId } = ctx;
  for (const [k, set] of sets.entries()) {
    const values = {
      repeatCount: set.repeat_count,
      userRepeatRangeFrom: set.user_repeat_range[0],
      userRepeatRangeTo: set.user_repeat_range[1],
    };
    const [row] = await db
      .insert(lessonSets)
      .values({ projectId, courseId, dayId, sort: k, ...values })
      .onConflictDoUpdate({ target: [lessonSets.dayId, lessonSets.sort], set: values })
      .returning({ id: lessonSets.id });
    for (const [n, ref] of set.lessons.entries()) {
      await db
        .insert(lessonSetLessons)
        .values({ projectId, courseId, lessonSetId: row!.id, lessonId: lessonIds.get(ref)!, sort: n })
        .onConflictDoUpdate({
          target: [lessonSetLessons.lessonSetId, lessonSetLessons.sort],
          set: { lessonId: lessonIds.get(ref)! },
        });
    }
    await db
      .delete(lessonSetLessons)
      .where(and(eq(lessonSetLessons.lessonSetId, row!.id), gte(lessonSetLessons.sort, set.lessons.length)));
  }
  await db.delete(lessonSets).where(and(eq(lessonSets.dayId, dayId), gte(lessonSets.sort, sets.length)));
}

export async function writeDocuments(
  ctx: Ctx,
  m: CourseManifest,
  dayIds: Map<number, number>,
  media: PreparedMedia,
) {
  const { db, projectId, courseId } = ctx;
  const entries = [
    ...m.documents.map((d) => ({ d, dayId: null as number | null })),
    ...m.stages.flatMap((s) =>
      s.days.flatMap((day) => day.documents.map((d) => ({ d, dayId: dayIds.get(day.day_number)! }))),
    ),
  ];
  for (const [i, { d, dayId }] of entries.entries()) {
    const stored = media.documents.get(d.key);
    const fileId = stored
      ? await upsertFile(db, projectId, stored, FILE_TYPES.document)
      : (d.file_id ?? null);
    const values = { dayId, title: d.title, url: d.url ?? null, fileId, sort: i };
    await db
      .insert(documents)
      .values({ projectId, courseId, key: d.key, ...values })
      .onConflictDoUpdate({ target: [documents.courseId, documents.key], set: values });
  }
  await db.delete(documents).where(
    keepOnly(
      documents.key,
      documents.courseId,
      courseId,
      entries.map((e) => e.d.key),
    ),
  );
}
