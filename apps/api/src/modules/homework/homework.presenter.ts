import { HOMEWORK_REVIEW_HOURS, type Homework, type HomeworkEvent, type UserHomework } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { toSeconds } from '../../lib/time.js';
import type { CourseContent, HomeworkRow } from '../course-content/index.js';
import type { Placement, PlacementAccess } from '../streams/index.js';
import { canHandIn } from '../streams/index.js';
import { presentChatFile, type UploadRow } from '../uploads/index.js';
import type { HomeworkStatusRow } from './homework.repository.js';

/** The task (spec 02 §3); `scores` with `expand=scores`. */
export function presentHomeworkTask(h: HomeworkRow, withScores: boolean): Homework {
  return {
    id: h.id,
    course_id: h.courseId,
    title: h.title,
    description: h.description,
    kind: h.kind,
    exercises: h.exercises.map((e) => ({ id: e.id, title: e.title })),
    ...(withScores && { scores: h.scores }),
  };
}

/** spec 02 §9: the expert answers within 24 hours of the last hand-in; null unless under review. */
export function answerDueAt(row: HomeworkStatusRow): number | null {
  if (row.status !== 'UPLOADED' || !row.lastHandedInAt) return null;
  return toSeconds(new Date(row.lastHandedInAt.getTime() + HOMEWORK_REVIEW_HOURS * 3600 * 1000));
}

/** The last hand-in's chat message with its files (signed for the learner who wrote it). */
export interface HandInMessage {
  id: number;
  userId: number;
  message: string;
  createdAt: Date;
  files: UploadRow[];
}

export interface UserHomeworkParts {
  row: HomeworkStatusRow;
  placement: Placement;
  access: PlacementAccess;
  content: CourseContent;
  answer: HandInMessage | null;
  withScores: boolean;
}

/** spec 02 §3 Homework status (user homework) of one placement in one stream. */
export function presentUserHomework(db: Db, p: UserHomeworkParts): UserHomework {
  const { row, placement, content } = p;
  const homework = content.homeworkById.get(row.homeworkId)!;
  return {
    id: row.id,
    user_course_stream_id: row.userCourseStreamId,
    course_id: row.courseId,
    course_title: content.course.title,
    target_id: row.targetId,
    target_type: row.targetType,
    stage_id: placement.stageId,
    stage_title: content.stageById.get(placement.stageId)?.title ?? '',
    stage_day_id: placement.day?.id ?? null,
    day_number: placement.day?.dayNumber ?? null,
    homework_id: row.homeworkId,
    is_required: placement.isRequired,
    status: row.status,
    is_locked: p.access.locked,
    can_hand_in: canHandIn(p.access, row.status),
    created_at: toSeconds(row.createdAt)!,
    updated_at: toSeconds(row.updatedAt)!,
    handed_in_at: toSeconds(row.lastHandedInAt),
    answer_due_at: answerDueAt(row),
    reviewed_at: toSeconds(row.reviewedAt),
    review_comment: row.reviewComment,
    chat_channel_id: row.chatChannelId,
    homework: presentHomeworkTask(homework, p.withScores),
    answer: p.answer
      ? {
          message_id: p.answer.id,
          message: p.answer.message,
          files: p.answer.files.map((f) => presentChatFile(db, f, p.answer!.userId)),
          exercise_ids: row.exerciseIds,
          created_at: toSeconds(p.answer.createdAt)!,
        }
      : null,
    ...(p.withScores && { scores: row.scoresEarned }),
  };
}

/** `data` of the HOMEWORK_EVENT. */
export function presentHomeworkEvent(row: HomeworkStatusRow): HomeworkEvent {
  return {
    id: row.id,
    user_course_stream_id: row.userCourseStreamId,
    course_id: row.courseId,
    homework_id: row.homeworkId,
    status: row.status,
  };
}
