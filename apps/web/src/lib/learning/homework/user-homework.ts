import type {
  HomeworkKind,
  Homework as HomeworkResource,
  HomeworkTargetType,
  UserHomework as UserHomeworkResource,
  UserHomeworkStatus,
} from '@cp/contract';
import { secondsToMs } from '../api/stream';

/** The task itself (spec 02 §3 homework): what to do, what it takes, what it earns. */
export interface HomeworkTask {
  id: number;
  title: string;
  description: string | null;
  kind: HomeworkKind;
  exercises: { id: number; title: string }[];
  /** Points an accepted hand-in earns (`expand=scores`); 0 when not asked. */
  scores: number;
}

/** A file of a hand-in: a photo, a video or a document (decision 057). */
export interface HomeworkFile {
  url: string;
  type: 'image' | 'video' | 'document';
  /** The photo's small copy, or the video's poster; null without one (documents). */
  preview: string | null;
  name: string;
  mime: string;
  size: number;
}

/** The learner's last hand-in: its chat message's text and files, the exercises chosen. */
export interface HomeworkAnswer {
  messageId: number;
  text: string;
  files: HomeworkFile[];
  exerciseIds: number[];
  createdAt: number;
}

/**
 * spec 02 §3 "Homework status (user homework)" in client names, times in ms: `streamId`,
 * `targetId`, `targetType`, `status`, `isLocked`, `scores` of the spec, and what the screens
 * show besides (course, day, the task, the answer, the review).
 */
export interface UserHomework {
  id: number;
  streamId: number;
  courseId: number;
  courseTitle: string;
  targetId: number;
  targetType: HomeworkTargetType;
  stageId: number;
  stageTitle: string;
  stageDayId: number | null;
  dayNumber: number | null;
  homeworkId: number;
  isRequired: boolean;
  status: UserHomeworkStatus;
  isLocked: boolean;
  canHandIn: boolean;
  createdAt: number;
  updatedAt: number;
  handedInAt: number | null;
  /** When the expert answers at the latest (spec 02 §9: 24 hours after the hand-in). */
  answerDueAt: number | null;
  reviewedAt: number | null;
  reviewComment: string | null;
  chatChannelId: number | null;
  homework: HomeworkTask;
  answer: HomeworkAnswer | null;
  /** Points the accepted hand-in earned (0 before). */
  scores: number;
}

export function toHomeworkTask(homework: HomeworkResource): HomeworkTask {
  return {
    id: homework.id,
    title: homework.title,
    description: homework.description,
    kind: homework.kind,
    exercises: homework.exercises.map((e) => ({ id: e.id, title: e.title })),
    scores: homework.scores ?? 0,
  };
}

type WireFile = NonNullable<UserHomeworkResource['answer']>['files'][number];

export function toHomeworkFile(file: WireFile): HomeworkFile {
  const preview = file.type === 'video' ? file.urls.poster : file.urls.thumbnail;
  return {
    url: file.url,
    type: file.type,
    preview: preview ?? null,
    name: file.name,
    mime: file.mime,
    size: file.size,
  };
}

export function toUserHomework(item: UserHomeworkResource): UserHomework {
  const answer = item.answer;
  return {
    id: item.id,
    streamId: item.user_course_stream_id,
    courseId: item.course_id,
    courseTitle: item.course_title,
    targetId: item.target_id,
    targetType: item.target_type,
    stageId: item.stage_id,
    stageTitle: item.stage_title,
    stageDayId: item.stage_day_id,
    dayNumber: item.day_number,
    homeworkId: item.homework_id,
    isRequired: item.is_required,
    status: item.status,
    isLocked: item.is_locked,
    canHandIn: item.can_hand_in,
    createdAt: item.created_at * 1000,
    updatedAt: item.updated_at * 1000,
    handedInAt: secondsToMs(item.handed_in_at),
    answerDueAt: secondsToMs(item.answer_due_at),
    reviewedAt: secondsToMs(item.reviewed_at),
    reviewComment: item.review_comment,
    chatChannelId: item.chat_channel_id,
    homework: toHomeworkTask(item.homework),
    answer: answer
      ? {
          messageId: answer.message_id,
          text: answer.message,
          files: answer.files.map(toHomeworkFile),
          exerciseIds: answer.exercise_ids,
          createdAt: answer.created_at * 1000,
        }
      : null,
    scores: item.scores ?? 0,
  };
}

/**
 * spec 02 §4 "a misconfigured" task (decision 059): an exercise selection without exercises
 * cannot be handed in; the learner is sent to support ("The day is incorrectly filled").
 */
export const isMisconfigured = (task: { kind: HomeworkKind; exercises: readonly unknown[] }): boolean =>
  task.kind === 'exercise' && task.exercises.length === 0;
