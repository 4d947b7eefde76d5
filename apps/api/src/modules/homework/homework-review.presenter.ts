import {
  HOMEWORK_REVIEW_HOURS,
  type Homework,
  type StaffHomeworkDetail,
  type StreamStatus,
  type staffHomeworkItem,
} from '@cp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { toSeconds } from '../../lib/time.js';
import type { ChatMessageWithAuthor } from '../chat/index.js';
import type { CourseContent } from '../course-content/index.js';
import { presentChatFile } from '../uploads/index.js';
import type { DeskRow, HomeworkRow } from './homework-review.repository.js';

type StaffHomeworkItem = z.infer<typeof staffHomeworkItem>;

const HOUR_MS = 60 * 60 * 1000;

/** spec 02 §9: the expert answers within HOMEWORK_REVIEW_HOURS of the last hand-in. */
export function answerDueAt(lastHandedInAt: Date | null): Date | null {
  return lastHandedInAt ? new Date(lastHandedInAt.getTime() + HOMEWORK_REVIEW_HOURS * HOUR_MS) : null;
}

export function isOverdue(status: string, lastHandedInAt: Date | null, now: number): boolean {
  const due = answerDueAt(lastHandedInAt);
  return status === 'UPLOADED' && due !== null && due.getTime() < now;
}

export function presentHomework(h: HomeworkRow): Homework & { scores: number } {
  return {
    id: h.id,
    course_id: h.courseId,
    title: h.title,
    description: h.description,
    kind: h.kind,
    exercises: h.exercises.map((e) => ({ id: e.id, title: e.title })),
    scores: h.scores,
  };
}

/**
 * Where the homework sits: the stage's title and, for a day homework, the day's number. A
 * placement a course import removed since the hand-in shows without them.
 */
function placeOf(row: DeskRow, content: CourseContent | null) {
  const s = row.status;
  if (!content) return { stageTitle: '', dayNumber: null };
  if (s.targetType === 'stage_day_homework') {
    const placed = content.dayHomeworkById.get(s.targetId);
    const day = placed ? content.dayById.get(placed.dayId) : undefined;
    const stage = day ? content.stageById.get(day.stageId) : undefined;
    return { stageTitle: stage?.title ?? '', dayNumber: day?.dayNumber ?? null };
  }
  const placed = content.stageHomeworkById.get(s.targetId);
  const stage = placed ? content.stageById.get(placed.stageId) : undefined;
  return { stageTitle: stage?.title ?? '', dayNumber: null };
}

/** A hand-in in the queue (`staffHomeworkItem`). */
export function presentDeskItem(row: DeskRow, content: CourseContent | null, now: number): StaffHomeworkItem {
  const s = row.status;
  const place = placeOf(row, content);
  return {
    id: s.id,
    user_course_stream_id: s.userCourseStreamId,
    course_id: s.courseId,
    course_title: row.courseTitle,
    learner: {
      id: row.learner.id,
      name: row.learner.name,
      last_name: row.learner.lastName,
      email: row.learner.email,
    },
    homework: presentHomework(row.homework),
    target_type: s.targetType,
    day_number: place.dayNumber,
    stage_title: place.stageTitle,
    status: s.status,
    handed_in_at: toSeconds(s.lastHandedInAt ?? s.handedInAt),
    answer_due_at: s.status === 'UPLOADED' ? toSeconds(answerDueAt(s.lastHandedInAt)) : null,
    is_overdue: isOverdue(s.status, s.lastHandedInAt, now),
    chat_channel_id: s.chatChannelId ?? row.streamChatId,
  };
}

/**
 * One hand-in with its answer. The files are signed for their author, the learner, as the chat
 * signs them (decision 052): the same links the expert desk's chat shows.
 */
export function presentDeskDetail(
  db: Db,
  row: DeskRow,
  content: CourseContent | null,
  answer: ChatMessageWithAuthor | null,
  streamStatus: StreamStatus,
  now: number,
): StaffHomeworkDetail {
  const s = row.status;
  return {
    ...presentDeskItem(row, content, now),
    answer: answer
      ? {
          message_id: answer.id,
          message: answer.message,
          files: (answer.files ?? []).map((f) => presentChatFile(db, f, answer.userId)),
          exercise_ids: s.exerciseIds,
          created_at: toSeconds(answer.createdAt)!,
        }
      : null,
    review_comment: s.reviewComment,
    reviewed_at: toSeconds(s.reviewedAt),
    scores_earned: s.scoresEarned,
    stream_status: streamStatus,
  };
}
