import { and, eq, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  courseStageHomeworks,
  homeworks,
  stageDayHomeworks,
  userHomeworkStatuses,
} from '../../../db/schema/index.js';
import type { CourseManifest } from './course-manifest.js';

interface Ctx {
  db: Db;
  projectId: number;
  courseId: number;
}

type Placement = CourseManifest['stages'][number]['homeworks'][number];

/**
 * The course's homework (decision 048): tasks by key, placements by (stage, task) and (day, task),
 * so a re-import keeps their ids and the learners' statuses that name them. What the manifest no
 * longer places is removed with its statuses: they name their placement without a foreign key.
 */
export async function writeHomework(
  ctx: Ctx,
  m: CourseManifest,
  stageIds: Map<string, number>,
  dayIds: Map<number, number>,
) {
  const { db, projectId, courseId } = ctx;
  const homeworkIds = new Map<string, number>();
  for (const h of m.homeworks) {
    const values = {
      title: h.title,
      description: h.description ?? null,
      kind: h.kind,
      // Ids are positions from 1 (decision 048): a re-import that only appends keeps them.
      exercises: (h.exercises ?? []).map((e, i) => ({ id: i + 1, title: e.title })),
      scores: h.scores,
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(homeworks)
      .values({ projectId, courseId, key: h.key, ...values })
      .onConflictDoUpdate({ target: [homeworks.courseId, homeworks.key], set: values })
      .returning({ id: homeworks.id });
    homeworkIds.set(h.key, row!.id);
  }
  // A task gone from the catalogue takes its placements and statuses with it (foreign keys).
  await db
    .delete(homeworks)
    .where(and(eq(homeworks.courseId, courseId), notInArray(homeworks.key, [...homeworkIds.keys()])));

  const values = (p: Placement, sort: number) => ({
    isRequired: p.required ? 1 : 0,
    isDemoAccessible: p.demo,
    sort,
    updatedAt: new Date(),
  });
  const keptStage: number[] = [];
  for (const s of m.stages) {
    const stageId = stageIds.get(s.key)!;
    for (const [i, p] of s.homeworks.entries()) {
      const set = values(p, i);
      const [row] = await db
        .insert(courseStageHomeworks)
        .values({ projectId, courseId, stageId, homeworkId: homeworkIds.get(p.homework)!, ...set })
        .onConflictDoUpdate({ target: [courseStageHomeworks.stageId, courseStageHomeworks.homeworkId], set })
        .returning({ id: courseStageHomeworks.id });
      keptStage.push(row!.id);
    }
  }
  const keptDay: number[] = [];
  for (const d of m.stages.flatMap((s) => s.days)) {
    const dayId = dayIds.get(d.day_number)!;
    for (const [i, p] of d.homeworks.entries()) {
      const set = values(p, i);
      const [row] = await db
        .insert(stageDayHomeworks)
        .values({ projectId, courseId, dayId, homeworkId: homeworkIds.get(p.homework)!, ...set })
        .onConflictDoUpdate({ target: [stageDayHomeworks.dayId, stageDayHomeworks.homeworkId], set })
        .returning({ id: stageDayHomeworks.id });
      keptDay.push(row!.id);
    }
  }
  await db
    .delete(courseStageHomeworks)
    .where(and(eq(courseStageHomeworks.courseId, courseId), notInArray(courseStageHomeworks.id, keptStage)));
  await db
    .delete(stageDayHomeworks)
    .where(and(eq(stageDayHomeworks.courseId, courseId), notInArray(stageDayHomeworks.id, keptDay)));
  // Placements removed above, or with their stage or day (writeStages), leave no status behind.
  await db
    .delete(userHomeworkStatuses)
    .where(
      and(
        eq(userHomeworkStatuses.courseId, courseId),
        or(
          and(
            eq(userHomeworkStatuses.targetType, 'course_stage_homework'),
            notInArray(userHomeworkStatuses.targetId, keptStage),
          ),
          and(
            eq(userHomeworkStatuses.targetType, 'stage_day_homework'),
            notInArray(userHomeworkStatuses.targetId, keptDay),
          ),
        ),
      ),
    );
}
