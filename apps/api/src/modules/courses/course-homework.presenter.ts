import type { CourseStageHomework, Homework, StageDayHomework } from '@cp/contract';
import { toSeconds } from '../../lib/time.js';
import type {
  CourseContent,
  CourseStageHomeworkRow,
  HomeworkRow,
  StageDayHomeworkRow,
} from '../course-content/index.js';

/**
 * A course's homework as the courses calls send it (spec 02 §3 "Day homework and stage homework
 * share a shape"). `scores`: whether the nested task carries its points; the stages call asks
 * for them by name (`...homework.scores`), the other calls always get them (decision 048).
 */

export function presentHomework(row: HomeworkRow, scores: boolean): Homework {
  return {
    id: row.id,
    course_id: row.courseId,
    title: row.title,
    description: row.description,
    kind: row.kind,
    exercises: row.exercises.map((e) => ({ id: e.id, title: e.title })),
    ...(scores && { scores: row.scores }),
  };
}

function placed(content: CourseContent, row: StageDayHomeworkRow | CourseStageHomeworkRow, scores: boolean) {
  return {
    id: row.id,
    homework_id: row.homeworkId,
    is_required: row.isRequired,
    is_demo_accessible: row.isDemoAccessible,
    sort: row.sort,
    created_at: toSeconds(row.createdAt)!,
    updated_at: toSeconds(row.updatedAt)!,
    homework: presentHomework(content.homeworkById.get(row.homeworkId)!, scores),
  };
}

/** A day's homework, in their order (the day's `day_homework_ids`). */
export function presentDayHomeworks(
  content: CourseContent,
  dayId: number,
  scores: boolean,
): StageDayHomework[] {
  const day = content.dayById.get(dayId)!;
  return (content.dayHomeworksByDay.get(dayId) ?? []).map((row) => ({
    ...placed(content, row, scores),
    stage_day_id: row.dayId,
    stage_id: day.stageId,
  }));
}

/** Every day homework of the course, by day number (`GET /courses?expand=stage_day_homeworks`). */
export function presentCourseDayHomeworks(content: CourseContent): StageDayHomework[] {
  return content.days.flatMap((d) => presentDayHomeworks(content, d.id, true));
}

/** A stage's own homework, in their order (the stage's `stage_homework_ids`). */
export function presentStageHomeworks(
  content: CourseContent,
  stageId: number,
  scores: boolean,
): CourseStageHomework[] {
  return (content.stageHomeworksByStage.get(stageId) ?? []).map((row) => ({
    ...placed(content, row, scores),
    course_stage_id: row.stageId,
  }));
}
